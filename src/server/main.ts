import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFromConfig, openDatabase, prepareDatabase, type Database } from './db/client';
import { isClusterPrimary, isClusterWorker, runPrimary } from './cluster';
import { seedDefaults } from './db/seed';
import { AdminSetupError, ensureAdminFromConfig } from './services/accounts';
import { STALE_AFTER_MS } from './services/booking';
import { pauseForCrashTests } from './services/booking';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const prepare = async (database: Database) => {
    await database.migrate();
    await seedDefaults(database.db);
    try {
      await ensureAdminFromConfig(database.db, config);
    } catch (error) {
      if (error instanceof AdminSetupError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  };

  // WEB_CONCURRENCY > 1: this process prepares the database once and forks the workers (cluster.ts).
  if (isClusterPrimary(config)) {
    await runPrimary(config, fileURLToPath(import.meta.url), async () => {
      const database = openDatabase(databaseOptionsFromConfig(config));
      await prepare(database);
      await database.close();
    });
    return;
  }

  const options = databaseOptionsFromConfig(config);
  await prepareDatabase(options);
  const database = openDatabase(options);
  if (!isClusterWorker()) await prepare(database);

  const app = await buildApp(config, database);
  pauseForCrashTests(app.bookings.context, config.env);

  // R2: bookings a previous process left half-way are finished or rolled back before
  // new ones are taken. PGlite has one process, so every pending booking is an orphan; on
  // PostgreSQL other processes may be mid-booking, so only stale ones are touched.
  const orphansOlderThan = database.kind === 'pglite' ? 0 : STALE_AFTER_MS;
  const recovered = await app.bookings.recover(orphansOlderThan);
  app.log.info(recovered, 'interrupted bookings recovered');
  const recoverySweep = setInterval(() => {
    app.bookings.recover().catch((err: unknown) => app.log.error({ err }, 'booking recovery failed'));
  }, 60_000);
  recoverySweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    clearInterval(recoverySweep);
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // R51 (ADR 0005): every process takes jobs and queues the scheduled price-alert runs; each job
  // and each run is taken once. app.close() stops both before the database closes.
  app.jobs.start(config.jobs?.pollMs ?? 1_000);
  app.alerts.startSchedule();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Flight booking site ready at http://${shownHost}:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
