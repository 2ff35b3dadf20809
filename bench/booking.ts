// `npx tsx bench/booking.ts`: 20 concurrent bookings, on the built-in sandbox airline and test
// card processor, PGlite, one process, over loopback HTTP, each on its own offer. First as new
// travellers (each booking also creates an account: scrypt at the production work factor, the
// heaviest part) paying with the card in the booking; then as 20 signed-in buyers, alternating the
// card in the booking with the payment page's token flow (R23: tokenise, process-card, 3 calls).
// Results are appended to bench/booking-results.md.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { bookingBody } from '../src/server/testing/booking';
import { benchConfig, benchDatabase, daysFromNow as day } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/booking-results.md');
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);

const loadBefore = loadavg()[0] ?? 0;

const database = await benchDatabase();
// Each traveller from their own address, as in life: one address may make only 20 accounts an hour (R35).
const config = benchConfig({ TRUST_PROXY: '1' });
const app = await buildApp(config, database);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

/** A buyer's browser: its cookies (session, visitor) and its own address. */
interface Buyer {
  cookies: Map<string, string>;
  address: string;
}

async function post(route: string, body: unknown, headers: Record<string, string> = {}, buyer?: Buyer) {
  const cookie = buyer ? [...buyer.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      ...(cookie ? { cookie } : {}),
      ...(buyer ? { 'x-forwarded-for': buyer.address } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  for (const set of res.headers.getSetCookie()) {
    const [pair = ''] = set.split(';');
    const at = pair.indexOf('=');
    buyer?.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

type Offer = { id: string; total_amount: string; total_currency: string };

/** Distinct offers (not timed), each round its own day, so no two bookings race for one. */
async function offersFor(round: number): Promise<Offer[]> {
  const search = await post('/api/flights/search', {
    origin: 'JFK',
    destination: 'LHR',
    departureDate: day(25 + round),
    adultsCount: 1,
    limit: 100,
  });
  return (search.json.offers as Offer[]).slice(0, BOOKINGS);
}

/** Signed-in buyers (not timed): registered and signed in, each from their own address. */
async function signedInBuyers(): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: BOOKINGS }, async (_, n) => {
      const buyer: Buyer = { cookies: new Map(), address: `10.88.${Math.floor(n / 250)}.${(n % 250) + 1}` };
      const username = `benchbuyer${n}x${Date.now().toString(36)}`;
      const password = 'Bench-Buyer-Password-9!';
      await post(
        '/api/auth/register',
        { username, email: `${username}@example.com`, firstName: 'Ada', lastName: 'Lovelace', password },
        {},
        buyer,
      );
      const login = await post('/api/auth/login', { username, password }, {}, buyer);
      if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
      return buyer;
    }),
  );
}

type Flow = 'card in the booking' | 'token flow';

/** One booking as the payment step makes it, timed from the first call to the booking's answer. */
async function book(offer: Offer, n: number, flow: Flow, buyer?: Buyer): Promise<{ ms: number; status: number }> {
  const key = `bench-${n}-${Date.now()}-${Math.random()}`;
  const anonymous: Buyer = { cookies: new Map(), address: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` };
  const who = buyer ?? anonymous;
  const started = performance.now();
  if (flow === 'card in the booking') {
    const res = await post('/api/bookings', bookingBody(offer), { 'idempotency-key': key }, who);
    return { ms: performance.now() - started, status: res.status };
  }
  const { cardDetails } = bookingBody(offer).paymentDetails;
  const token = await post('/api/payments/test-processor/tokens', { cardDetails }, {}, who);
  const payment = await post(
    '/api/payments/process-card',
    { amount: offer.total_amount, currency: offer.total_currency, paymentToken: token.json.id },
    { 'idempotency-key': key },
    who,
  );
  const body = bookingBody(offer, {
    paymentDetails: {
      amount: offer.total_amount,
      currency: offer.total_currency,
      paymentId: String(payment.json.paymentId),
    },
  });
  const res = await post('/api/bookings', body, { 'idempotency-key': key }, who);
  return { ms: performance.now() - started, status: res.status };
}

const pickOf = (times: number[]) => (q: number) =>
  times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;

/** One round: BOOKINGS bookings at once, all of one flow. */
async function round(n: number, flow: Flow, buyers?: Buyer[]) {
  const offers = await offersFor(n);
  const wallStart = performance.now();
  const results = await Promise.all(offers.map((offer, i) => book(offer, i, flow, buyers?.[i])));
  const wallMs = performance.now() - wallStart;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const pick = pickOf(times);
  const ok = results.filter((r) => r.status === 201).length;
  return `| ${buyers ? 'signed in' : 'new'} | ${flow} | ${results.length} | ${ok} | ${pick(0.5).toFixed(0)} ms | ${pick(0.95).toFixed(0)} ms | ${(times.at(-1) ?? 0).toFixed(0)} ms | ${wallMs.toFixed(0)} ms |`;
}

// New buyers (each booking makes an account: scrypt, the heaviest part), as the first measurement
// in this file; then signed-in buyers, the two ways of paying alternated A/B/A/B.
const rows = [await round(0, 'card in the booking')];
const buyers = await signedInBuyers();
const flows: Flow[] = ['card in the booking', 'token flow', 'card in the booking', 'token flow'];
for (const [i, flow] of flows.entries()) rows.push(await round(i + 1, flow, buyers));
await app.close();
await database.close();

const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const section = [
  `## ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  '',
  `load average before: ${loadBefore.toFixed(2)}, after: ${(loadavg()[0] ?? 0).toFixed(2)}`,
  '',
  '| buyers | payment | concurrent | 201s | p50 | p95 | max | wall |',
  '| ------ | ------- | ---------- | ---- | --- | --- | --- | ---- |',
  ...rows,
  '',
].join('\n');
if (!existsSync(RESULTS)) {
  writeFileSync(
    RESULTS,
    '# POST /api/bookings under concurrent bookings\n\nWritten by `npx tsx bench/booking.ts` (sandbox airline, test card processor, PGlite, loopback HTTP).\n\n',
  );
}
appendFileSync(RESULTS, `${section}\n`);
console.log(section);
