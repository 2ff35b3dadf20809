// `npm run bench`: measures what the foundation promises and writes bench/results.md.
//  - cold start: `npm start` (build fresh) to "ready", and the first page byte;
//  - throughput and latency of /healthz and /api/system/mode (autocannon, loopback only);
//  - the client's shipped JavaScript and CSS, raw and gzipped.
// Every load is bounded in time and aimed at 127.0.0.1 only.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../tests/e2e/support/server';
import { loadFigures, type LoadFigures } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface LoadResult extends LoadFigures {
  route: string;
}

async function load(url: string, route: string): Promise<LoadResult> {
  const result = await autocannon({ url: `${url}${route}`, connections: 50, duration: DURATION_S });
  return { route, ...loadFigures(result) };
}

function bundleSizes() {
  const dir = path.join(ROOT, 'dist/client/assets');
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((file) => {
      const body = readFileSync(path.join(dir, file));
      return { file, raw: statSync(path.join(dir, file)).size, gzip: gzipSync(body).length };
    });
}

// @ts-expect-error: a plain .mjs script without types
const { build, isBuildFresh } = (await import('../scripts/build.mjs')) as {
  build: () => Promise<void>;
  isBuildFresh: () => boolean;
};
if (!isBuildFresh()) await build();

const startedAt = performance.now();
const server = await startServer({ LOG_LEVEL: 'warn' });
const startMs = Math.round(performance.now() - startedAt);
const firstByteStart = performance.now();
await (await fetch(server.url)).text();
const firstPageMs = Math.round(performance.now() - firstByteStart);

const results = [await load(server.url, '/healthz'), await load(server.url, '/api/system/mode')];
await server.stop();

const sizes = bundleSizes();
const kb = (n: number) => (n / 1024).toFixed(1);
const lines = [
  `# Latest results`,
  ``,
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, ` +
    `PGlite, ${DURATION_S} s per route, 50 connections.`,
  ``,
  `- Start (npm start with a fresh build already in dist/, to "ready"): ${startMs} ms`,
  `- First page (index.html) after start: ${firstPageMs} ms`,
  ``,
  `| route | req/s | p50 ms | p99 ms | errors | non-2xx |`,
  `|---|---|---|---|---|---|`,
  ...results.map((r) => `| ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
  ``,
  `| client file | raw KiB | gzip KiB |`,
  `|---|---|---|`,
  ...sizes.map((s) => `| ${s.file} | ${kb(s.raw)} | ${kb(s.gzip)} |`),
  `| **total** | ${kb(sizes.reduce((a, s) => a + s.raw, 0))} | ${kb(sizes.reduce((a, s) => a + s.gzip, 0))} |`,
  ``,
];
writeFileSync(path.join(ROOT, 'bench/results.md'), lines.join('\n'));
console.log(lines.join('\n'));
if (results.some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
