import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_BRAND } from '../shared/brand';
import { fastifyTrustProxy, type AppConfig } from './config';
import { isKnownLocationCode } from './data/airports';
import type { Database, Db } from './db/client';
import { loggerOptions } from './logger';
import { authPlugin } from './plugins/auth';
import { brandPlugin } from './plugins/brand';
import { registerClient } from './plugins/client';
import { registerErrorHandlers } from './plugins/error-handler';
import {
  createFlightProvidersByMode,
  createModeFollowingFlightProvider,
  type FlightProvider,
} from './providers/flights';
import { createCardProcessorsByMode, createModeFollowingCardProcessor, type CardProcessor } from './providers/payments';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminInboxRoutes } from './routes/admin-inbox';
import { adminSettingsRoutes } from './routes/admin-settings';
import { authRoutes } from './routes/auth';
import { brandsRoutes } from './routes/brands';
import { flightsRoutes } from './routes/flights';
import { paymentsRoutes } from './routes/payments';
import { bookingsRoutes } from './routes/bookings';
import { contactRoutes } from './routes/contact';
import { systemRoutes } from './routes/system';
import { createMailer, type Mailer } from './services/email';
import { createModeCache, type ModeCache } from './services/mode';
import { createFlightsService, type FlightsService } from './services/flights';
import { createPaymentsService, type PaymentsService } from './services/payments';
import { createBookingService, type BookingService } from './services/bookings';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Test or live (decision 18), read from the database at most every 5 s. */
    mode: ModeCache;
    flightProvider: FlightProvider;
    flights: FlightsService;
    payments: PaymentsService;
    bookings: BookingService;
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
}

/** Where gtag.js loads from and reports to (img-src already allows any https: image). */
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googleadservices.com',
  'https://www.google.com',
  'https://googleads.g.doubleclick.net',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole site from a config and an open database; main.ts listens, tests inject. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Reuse an upstream proxy's id when it looks like one, so one request has one id end to end.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Google's tag hosts (decision 15): the browser only contacts them once a brand has an
        // analytics or ads id and the visitor has accepted cookies (src/client/lib/analytics.ts).
        scriptSrc: ["'self'", ...ANALYTICS_HOSTS],
        // Radix primitives set inline styles; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ANALYTICS_HOSTS],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https; on plain http it would only confuse local use.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  const mailer = createMailer(database.db, config.providers, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.drain();
    mailer.close();
  });
  await app.register(authPlugin);
  await app.register(brandPlugin);
  // Test or live decides which keys are used (decisions 16-18); every call asks the cached mode.
  const mode = createModeCache(database.db);
  app.decorate('mode', mode);
  const flightProvider =
    options.flightProvider ??
    createModeFollowingFlightProvider(createFlightProvidersByMode(config.providers, database.db), mode);
  app.decorate('flightProvider', flightProvider);
  app.decorate(
    'flights',
    createFlightsService({
      provider: flightProvider,
      db: database.db,
      timeoutMs: config.providers.flightProviderTimeoutMs,
      isKnownLocation: isKnownLocationCode,
      log: app.log,
    }),
  );

  // Payments (decisions 2-5, 17); holds that never became a booking are released every 5 minutes.
  const payments = createPaymentsService({
    db: database.db,
    processor:
      options.cardProcessor ??
      createModeFollowingCardProcessor(createCardProcessorsByMode(config.providers, database.db), mode),
    log: app.log,
  });
  app.decorate('payments', payments);
  const abandonedSweep = setInterval(() => {
    payments.voidAbandoned().catch((err: unknown) => app.log.error({ err }, 'voiding abandoned payments failed'));
  }, 5 * 60_000);
  abandonedSweep.unref();
  app.addHook('onClose', async () => clearInterval(abandonedSweep));

  // Bookings (issue 6): the durable booking steps, recovery and cancellation.
  app.decorate(
    'bookings',
    createBookingService({
      db: database.db,
      flights: app.flights,
      provider: flightProvider,
      payments,
      mailer,
      hasher: () => app.auth.hasher,
      log: app.log,
      brand: { id: DEFAULT_BRAND.id, name: DEFAULT_BRAND.name },
      signInUrl: `${config.publicUrl?.replace(/\/$/, '') ?? ''}/login`,
      now: () => new Date(),
    }),
  );

  registerErrorHandlers(app);
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminInboxRoutes);
  await app.register(flightsRoutes);
  await app.register(paymentsRoutes);
  await app.register(bookingsRoutes);
  await app.register(brandsRoutes);
  await app.register(contactRoutes);
  await registerClient(app, config.clientDir);

  return app;
}
