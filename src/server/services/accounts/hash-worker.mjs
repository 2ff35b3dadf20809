// One password-hashing worker of hash-pool.ts. Plain JavaScript, so the same file loads under tsx,
// vitest and the built server (scripts/build.mjs copies it beside dist/server/main.js).
import { scryptSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/**
 * scrypt on this worker's own thread: the synchronous call keeps the work off libuv's shared
 * thread pool, where file reads (the static assets) and DNS would queue behind it (R44).
 */
export default function derive({ password, salt, N, r, p, keyLength, maxmem }) {
  const started = performance.now();
  const key = scryptSync(password, salt, keyLength, { N, r, p, maxmem });
  return { key, ms: performance.now() - started };
}
