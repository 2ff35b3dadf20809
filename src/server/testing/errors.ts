import { expect } from 'vitest';

/** The error a call fails with, checked to be a `kind` (a call that succeeds fails the test). */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}

/** An API error answer: the status, and exactly `{error, message}` as the error handler writes it. */
export function expectApiError(
  res: { statusCode: number; json: () => unknown },
  statusCode: number,
  error: string,
  message: string,
) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toEqual({ error, message });
}
