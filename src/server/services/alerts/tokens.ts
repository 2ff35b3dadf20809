import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * R51: the links in an alert's e-mails carry `<alert id>.<HMAC-SHA256 of purpose and id>` keyed by
 * the session secret: nothing to store, unguessable, and one purpose's token never does another's.
 * A forged or altered token is refused before anything is read or changed.
 */

export type AlertTokenPurpose = 'unsubscribe' | 'confirm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, purpose: AlertTokenPurpose, alertId: string): Buffer {
  return createHmac('sha256', secret).update(`price-alert:${purpose}:${alertId}`).digest();
}

export function signAlertToken(secret: string, purpose: AlertTokenPurpose, alertId: string): string {
  return `${alertId}.${mac(secret, purpose, alertId).toString('base64url')}`;
}

/** The alert id the token was signed for, or null for anything we did not sign for this purpose. */
export function verifyAlertToken(secret: string, purpose: AlertTokenPurpose, token: string): string | null {
  const [alertId, signature, extra] = token.split('.');
  if (!alertId || !signature || extra !== undefined || !UUID.test(alertId)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, alertId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return alertId;
}
