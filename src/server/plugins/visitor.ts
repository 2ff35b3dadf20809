import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/*
 * R36: the browser a card hold or a booking request came from. A random id in a signed,
 * HttpOnly cookie that lives as long as the browser session, set by the first payment or booking
 * request that needs one. It binds a hold to the browser that made it (a leaked paymentId pays
 * for nobody else), an Idempotency-Key's answer to the browser that sent it, and counts refused
 * cards per browser rather than per shared connection (services/payments/card-limits.ts).
 *
 * A request with neither the cookie nor an Origin header comes from a program, not a browser
 * page (every browser sends Origin on a POST): it has no visitor, its holds are bound to nobody,
 * as the API always worked, and its refused cards count against its address's strictest limit.
 */

function usesHttps(config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

export function visitorCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return usesHttps(config) ? '__Host-vid' : 'vid';
}

/**
 * The visitor of this request, as a one-way hash (so the database never holds a cookie that
 * would let its reader act as the browser), or null for a program without cookies. A browser
 * without the cookie gets a new one on this reply.
 */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
): string | null {
  const name = visitorCookieName(config);
  const raw = request.cookies[name];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) return hashOf(unsigned.value);
  }
  if (request.headers.origin === undefined) return null;
  const id = randomUUID();
  const secure = usesHttps(config) || request.protocol === 'https';
  reply.setCookie(name, id, { signed: true, httpOnly: true, sameSite: 'lax', secure, path: '/' });
  return hashOf(id);
}

const hashOf = (id: string) => createHash('sha256').update(`visitor:${id}`).digest('base64url');
