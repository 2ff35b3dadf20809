import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError, forbidden, unauthorized } from '../errors';
import { TWO_FACTOR_MESSAGES } from '../../shared/schemas/two-factor';
import { HashPool, PasswordHasher, PRODUCTION_SCRYPT } from '../services/accounts';
import { pruneLoginAttempts } from '../services/accounts';
import { findSession, pruneExpiredSessions, type ActiveSession, type SessionUser } from '../services/accounts';

/** What sign-in needs that tests may swap: the scrypt work factor, the clock, how often to tidy up. */
export interface AuthRuntime {
  hasher: PasswordHasher;
  /** R44: the threads every hash of this app runs on; closed with the app. */
  readonly pool: HashPool;
  clock: () => Date;
  /** How often each process removes sign-in counts and sessions too old to matter. */
  sweepEveryMs: number;
}

export const SWEEP_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
  }
  interface FastifyRequest {
    /** The signed-in person, or null; set for every /api request that carries a live session cookie. */
    user: SessionUser | null;
    session: ActiveSession | null;
  }
}

const ONE_CLICK_UNSUBSCRIBE = '/api/alerts/unsubscribe?';

export const CSRF_MESSAGE = 'This request came from another site and was refused.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function usesHttps(config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

/** '__Host-' pins the cookie to this exact host over https (ASVS 3.4.4); plain http cannot use it. */
export function sessionCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return usesHttps(config) ? '__Host-sid' : 'sid';
}

/**
 * A readable companion of the HttpOnly session cookie, holding no secret: it only tells the
 * client that asking GET /api/auth/user is worth it, so anonymous visitors make no request
 * (and see no 401) on every page.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

function cookieOptions(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>, httpOnly: boolean) {
  // Also over https behind a TLS proxy without PUBLIC_URL: request.protocol only believes
  // X-Forwarded-Proto from a proxy that TRUST_PROXY names.
  const secure = usesHttps(config) || reply.request.protocol === 'https';
  return { httpOnly, sameSite: 'lax' as const, secure, path: '/' };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  token: string,
  session: { remember: boolean; expiresAt: Date },
) {
  // Without 'remember me' the cookies die with the browser; the server ends the session after 12 h anyway.
  const lifetime = session.remember ? { expires: session.expiresAt } : {};
  reply.setCookie(sessionCookieName(config), token, { ...cookieOptions(reply, config, true), ...lifetime });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(reply, config, false), ...lifetime });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<AppConfig, 'publicUrl'>) {
  reply.clearCookie(sessionCookieName(config), cookieOptions(reply, config, true));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, cookieOptions(reply, config, false));
}

function originOf(value: string): string | undefined {
  if (value === 'null' || !URL.canParse(value)) return undefined;
  return new URL(value).origin.toLowerCase();
}

/**
 * CSRF defence (ASVS 5.0 3.5.1), on top of SameSite=Lax: a state-changing request whose
 * Origin (or, without one, Referer) names another site is refused, as is one the browser
 * itself marks cross-site. Requests with neither header come from programs, not from a page
 * a victim visited, and pass. The scheme counts too (R33): a page on http:// of our own host
 * (which anyone on the network path can forge) is another site to an https:// one.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const { origin, referer } = request.headers;
  const claimed = origin ?? referer;
  if (claimed === undefined) return false;
  const from = originOf(claimed);
  if (!from) return true;
  const own = new Set<string>();
  const configured = publicUrl ? new URL(publicUrl) : undefined;
  if (configured) own.add(configured.origin.toLowerCase());
  const host = request.host?.toLowerCase();
  // PUBLIC_URL's host speaks its scheme only; another host (a brand's domain) as it was reached.
  if (host && host !== configured?.host.toLowerCase()) {
    own.add(`${request.protocol}://${host}`);
    // Plain http seen here may be a TLS proxy nobody told us of: its https pages are ours.
    if (request.protocol === 'http') own.add(`https://${host}`);
  }
  return !own.has(from);
}

async function authPlugin(app: FastifyInstance) {
  const pool = new HashPool(app.config.passwordHashing);
  app.decorate('auth', {
    hasher: new PasswordHasher(PRODUCTION_SCRYPT, pool),
    pool,
    clock: () => new Date(),
    sweepEveryMs: SWEEP_EVERY_MS,
  } satisfies AuthRuntime);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  const cookieName = sessionCookieName(app.config);

  app.addHook('onRequest', async (request, reply) => {
    // R51: a one-click unsubscribe is POSTed by the recipient's mail service (RFC 8058); its signed
    // token is the whole authority, so where it comes from cannot be checked and need not be.
    if (
      STATE_CHANGING.has(request.method) &&
      !request.url.startsWith(ONE_CLICK_UNSUBSCRIBE) &&
      isCrossSite(request, app.config.publicUrl)
    ) {
      throw new AppError(403, 'CSRF', CSRF_MESSAGE);
    }
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (!token) {
      // A hint left without its session would make the client ask on every page: drop it.
      if (request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply, app.config);
      return;
    }
    const found = await findSession(app.db, token, app.auth.clock());
    if (found.status === 'active') {
      request.session = found.session;
      request.user = found.session.user;
    } else {
      clearSessionCookie(reply, app.config);
    }
  });

  // Rows of people who never come back would otherwise stay forever. Unref'd: it never keeps
  // the process alive, and it stops when the app closes.
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      const now = app.auth.clock();
      Promise.all([pruneLoginAttempts(app.db, now), pruneExpiredSessions(app.db, now)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not remove old sign-in records'),
      );
    }, app.auth.sweepEveryMs);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    // After the requests in flight (Fastify closes the server first): their hashes are done.
    await pool.close();
  });
}
const plugin = fp(authPlugin, { name: 'auth' });
export { plugin as authPlugin };

/** preHandler: 401 'Not authenticated' unless signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized('Not authenticated');
}

/** The request's session, for handlers behind requireUser; 401 if there is none after all. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized('Not authenticated');
  return request.session;
}

/**
 * preHandler after requireAdmin, on routes that change the site (settings, brands): R48 an
 * administrator without two-factor sign-in is refused until it is on.
 */
export async function requireAdminTwoFactor(request: FastifyRequest) {
  if (request.user?.isAdmin && !request.user.twoFactorEnabledAt) {
    throw new AppError(403, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.required);
  }
}

/** preHandler: 401 when signed out, 403 when signed in without admin rights. */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized('Not authenticated');
  if (!request.user.isAdmin) throw forbidden('You do not have permission to do this.');
}
