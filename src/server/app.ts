import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Database, Db } from './db/client';
import { accessLogController, createLoggers, lazyChildLogger } from './logger';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { brandPlugin } from './plugins/brand';
import { registerClient } from './rendering/client';
import { registerErrorHandlers } from './plugins/error-handler';
import { metricsPlugin, metricsRoutes } from './plugins/metrics';
import { scaleOutPlugin } from './plugins/scale-out';
import { securityHeaders } from './plugins/security-headers';
import type { FlightProvider } from './providers/flights';
import type { CardProcessor } from './providers/payments';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminInboxRoutes } from './routes/admin-inbox';
import { adminJobsRoutes } from './routes/admin-jobs';
import { alertsRoutes } from './routes/alerts';
import { adminSettingsRoutes } from './routes/admin-settings';
import { authRoutes } from './routes/auth';
import { keyringFrom, useKeyring } from './services/platform';
import { twoFactorRoutes } from './routes/auth-two-factor';
import { bookingsRoutes } from './routes/bookings';
import { brandsRoutes } from './routes/brands';
import { contactRoutes } from './routes/contact';
import { travellerRoutes } from './routes/travellers';
import { flightsRoutes } from './routes/flights';
import { paymentsRoutes } from './routes/payments';
import { webhookRoutes } from './routes/webhooks';
import { systemRoutes } from './routes/system';
import { accountsPlugin } from './services/accounts';
import { adminPlugin } from './services/admin';
import { alertsPlugin } from './services/alerts';
import { jobsPlugin } from './services/jobs';
import { bookingPlugin } from './services/booking';
import { brandsPlugin } from './services/brands';
import { contactPlugin } from './services/contact';
import { emailPlugin } from './services/email';
import { flightsPlugin } from './services/flights';
import { modePlugin } from './services/mode';
import { paymentsPlugin } from './services/payments';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}

export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuildOptions {
  /** Where log lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The flight provider instead of the configured one (tests, benchmarks). */
  flightProvider?: FlightProvider;
  /** The card processor instead of the configured one (tests). */
  cardProcessor?: CardProcessor;
  /** Sees every route as it is registered (tests that cover every endpoint). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Graceful shutdown with keep-alive clients (a proxy's upstream pool, browsers): once close starts,
 * every answer, including those in flight, says Connection: close, so the client opens its next
 * connection elsewhere; connections that go idle are closed at once rather than after the 72 s
 * keep-alive timeout, which would otherwise hold the process past its 10 s shutdown limit.
 */
function drainKeepAlive(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (sweep) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Builds the whole site from a config and an open database; main.ts listens, tests inject. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { logger, access } = createLoggers(config.logLevel, options.logStream);
  // R48: the keys that seal secrets at rest; a malformed one stops the start here.
  if (config.dataEncryption) {
    useKeyring(
      keyringFrom({
        NODE_ENV: config.env,
        DATA_ENCRYPTION_KEY: config.dataEncryption.key,
        DATA_ENCRYPTION_KEYS_OLD: config.dataEncryption.oldKeys,
      }),
    );
  }
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The lines every request writes skip the redaction pass every other line needs.
    logController: accessLogController(access),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Reuse an upstream proxy's id when it looks like one, so one request has one id end to end.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // While draining (SIGTERM), a request already on an open keep-alive connection is served, not
    // refused: drainKeepAlive() below closes the connection after it (docs/deploying.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
  drainKeepAlive(app);

  // R49: the key passports are sealed with when production sets no DATA_ENCRYPTION_KEY.
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Plugins in dependency order (each names what it needs; fastify-plugin checks it). Redis, shared
  // counters and cache invalidation come before the caches that use them; the API document and
  // the metrics before every route, so they see and time them all.
  await app.register(emailPlugin);
  await app.register(scaleOutPlugin);
  await app.register(authPlugin);
  await app.register(accountsPlugin);
  await app.register(brandsPlugin);
  await app.register(brandPlugin);
  await app.register(apiDocsPlugin);
  await app.register(metricsPlugin);
  // Test or live decides which keys are used (R16-R18); every call asks the cached mode.
  await app.register(modePlugin);
  await app.register(adminPlugin);
  await app.register(flightsPlugin, { flightProvider: options.flightProvider });
  await app.register(paymentsPlugin, { cardProcessor: options.cardProcessor });
  // The queue before the services that put work on it (bookings R57, alerts R51).
  await app.register(jobsPlugin);
  await app.register(bookingPlugin);
  await app.register(contactPlugin);
  await app.register(alertsPlugin);

  registerErrorHandlers(app);
  await app.register(systemRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(flightsRoutes);
  await app.register(paymentsRoutes);
  await app.register(webhookRoutes);
  await app.register(bookingsRoutes);
  await app.register(brandsRoutes);
  await app.register(contactRoutes);
  await app.register(travellerRoutes);
  await app.register(alertsRoutes);
  await app.register(adminJobsRoutes);
  await registerClient(app, config.clientDir);

  return app;
}
