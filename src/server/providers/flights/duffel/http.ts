import { setTimeout as delay } from 'node:timers/promises';
import { FlightProviderError } from '../types';
import { mapDuffelError, type DuffelCallKind } from './errors';
import type { DuffelErrorBody } from './types';

/*
 * Duffel's transport (API v2): bearer token, `Duffel-Version: v2`, bodies wrapped in
 * {data}, a timeout on every call, and one retry of a rate-limited read after the wait Duffel
 * asks for. Writes (orders, cancellations) are never retried: Duffel has no idempotency key.
 */

export interface DuffelHttpOptions {
  accessToken: string;
  baseUrl: string;
  /** Per call, body included. */
  timeoutMs: number;
  /** A rate-limited read is retried once only when Duffel asks us to wait at most this long. */
  maxRetryWaitMs: number;
  fetch: typeof fetch;
  now: () => number;
}

export interface DuffelCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as {"data": body}. */
  body?: unknown;
  kind: DuffelCallKind;
  /** True for reads (searches included): one retry after a 429. */
  retry: boolean;
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
}

export interface DuffelAnswer<T> {
  status: number;
  data: T;
  meta: Record<string, unknown> | undefined;
}

const DEFAULT_RETRY_WAIT_MS = 1_000;

/** Retry-After (seconds or HTTP date), else ratelimit-reset (an HTTP date), in ms from now. */
export function retryWaitMs(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter) * 1_000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = headers.get('ratelimit-reset')?.trim();
  if (reset) {
    const at = Date.parse(reset);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function createDuffelHttp(options: DuffelHttpOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  function url(call: DuffelCall): string {
    const target = new URL(call.path.replace(/^\//, ''), base);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  async function send(call: DuffelCall): Promise<{ response: Response; text: string }> {
    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    try {
      const response = await options.fetch(url(call), {
        method: call.method,
        headers: {
          Authorization: `Bearer ${options.accessToken}`,
          'Duffel-Version': 'v2',
          Accept: 'application/json',
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify({ data: call.body }),
        signal,
      });
      // Read inside the try: a body that trickles in past the timeout is a timeout too.
      return { response, text: await response.text() };
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      if (timeout.aborted) {
        throw new FlightProviderError(
          'TIMEOUT',
          `Duffel did not answer ${call.method} ${call.path} in ${timeoutMs} ms`,
        );
      }
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new FlightProviderError('UNAVAILABLE', `Duffel could not be reached (${reason})`);
    }
  }

  async function request<T>(call: DuffelCall): Promise<DuffelAnswer<T>> {
    for (let attempt = 0; ; attempt += 1) {
      const { response, text } = await send(call);
      const json = parseJson(text) as { data?: T; meta?: Record<string, unknown> } | undefined;
      const errors = (json as DuffelErrorBody | undefined)?.errors;
      if (response.ok && !(Array.isArray(errors) && errors.length > 0)) {
        if (json === undefined || (json.data === undefined && response.status !== 204)) {
          throw new FlightProviderError('UNAVAILABLE', `Duffel sent an unreadable answer to ${call.path}`);
        }
        return { status: response.status, data: json.data as T, meta: json.meta };
      }
      const wait = retryWaitMs(response.headers, options.now());
      const error = mapDuffelError(
        response.status,
        json as DuffelErrorBody | undefined,
        call.kind,
        wait === undefined ? undefined : Math.ceil(wait / 1_000),
      );
      const waitMs = wait ?? DEFAULT_RETRY_WAIT_MS;
      if (error.code !== 'RATE_LIMITED' || !call.retry || attempt > 0 || waitMs > options.maxRetryWaitMs) throw error;
      await delay(waitMs, undefined, { signal: call.signal }).catch(() => {
        throw call.signal?.reason ?? error;
      });
    }
  }

  return { request };
}

export type DuffelHttp = ReturnType<typeof createDuffelHttp>;
