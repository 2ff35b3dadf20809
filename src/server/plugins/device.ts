import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/*
 * R35: device cookies (OWASP's defence against deliberate lockout). A browser that has signed in
 * to an account gets a signed, HttpOnly cookie naming the account and a random nonce. Its next
 * sign-ins to that account are counted on that nonce alone, so failures from anywhere else (one
 * stranger's address, or a hundred) never lock the owner out of their own browser. A browser
 * without one is limited as before; from there, a password reset lifts the account's lock.
 */

const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;

function usesHttps(config: Pick<AppConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

export function deviceCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return usesHttps(config) ? '__Host-did' : 'did';
}

const sameAccount = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The nonce of this browser's device cookie when it was given for `username`; otherwise undefined. */
export function knownDevice(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl'>,
  username: string,
): string | undefined {
  const raw = request.cookies[deviceCookieName(config)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  // '{nonce}.{username}': the nonce is base64url, which has no '.'.
  const dot = unsigned.value.indexOf('.');
  const nonce = unsigned.value.slice(0, dot);
  return dot > 0 && sameAccount(unsigned.value.slice(dot + 1), username) ? nonce : undefined;
}

/** After a successful sign-in: this browser is known to the account from now on (the same nonce if it was). */
export function rememberDevice(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  username: string,
  nonce = randomBytes(16).toString('base64url'),
): void {
  const secure = usesHttps(config) || reply.request.protocol === 'https';
  reply.setCookie(deviceCookieName(config), `${nonce}.${username.trim().toLowerCase()}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(Date.now() + DEVICE_LIFETIME_MS),
  });
}
