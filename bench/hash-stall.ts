// `npx tsx bench/hash-stall.ts`: does a burst of sign-ins stall the site's static assets (R44)? The
// built site is started as `npm start` does, default config (PGlite, one process), and the main JS
// bundle (the /assets/*.js the home page loads, as browsers ask for it: brotli) is put under
// autocannon for BENCH_SECONDS (10) alone, then again while BENCH_SIGNINS (16) sign-in loops run
// (each its own user, POST /api/auth/login over and over at the production scrypt work factor).
// Reports the bundle's req/s, p50 and p99, and sign-ins per second, with the 1-minute load average.
// BENCH_ROOT starts another checkout (the code before, for A/B runs; it builds itself when stale),
// BENCH_LABEL names the row. Appends to bench/hash-results.md.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/support/server';
import { loadFigures, type LoadFigures } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/hash-results.md');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 16);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : ROOT;
const label = process.env.BENCH_LABEL ?? (root === ROOT ? 'this tree' : root);

if (root === ROOT) {
  // @ts-expect-error: a plain .mjs script without types
  const { build, isBuildFresh } = (await import('../scripts/build.mjs')) as {
    build: () => Promise<void>;
    isBuildFresh: () => boolean;
  };
  if (!isBuildFresh()) await build();
}

const server = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { root });
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

try {
  const home = await (await fetch(`${server.url}/`)).text();
  const bundle = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  if (!bundle) throw new Error('no /assets/*.js module script in the home page');

  const password = `Bench-${randomBytes(6).toString('hex')}!`;
  const users = [];
  for (let i = 0; i < SIGNINS; i++) {
    const username = `bench_${randomBytes(4).toString('hex')}_${i}`;
    const res = await post('/api/auth/register', {
      username,
      email: `${username}@example.com`,
      firstName: 'Bench',
      lastName: 'User',
      password,
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    users.push(username);
  }

  const hammer = () =>
    autocannon({
      url: `${server.url}${bundle}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });

  const aloneLoad = load();
  const alone = loadFigures(await hammer());

  let stop = false;
  const outcomes = { ok: 0, busy: 0, other: 0 };
  const loops = users.map(async (username) => {
    while (!stop) {
      const res = await post('/api/auth/login', { username, password }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) outcomes.ok += 1;
      else if (res?.status === 503) outcomes.busy += 1;
      else outcomes.other += 1;
    }
  });
  const started = Date.now();
  const underLoad = loadFigures(await hammer());
  // What finished while the bundle was measured; the sign-ins still in flight are not counted.
  const during = { ...outcomes };
  const signInsPerSecond = during.ok / ((Date.now() - started) / 1000);
  const busyLoad = load();
  stop = true;
  await Promise.all(loops);

  report(bundle, { alone, aloneLoad }, { underLoad, busyLoad, signInsPerSecond, outcomes: during });
} finally {
  await server.stop();
}

function post(route: string, body: unknown) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function report(
  bundle: string,
  quiet: { alone: LoadFigures; aloneLoad: string },
  busy: {
    underLoad: LoadFigures;
    busyLoad: string;
    signInsPerSecond: number;
    outcomes: { ok: number; busy: number; other: number };
  },
) {
  const row = (what: string, f: LoadFigures, loadAvg: string, signIns: string) =>
    `| ${label} | ${what} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} | ${signIns} | ${loadAvg} |`;
  const { ok, busy: refused, other } = busy.outcomes;
  const lines = [
    row('bundle alone', quiet.alone, quiet.aloneLoad, '-'),
    row(
      `bundle + ${SIGNINS} sign-in loops`,
      busy.underLoad,
      busy.busyLoad,
      `${busy.signInsPerSecond.toFixed(1)} (${ok} ok, ${refused} 503, ${other} other)`,
    ),
  ];
  if (!existsSync(RESULTS)) {
    writeFileSync(
      RESULTS,
      '# Static assets while passwords are hashed (R44)\n\nWritten by `npx tsx bench/hash-stall.ts`.\n',
    );
  }
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(
    RESULTS,
    [
      '',
      `## ${when} UTC, ${label}: ${bundle}, ${CONNECTIONS} connections, ${SECONDS} s each, ${cpus().length} cores (${cpus()[0]?.model ?? '?'})`,
      '',
      '| code | scenario | bundle req/s | p50 ms | p99 ms | bundle failures | sign-ins/s | load avg (1 min) |',
      '| ---- | -------- | ------------ | ------ | ------ | --------------- | ---------- | ---------------- |',
      ...lines,
      '',
    ].join('\n'),
  );
  console.log(lines.join('\n'));
}
