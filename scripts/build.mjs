// Builds the client (Vite) and the server (esbuild bundle) into dist/, and records a stamp of
// the sources so `npm start` can tell whether the build is stale.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist/.build-stamp');
const INPUTS = ['src', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'package.json'];

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** A fingerprint of every build input: path, size and modification time. */
export function sourceStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [name, stat] of files(input)) hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isBuildFresh() {
  if (!existsSync(STAMP)) return false;
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) return false;
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) return false;
  if (!existsSync(path.join(ROOT, PRERENDER_ENTRY))) return false;
  if (!existsSync(path.join(ROOT, HASH_WORKER.to))) return false;
  return readFileSync(STAMP, 'utf8').trim() === sourceStamp();
}

/** Where the server finds the prerender module: beside dist/client (src/server/rendering/prerender.ts). */
const PRERENDER_ENTRY = 'dist/prerender/prerender.js';

/**
 * The server's copy of the client (src/client/rendering/prerender.tsx) built by Vite for Node: the server
 * renders the home page's first screen with it. Packages stay external (node_modules at run time).
 */
export async function buildPrerender(outDir = path.join(ROOT, path.dirname(PRERENDER_ENTRY))) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(ROOT, 'src/client/rendering/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      copyPublicDir: false,
    },
  });
}

/**
 * The password-hashing worker (src/server/services/accounts/hash-pool.ts) is loaded by address, not
 * imported, so the bundle leaves it out: it goes beside main.js, where the bundled pool looks for it.
 */
const HASH_WORKER = { from: 'src/server/services/accounts/hash-worker.mjs', to: 'dist/server/hash-worker.mjs' };

const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;

/**
 * Writes .br and .gz beside every text asset once, at build time, so the server sends the
 * compressed bytes with no per-request work (the airport list: 333 KB -> ~104 KB brotli).
 */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export async function build() {
  const stamp = sourceStamp();
  const started = Date.now();
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  precompress(path.join(ROOT, 'dist/client'));
  await buildPrerender();
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outfile: path.join(ROOT, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  copyFileSync(path.join(ROOT, HASH_WORKER.from), path.join(ROOT, HASH_WORKER.to));
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${stamp}\n`);
  console.log(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
