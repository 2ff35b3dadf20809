import { vi } from 'vitest';

// An unexpected console.error is a bug the test did not look for.
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});
