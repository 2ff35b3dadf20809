import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseKey } from './services/platform';

/**
 * Every environment variable the server reads, validated once. Defaults run on a fresh
 * machine with no setup: embedded database in ./data, built-in sandbox providers.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()
  .refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

/**
 * Which X-Forwarded-For hops to believe: false (none), a number of proxies in front of the site,
 * or the proxies' addresses. Never `true`: that trusts the left-most entry, which the client
 * writes itself, so anyone could choose the address the sign-in limits count.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy addresses or CIDR ranges';
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/** As Fastify takes it: its types have no hop count, so one becomes the function Fastify would make of it. */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** An optional whole number in a range; empty counts as unset. */
function wholeNumber(min: number, max: number, what: string) {
  const message = `must be a whole number of ${what} from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}
const TIMEOUT_MS_MESSAGE = 'must be a whole number of milliseconds from 1000 to 130000';

function validKeys(list: string): boolean {
  try {
    list
      .split(',')
      .filter((key) => key.trim() !== '')
      .forEach(parseKey);
    return true;
  } catch {
    return false;
  }
}

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  // R48, R49: seals two-factor secrets and passports (services/platform/secret-box.ts, which reads them); checked here so a bad key stops the start.
  DATA_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || validKeys(v), {
    message: 'must be 32 bytes as base64 or 64 hex digits (openssl rand -base64 32)',
  }),
  DATA_ENCRYPTION_KEYS_OLD: optionalString.refine((v) => v === undefined || validKeys(v), {
    message: 'must be comma-separated keys of 32 bytes as base64 or 64 hex digits',
  }),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: 'must be an absolute URL such as https://flights.example.com',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return parsed ?? false;
    }),
  // Provider keys; the issues that add each provider read them. Empty means "use the built-in one".
  DUFFEL_ACCESS_TOKEN: optionalString,
  DUFFEL_BASE_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/.+/.test(v), {
    message: 'must be an http:// or https:// URL',
  }),
  FLIGHT_PROVIDER_TIMEOUT_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: TIMEOUT_MS_MESSAGE })
      .int(TIMEOUT_MS_MESSAGE)
      .min(1_000, TIMEOUT_MS_MESSAGE)
      .max(130_000, TIMEOUT_MS_MESSAGE)
      .default(25_000),
  ),
  STRIPE_SECRET_KEY: optionalString,
  // R23: the key the browser's Payment Element uses, of the same mode as the secret key.
  STRIPE_PUBLISHABLE_KEY: optionalString.refine((v) => v === undefined || /^pk_(test|live)_[A-Za-z0-9]+$/.test(v), {
    message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  }),
  // R23: the signing secret of the site's webhook endpoint in Stripe's dashboard.
  STRIPE_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || /^whsec_[A-Za-z0-9]+$/.test(v), {
    message: 'must be a Stripe webhook signing secret (whsec_…)',
  }),
  // Duffel's webhooks (R42): the secret shown when the webhook was created.
  DUFFEL_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be the webhook secret Duffel showed when the webhook was created (16 characters or more)',
  }),
  STRIPE_API_BASE: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: 'must be an http:// or https:// address without a path',
  }),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalString,
  // Scale-out (R32): a shared cache and counters when several processes serve one site.
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(64).default('fb:'),
  WEB_CONCURRENCY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a whole number of processes from 1 to 64' })
      .int('must be a whole number of processes from 1 to 64')
      .min(1, 'must be a whole number of processes from 1 to 64')
      .max(64, 'must be a whole number of processes from 1 to 64')
      .default(1),
  ),
  // Bearer token for GET /metrics; without one, only a signed-in administrator may read it.
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  // R44: password hashing's own threads, and how many hashes may wait for one before a 503.
  PASSWORD_HASH_THREADS: wholeNumber(1, 256, 'threads').optional(),
  PASSWORD_HASH_QUEUE_LIMIT: wholeNumber(0, 100_000, 'waiting hashes').optional(),
  // R44: sent e-mail older than this many days is deleted from the outbox.
  // Unset: services/email/retention.ts's default, 90 days.
  OUTBOX_RETENTION_DAYS: wholeNumber(1, 3650, 'days'),
  // R51: how often price alerts are re-run (default hourly) and how often each process looks for jobs.
  PRICE_ALERT_INTERVAL_MS: wholeNumber(1_000, 7 * 24 * 3_600_000, 'milliseconds'),
  JOB_POLL_MS: wholeNumber(100, 3_600_000, 'milliseconds'),
});

const stripeMode = (key: string | undefined) => /^[a-z]+_(test|live)_/.exec(key ?? '')?.[1];

/** Stripe's two keys come as a pair of one mode: the server's secret and the browser's publishable key. */
const EnvSchema = EnvFields.superRefine((env, ctx) => {
  const secret = env.STRIPE_SECRET_KEY;
  const publishable = env.STRIPE_PUBLISHABLE_KEY;
  if (secret && !publishable) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: "is needed with STRIPE_SECRET_KEY: the payment page loads Stripe's card form with it",
    });
  } else if (publishable && !secret) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is needed with STRIPE_PUBLISHABLE_KEY' });
  } else if (secret && publishable && stripeMode(secret) !== stripeMode(publishable)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be of the same mode as STRIPE_SECRET_KEY (both test or both live)',
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  /**
   * R48: the key that seals secrets at rest (secret-box) and the keys it replaced. Unset outside
   * production: secret-box's development key. In production without DATA_ENCRYPTION_KEY, one is
   * generated into DATA_DIR once, as the session secret is.
   */
  dataEncryption?: { key: string | undefined; oldKeys: string | undefined };
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Where the built client lives; absent in tests that only exercise the API. */
  clientDir: string | undefined;
  providers: {
    duffelAccessToken: string | undefined;
    /** Duffel's API address (default https://api.duffel.com). */
    duffelBaseUrl?: string | undefined;
    /** Signs Duffel's webhook events to POST /api/webhooks/duffel; without it the endpoint is closed. */
    duffelWebhookSecret?: string | undefined;
    /** Longest wait for the flight provider on a traveller's request (default 25 s). */
    flightProviderTimeoutMs?: number;
    stripeSecretKey: string | undefined;
    /** The browser's key for Stripe.js, of the same mode as the secret key (R23). */
    stripePublishableKey?: string | undefined;
    /** Signs Stripe's webhook events to POST /api/webhooks/stripe; without it the endpoint is closed. */
    stripeWebhookSecret?: string | undefined;
    /** Stripe's API address (default https://api.stripe.com); only tests point it at a stand-in. */
    stripeApiBase?: string | undefined;
    smtpUrl: string | undefined;
    mailFrom: string | undefined;
  };
  admin: { username: string | undefined; password: string | undefined };
  /** Shared cache and counters across processes; absent: each process keeps its own. */
  redis: { url: string | undefined; keyPrefix: string };
  /** Node cluster workers started by main (needs DATABASE_URL when above 1). */
  webConcurrency: number;
  /** Bearer token that may read GET /metrics (administrators may too). */
  metricsToken: string | undefined;
  /** R44: worker threads that hash passwords, and how many hashes may wait for one before a 503. */
  passwordHashing: { threads: number; queueLimit: number; niceIncrement?: number };
  /** R44: days sent e-mail stays in the outbox (default 90). */
  outboxRetentionDays?: number;
  /** R51: the job queue's polling and the price alerts' schedule (defaults 1 s and 1 hour). */
  jobs?: { pollMs?: number | undefined; alertIntervalMs?: number | undefined };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment, naming every bad variable at once so one restart fixes them all. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(environment)';
        const value = source[name];
        const shown = value === undefined || /SECRET|PASSWORD|TOKEN|KEY/.test(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  return result.data;
}

/**
 * The session secret signs cookies, so it must survive restarts; when none is given we
 * create one once and keep it beside the embedded database.
 */
export function resolveSessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * R48: production's data key when none is given: made once and kept in DATA_DIR, so `npm start`
 * needs no keys. A site on PostgreSQL should set DATA_ENCRYPTION_KEY instead (docs/deploying.md):
 * a database backup is then worth nothing without the key, which lives elsewhere.
 */
export function resolveDataEncryptionKey(dataDir: string): string {
  const file = path.join(dataDir, 'data-encryption-key');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (validKeys(kept)) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: resolveSessionSecret(dataDir, env.SESSION_SECRET),
    dataEncryption: {
      key: env.DATA_ENCRYPTION_KEY ?? (env.NODE_ENV === 'production' ? resolveDataEncryptionKey(dataDir) : undefined),
      oldKeys: env.DATA_ENCRYPTION_KEYS_OLD,
    },
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clientDir: path.resolve(cwd, 'dist/client'),
    providers: {
      duffelAccessToken: env.DUFFEL_ACCESS_TOKEN,
      duffelBaseUrl: env.DUFFEL_BASE_URL,
      duffelWebhookSecret: env.DUFFEL_WEBHOOK_SECRET,
      flightProviderTimeoutMs: env.FLIGHT_PROVIDER_TIMEOUT_MS,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
    },
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    webConcurrency: env.WEB_CONCURRENCY,
    metricsToken: env.METRICS_TOKEN,
    passwordHashing: passwordHashing(env),
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    jobs: { pollMs: env.JOB_POLL_MS, alertIntervalMs: env.PRICE_ALERT_INTERVAL_MS },
  };
}

/**
 * R44: one hashing thread per core, shared out among a cluster's processes (each runs its own
 * pool), and 16 waiting hashes per thread: about 5 s of sign-ins at OWASP's work factor.
 */
export function passwordHashing(
  env: Pick<Env, 'PASSWORD_HASH_THREADS' | 'PASSWORD_HASH_QUEUE_LIMIT' | 'WEB_CONCURRENCY'>,
  cores = availableParallelism(),
): AppConfig['passwordHashing'] {
  const threads = env.PASSWORD_HASH_THREADS ?? Math.max(1, Math.floor(cores / env.WEB_CONCURRENCY));
  return { threads, queueLimit: env.PASSWORD_HASH_QUEUE_LIMIT ?? threads * 16 };
}
