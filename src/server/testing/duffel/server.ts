import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEventSender, type WebhookOptions } from './events';
import { updateOfferPassenger } from './offer-passengers';
import { createOrderSide } from './server-orders';
import { createSearchSide, duffelError, notFound, type Answer } from './server-search';

/*
 * A small stand-in for api.duffel.com on 127.0.0.1, answering in Duffel's documented shapes
 * (Duffel's API v2 documentation: transport, search, seat maps, orders, errors, rate limits), for the adapter's and the API's tests.
 * It keeps state (offer requests, offers, orders, cancellations), checks the token and version
 * headers, follows the documented test routes (PVD-RAI no offers, STN-LHR times out at the
 * airline, LGW-LHR offers gone, LHR-STN price rises, LHR-LGW order fails, BTS-ABV no services)
 * and our own (LHR-AMS orders accepted then confirmed, LHR-BCN accepted then not created,
 * LHR-MAD not created),
 * and can be told to answer the next calls differently (429, 5xx, slow...).
 */

export { duffelError } from './server-search';

export interface ScriptedAnswer {
  method?: string;
  /** Matched against the path without the query. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long first; without a status the call is then answered normally. */
  delayMs?: number;
  /** How many matching calls get this answer (1). */
  times?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: { data?: Record<string, unknown> } | undefined;
}

export const DUFFEL_TEST_TOKEN = 'duffel_test_local_server_token';

export async function startDuffelServer(
  options: { offersPerSearch?: number; now?: () => Date; acceptedOrderMs?: number; webhook?: WebhookOptions } = {},
) {
  const now = options.now ?? (() => new Date());
  let offersPerSearch = options.offersPerSearch ?? 7;
  const calls: RecordedCall[] = [];
  const scripts: ScriptedAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const search = createSearchSide(now, () => offersPerSearch);
  const ordering = createOrderSide(now, search.offers, {
    acceptedForMs: options.acceptedOrderMs,
    emit: createEventSender(options.webhook, now),
    later: (work, ms) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        work();
      }, ms);
      timers.add(timer);
    },
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function route(method: string, path: string, query: URLSearchParams, data: Record<string, unknown>): Answer {
    const id = (pattern: RegExp) => pattern.exec(path)?.[1];
    let match: string | undefined;
    if (method === 'POST' && /^\/air\/offer_requests\/?$/.test(path)) {
      return search.offerRequest(data, query.get('return_offers') !== 'false');
    }
    if (method === 'GET' && path === '/air/offers') return search.listOffers(query);
    if (method === 'GET' && (match = id(/^\/air\/offers\/([^/]+)$/))) return search.getOffer(match);
    if (method === 'PATCH' && (match = id(/^\/air\/offers\/([^/]+)\/passengers\/([^/]+)$/))) {
      const passengerId = /\/passengers\/([^/]+)$/.exec(path)?.[1] ?? '';
      return updateOfferPassenger(search.offers.get(match), passengerId, data, now());
    }
    if (method === 'GET' && path === '/air/seat_maps') return search.seatMaps(query.get('offer_id') ?? '');
    if (method === 'POST' && /^\/air\/orders\/?$/.test(path)) return ordering.createOrder(data);
    if (method === 'POST' && /^\/air\/payments\/?$/.test(path)) return ordering.pay(data);
    if (method === 'GET' && path === '/air/orders') return ordering.listOrders(query.get('offer_id') ?? '');
    if (method === 'GET' && (match = id(/^\/air\/orders\/([^/]+)$/))) return ordering.getOrder(match);
    if (method === 'POST' && (match = id(/^\/air\/airline_initiated_changes\/([^/]+)\/actions\/accept$/))) {
      return ordering.acceptChange(match);
    }
    if (method === 'POST' && /^\/air\/order_cancellations\/?$/.test(path)) {
      return ordering.quote(String(data.order_id ?? ''));
    }
    if (method === 'POST' && (match = id(/^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/))) {
      return ordering.confirm(match);
    }
    return notFound();
  }

  function takeScript(method: string, path: string): ScriptedAnswer | undefined {
    const index = scripts.findIndex(
      (s) => (!s.method || s.method === method) && (typeof s.path === 'string' ? s.path === path : s.path.test(path)),
    );
    const script = scripts[index];
    if (!script) return undefined;
    script.times = (script.times ?? 1) - 1;
    if (script.times <= 0) scripts.splice(index, 1);
    return script;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const body = text ? (JSON.parse(text) as RecordedCall['body']) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers, body });

    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-request-id': 'FsJylo0rd-49aeQAAUaB',
        'ratelimit-limit': '4000',
        'ratelimit-remaining': '3999',
        'ratelimit-reset': new Date(Math.ceil(now().getTime() / 60_000) * 60_000).toUTCString(),
        ...headers,
      });
      res.end(JSON.stringify(payload));
    };

    const script = takeScript(method, url.pathname);
    if (script?.delayMs) await sleep(script.delayMs);
    if (script?.status !== undefined) return send(script.status, script.body ?? {}, script.headers);
    if (req.headers.authorization !== `Bearer ${DUFFEL_TEST_TOKEN}`) {
      const message = 'The Authorization header is not valid';
      return send(401, duffelError(401, 'authentication_error', 'invalid_authorization_header', message));
    }
    if (req.headers['duffel-version'] !== 'v2') {
      const message = 'The Duffel-Version header is missing or unsupported';
      return send(400, duffelError(400, 'invalid_request_error', 'missing_version_header', message));
    }
    const [status, payload] = route(method, url.pathname, url.searchParams, body?.data ?? {});
    send(status, payload);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(duffelError(500, 'api_error', 'internal_server_error', String(error))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token: DUFFEL_TEST_TOKEN,
    calls,
    offers: search.offers,
    orders: ordering.orders,
    /** R55: the payments made for held orders (POST /air/payments). */
    payments: ordering.payments,
    /** The next matching call(s) get this answer instead (the first matching script wins). */
    script(answer: ScriptedAnswer) {
      scripts.push({ ...answer });
    },
    setOffersPerSearch(count: number) {
      offersPerSearch = count;
    },
    /** The airline retimes an order's flights and the webhook says so. */
    airlineChange: ordering.airlineChange,
    /** The airline settles an accepted order at once (instead of after acceptedOrderMs). */
    settleNow: ordering.settleNow,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type DuffelTestServer = Awaited<ReturnType<typeof startDuffelServer>>;
