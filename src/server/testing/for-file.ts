import { afterAll, beforeAll } from 'vitest';

/**
 * What `start` makes, for one test file: made before its tests, `stop`ped after them. The object
 * is filled in beforeAll: read it inside tests and hooks.
 */
export function forFile<T extends object>(start: () => Promise<T>, stop: (made: T) => Promise<void>): T {
  const made = {} as T;
  let started = false;
  beforeAll(async () => {
    Object.assign(made, await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(made);
  });
  return made;
}
