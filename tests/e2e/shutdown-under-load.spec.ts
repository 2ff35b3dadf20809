import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/*
 * SIGTERM in the middle of real load, as a rolling deploy sends it. What "no request fails" means
 * here: every request the server accepted got a complete 2xx answer, none was cut off or refused
 * with a 503. Once the signal arrives the server stops listening, so a client that reconnects (as
 * autocannon does at once, and as a proxy does to another instance) is refused a connection: that
 * is a reconnect attempt the server never accepted, not a failed request. The server's own log
 * (one "incoming request" and one "request completed" line per request) is the ground truth of
 * what it accepted; autocannon's counts are what the clients received.
 */

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
}

/** The load's requests as the server logged them (start-up polls /healthz, which is left out). */
function requestsInLog(output: string) {
  const entries = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((entry) => entry.reqId);
  const polls = new Set(entries.filter((e) => e.req?.url === '/healthz').map((e) => e.reqId));
  const incoming = entries.filter((e) => e.msg === 'incoming request' && !polls.has(e.reqId));
  // Every answer carries its status, including the 503 Fastify sends by itself while closing
  // (that one has no "incoming request" line).
  const answered = new Map<string | undefined, number>();
  for (const entry of entries) {
    if (entry.res?.statusCode !== undefined && !polls.has(entry.reqId)) answered.set(entry.reqId, entry.res.statusCode);
  }
  return { unanswered: incoming.filter((e) => !answered.has(e.reqId)).length, statuses: [...answered.values()] };
}

describe('graceful shutdown under load', () => {
  it('answers every accepted request with a 2xx while draining keep-alive connections, then exits 0', async () => {
    // Debug: the "incoming request" lines are written at that level.
    const server = await startServer({ LOG_LEVEL: 'debug' });
    const search = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ origin: 'JFK', destination: 'LHR', departureDate: isoDay(21), adultsCount: 1 }),
    };
    // The first search asks the airline; the load then reads the cached page, as most searches do.
    expect((await fetch(`${server.url}/api/flights/search`, search)).status).toBe(200);

    const CONNECTIONS = 8;
    const errors = { refused: 0, reset: 0, other: [] as string[] };
    const run = (options: autocannon.Options) => {
      let instance!: autocannon.Instance;
      const result = new Promise<autocannon.Result>((resolve, reject) => {
        instance = autocannon({ connections: CONNECTIONS, duration: 60, timeout: 15, ...options }, (error, done) =>
          error ? reject(error as Error) : resolve(done),
        );
      });
      instance.on('reqError', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') errors.refused += 1;
        else if (error.code === 'ECONNRESET' || error.code === 'EPIPE') errors.reset += 1;
        else errors.other.push(error.code ?? error.message);
      });
      return { instance, result };
    };
    const cheap = run({ url: `${server.url}/api/system/mode` });
    const searching = run({ url: `${server.url}/api/flights/search`, ...search });

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const signalled = Date.now();
    const code = await server.stop('SIGTERM');
    const exitedAfterMs = Date.now() - signalled;
    cheap.instance.stop();
    searching.instance.stop();
    const [cheapResult, searchResult] = await Promise.all([cheap.result, searching.result]);

    expect(code).toBe(0);
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(server.output()).toContain('shut down cleanly');

    const { unanswered, statuses } = requestsInLog(server.output());
    // Real load ran on both routes before the signal.
    expect(cheapResult.requests.total).toBeGreaterThan(50);
    expect(searchResult.requests.total).toBeGreaterThan(50);
    // Every request the server accepted was finished, with a 2xx: no 503 while draining.
    expect(unanswered).toBe(0);
    expect(statuses.filter((status) => status < 200 || status >= 300)).toEqual([]);
    // ...and every answer it finished reached the client whole (the warm-up search is the one extra).
    const received = cheapResult['2xx'] + searchResult['2xx'];
    expect(received).toBe(statuses.length - 1);
    expect(cheapResult.non2xx + searchResult.non2xx).toBe(0);
    expect(cheapResult.timeouts + searchResult.timeouts).toBe(0);
    // What autocannon counts as errors are requests the server never read (the counts above prove
    // it): reconnects refused once it stopped listening, and resets of requests written to a
    // connection it was closing (after an answer that said Connection: close, which autocannon does
    // not read, or a connection still waiting to be accepted when the listener closed).
    expect(errors.other).toEqual([]);
    expect(errors.refused + errors.reset).toBeGreaterThan(0);
  });
});
