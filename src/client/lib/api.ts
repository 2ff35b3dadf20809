import type { ApiError } from '../../shared/schemas/errors';
import { pageBrandId } from './page-brand';

/** A non-OK answer from our API, carrying the server's code and its sentence for people. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * The sentence to show a traveller for a failed call: the server's own when it sent one; never a
 * raw body or status line (a proxy's page, an answer without a message).
 */
export function sentenceFor(error: Error): string {
  if (error instanceof ApiRequestError && error.code === 'HTTP_ERROR') {
    return error.status >= 500
      ? 'the service is not answering right now. Please try again in a moment.'
      : 'the request could not be completed. Please try again.';
  }
  return error.message;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The error body's shape (ApiErrorSchema in shared/schemas/errors.ts), checked by hand: this
 * module is on every page's first load, and the zod runtime is not needed to read two strings.
 */
function asApiError(value: unknown): ApiError | null {
  if (!isRecord(value) || typeof value.error !== 'string' || typeof value.message !== 'string') return null;
  const { fields } = value;
  if (fields === undefined) return { error: value.error, message: value.message };
  const valid =
    Array.isArray(fields) &&
    fields.every((f) => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string');
  if (!valid) return null;
  return {
    error: value.error,
    message: value.message,
    fields: (fields as { path: string; message: string }[]).map(({ path, message }) => ({ path, message })),
  };
}

async function toError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  try {
    const body = asApiError(JSON.parse(text));
    if (body) return new ApiRequestError(response.status, body.error, body.message, body.fields);
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the status line.
  }
  return new ApiRequestError(response.status, 'HTTP_ERROR', `${response.status}: ${text || response.statusText}`);
}

let pageBrand: string | undefined;

/**
 * The brand this page was served as. On localhost and bare IPs the brand comes from ?brand=,
 * which API paths do not repeat, so the server reads it from X-Brand there (prices carry the
 * brand's markup); on a brand's own host name the server ignores the header and uses the host.
 */
function brandOfPage(): string {
  pageBrand ??= pageBrandId();
  return pageBrand;
}

interface Answer {
  status: number;
  /** The parsed JSON body; null for 204. */
  json: unknown;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const brand = brandOfPage();
  if (brand !== 'default') headers['X-Brand'] = brand;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toError(response);
  return { status: response.status, json: response.status === 204 ? null : await response.json() };
}

/** An early request is used only by a screen that asks for it soon after, never as an old answer. */
const EARLY_FOR_MS = 30_000;
const early = new Map<string, { started: number; answer: Promise<Answer> }>();
const earlyKey = (method: Method, path: string, body: unknown) => `${method} ${path} ${JSON.stringify(body ?? null)}`;

/**
 * Sends a request now that a screen will make once its code is here (the results page's search,
 * started with its chunk instead of after it). The screen's identical request then takes this
 * answer, once; it is parsed with the screen's schema then.
 */
export function requestEarly(method: Method, path: string, body?: unknown): void {
  const answer = send(method, path, { body });
  // A failure belongs to the screen that takes it; one never taken is not an unhandled rejection.
  answer.catch(() => undefined);
  early.set(earlyKey(method, path, body), { started: Date.now(), answer });
}

function takeEarly(method: Method, path: string, body: unknown): Promise<Answer> | undefined {
  const key = earlyKey(method, path, body);
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.started < EARLY_FOR_MS ? entry.answer : undefined;
}

/**
 * What an answer is read with: a shared zod schema, or a check by hand of the same type where the
 * zod runtime would be the largest part of a screen's download (the results page's search).
 */
export interface AnswerReader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The one way the client talks to the server: JSON in, JSON out, cookies sent, and every
 * successful answer read with its schema so a contract drift fails loudly here.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  schema: AnswerReader<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { status, json } = await (takeEarly(method, path, options.body) ?? send(method, path, options));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(status, 'UNEXPECTED_RESPONSE', 'The server sent an answer we did not understand.');
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema: AnswerReader<T>, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest('GET', path, schema, options),
  post: <T>(path: string, body: unknown, schema: AnswerReader<T>, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest('POST', path, schema, { ...options, body }),
};
