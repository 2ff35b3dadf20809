// `npx tsx bench/booking.ts`: POST /api/bookings under 20 concurrent bookings, on the built-in
// sandbox airline and test card processor, PGlite, one process, over loopback HTTP. Each booking
// is a new traveller (so each also creates an account: scrypt at the production work factor,
// the heaviest part) on its own offer. Results are appended to bench/booking-results.md.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';
import { bookingBody } from '../src/server/testing/booking';
import { daysFromNow as day } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/booking-results.md');
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);

const loadBefore = loadavg()[0] ?? 0;

const database = openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDefaults(database.db);
const config = {
  // Each traveller from their own address, as in life: one address may make only 20 accounts an hour (R35).
  ...loadConfig(
    { LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', TRUST_PROXY: '1' },
    ROOT,
  ),
  clientDir: undefined,
};
const app = await buildApp(config, database);
const url = await app.listen({ host: '127.0.0.1', port: 0 });

async function post(route: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

// Offers first (not timed): distinct offers, so no two bookings race for one.
const search = await post('/api/flights/search', {
  origin: 'JFK',
  destination: 'LHR',
  departureDate: day(25),
  adultsCount: 1,
  limit: 100,
});
const offers = (search.json.offers as { id: string; total_amount: string; total_currency: string }[]).slice(
  0,
  BOOKINGS,
);

async function book(offer: (typeof offers)[number], n: number): Promise<{ ms: number; status: number }> {
  const body = bookingBody(offer);
  const started = performance.now();
  const res = await post('/api/bookings', body, {
    'idempotency-key': `bench-${n}-${Date.now()}`,
    'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
  return { ms: performance.now() - started, status: res.status };
}

const wallStart = performance.now();
const results = await Promise.all(offers.map((offer, n) => book(offer, n)));
const wallMs = performance.now() - wallStart;
await app.close();
await database.close();

const times = results.map((r) => r.ms).sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
const ok = results.filter((r) => r.status === 201).length;
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const section = [
  `## ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  '',
  `load average before: ${loadBefore.toFixed(2)}, after: ${(loadavg()[0] ?? 0).toFixed(2)}`,
  '',
  '| bookings | concurrent | 201s | p50 | p95 | max | wall |',
  '| -------- | ---------- | ---- | --- | --- | --- | ---- |',
  `| ${results.length} | ${results.length} | ${ok} | ${pick(0.5).toFixed(0)} ms | ${pick(0.95).toFixed(0)} ms | ${(times[times.length - 1] ?? 0).toFixed(0)} ms | ${wallMs.toFixed(0)} ms |`,
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
