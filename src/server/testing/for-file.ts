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

/**
 * Runs `next` on what was just started, closing it if `next` fails: a setup that fails halfway
 * must not leave a server or a database open, which would hang the test run instead of failing it.
 */
export async function closedOnFailure<S extends { close: () => Promise<void> }, T>(
  started: S,
  next: (started: S) => Promise<T>,
): Promise<T> {
  try {
    return await next(started);
  } catch (error) {
    await started.close().catch(() => undefined);
    throw error;
  }
}
