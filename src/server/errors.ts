/**
 * A failure the client caused or must be told about, with the HTTP status and a stable code.
 * Routes and services throw these; the one error handler turns them into {error, message}.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal that names when to try again: the answer carries Retry-After (plugins/error-handler.ts). */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: number,
    readonly retryAfterSeconds: number,
    code: string,
    message: string,
  ) {
    super(statusCode, code, message);
    this.name = 'RetryLaterError';
  }
}

/** 429: a limit was reached. */
export class ThrottledError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message: string, code = 'TOO_MANY_ATTEMPTS') {
    super(429, retryAfterSeconds, code, message);
    this.name = 'ThrottledError';
  }
}

/**
 * 503: the site is at a bound of its own for a moment, e.g. the password-hashing queue is full
 * (R44); a retry after the pause is expected to work.
 */
export class BusyError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message: string, code = 'BUSY') {
    super(503, retryAfterSeconds, code, message);
    this.name = 'BusyError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
