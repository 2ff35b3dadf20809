import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { AppConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './database';
import { forFile } from './for-file';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    databaseUrl: undefined,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    publicUrl: undefined,
    logLevel: 'silent',
    trustProxy: false,
    clientDir: undefined,
    providers: {
      duffelAccessToken: undefined,
      duffelBaseUrl: undefined,
      flightProviderTimeoutMs: 25_000,
      stripeSecretKey: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
    },
    admin: { username: undefined, password: undefined },
    redis: { url: undefined, keyPrefix: 'fb-test:' },
    webConcurrency: 1,
    metricsToken: undefined,
    // As many threads as libuv's pool, where tests hashed before R44; at normal priority, as the
    // test files running beside this one are.
    passwordHashing: { threads: 4, queueLimit: 64, niceIncrement: 0 },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The whole app on a fresh database, for app.inject(); no port is opened. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** Registers extra, test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => Promise<void>,
  /** Parts to use instead of the configured ones, e.g. a flight provider. */
  build: Omit<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = await buildApp(testConfig(overrides), database, { ...build, logStream });
  if (extend) await extend(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** createTestApp for a whole test file: made before its tests, closed after them. */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  return forFile(
    () => createTestApp(overrides),
    (t) => t.close(),
  );
}
