import { vi } from 'vitest';

/*
 * The API as client tests script it: fetch is replaced by a table of 'METHOD /path' answers,
 * and every call is recorded. One implementation for every feature's tests.
 */

export type Answer = { status: number; body: unknown } | 'network-error';

export interface ApiCall {
  /** 'GET /api/flights/offer/off_1': what the routes are keyed by. */
  key: string;
  method: string;
  /** The address as fetched, query included. */
  url: string;
  /** The address without its query. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** 1 for the first call with this key, 2 for the second... */
  count: number;
}

export type Handler = (body: unknown, call: ApiCall) => Answer | Promise<Answer>;
export type FakeRoutes = Record<string, Answer | Handler>;

export interface FakeApiOptions {
  /** The answer to a call no route names: by default a 404 NOT_FOUND naming the route. */
  fallback?: Answer | ((call: ApiCall) => Answer | Promise<Answer>);
  /**
   * Sets or clears the readable 'signed_in' hint that goes with a session (the client asks
   * GET /api/auth/user only when it is there); left as it is when undefined.
   */
  signedIn?: boolean;
  /** Key routes by the address with its query ('GET /api/bookings?page=2') instead of the path. */
  withQuery?: boolean;
  /** Route keys answered but left out of the returned calls (a screen's side requests a test is not about). */
  unrecorded?: readonly string[];
}

export const notFound = (key: string): Answer => ({
  status: 404,
  body: { error: 'NOT_FOUND', message: `No route ${key}` },
});

export function fakeApi(routes: FakeRoutes, options: FakeApiOptions = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const counts = new Map<string, number>();
  if (options.signedIn !== undefined) {
    document.cookie = options.signedIn
      ? 'signed_in=1; path=/'
      : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0] ?? url;
      const key = `${method} ${options.withQuery ? url : path}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = { ...(init?.headers as Record<string, string> | undefined) };
      const call: ApiCall = { key, method, url, path, body, headers, count };
      if (!options.unrecorded?.includes(key)) calls.push(call);
      const entry = routes[key];
      const fallback = options.fallback ?? notFound(key);
      const answer =
        typeof entry === 'function'
          ? await entry(body, call)
          : (entry ?? (typeof fallback === 'function' ? await fallback(call) : fallback));
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
