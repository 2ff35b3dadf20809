import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { AppConfig } from './config';
import { serveClusterMetrics } from './services/platform';

/*
 * WEB_CONCURRENCY=n (n > 1): this process becomes a node:cluster primary that serves nothing
 * itself. It prepares the database once (migrations, seed, the configured admin), then forks n
 * workers that each run the site as one process would, sharing the port. Every worker works on
 * the one PostgreSQL database (and Redis, when set), so they behave as one site.
 */

export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A worker that keeps dying waits longer and longer before its replacement, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;

export const PGLITE_CLUSTER_MESSAGE =
  'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) can only be opened by one process. ' +
  'Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.';

/** True when this process should fork workers rather than serve. */
export function isClusterPrimary(config: AppConfig): boolean {
  return config.webConcurrency > 1 && cluster.isPrimary;
}

/** True in a worker forked by the primary: the primary already prepared the database. */
export const isClusterWorker = (): boolean => cluster.isWorker;

/**
 * Runs the primary: `prepare` (migrations and seed) once, then n workers, replaced when one dies
 * unexpectedly. SIGTERM or SIGINT passes SIGTERM to every worker; each drains its requests and
 * exits within its own 10 s, and the primary exits once all have (0 when all exited cleanly).
 */
export async function runPrimary(
  config: AppConfig,
  /** The server's entry file: workers start there, not at `npm start`'s build check. */
  entry: string,
  prepare: () => Promise<void>,
): Promise<void> {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  if (!config.databaseUrl) {
    console.error(PGLITE_CLUSTER_MESSAGE);
    process.exit(1);
  }
  await prepare();
  serveClusterMetrics();
  cluster.setupPrimary({ exec: entry });

  const wanted = config.webConcurrency;
  const listening = new Set<number>();
  let startedUp = false;
  let stopping = false;
  let exitCode = 0;
  let restartDelayMs = 0;
  let lastDeathAt = 0;

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  function fork(): void {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker.id);
      if (!startedUp && listening.size === wanted) {
        startedUp = true;
        log.info({ workers: wanted, port: config.port }, `${wanted} workers ready`);
      }
    });
  }

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: alive().length }, 'shutting down: draining every worker');
    for (const worker of alive()) worker.process.kill('SIGTERM');
    // Each worker forces itself out at 10 s; this only catches one that is stuck harder than that.
    const force = setTimeout(() => {
      log.error({ workers: alive().map((w) => w.process.pid) }, 'workers did not stop in time; killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 1_000);
    force.unref();
    if (alive().length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid;
    const clean = code === 0;
    if (stopping) {
      if (!clean) exitCode = 1;
      log.info({ pid, code, signal }, 'worker stopped');
      if (alive().length === 0) {
        log.info('shut down cleanly');
        process.exit(exitCode);
      }
      return;
    }
    // A worker that dies before the site ever came up will not do better on a retry (a port in
    // use, a bad admin password): stop, as one process would, rather than fork forever.
    if (!startedUp && !listening.has(worker.id)) {
      log.error({ pid, code, signal }, 'a worker failed to start; stopping');
      exitCode = 1;
      stop('worker start-up failure');
      return;
    }
    const now = Date.now();
    restartDelayMs = now - lastDeathAt < 60_000 ? Math.min(MAX_RESTART_DELAY_MS, restartDelayMs * 2 || 1_000) : 0;
    lastDeathAt = now;
    log.error({ pid, code, signal, restartInMs: restartDelayMs }, 'worker died unexpectedly; starting a replacement');
    listening.delete(worker.id);
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.info({ workers: wanted }, 'starting workers');
  for (let i = 0; i < wanted; i++) fork();
}
