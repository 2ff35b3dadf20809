import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Duffel's webhook signature (R42): X-Duffel-Signature is "t=<unix seconds>,v1=<hex>", the
 * HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret. Compared in constant time; a
 * signature more than 5 minutes from our clock is refused, so a captured request cannot be
 * replayed later (each event id is also acted on once).
 */

export const SIGNATURE_TOLERANCE_S = 300;

export class DuffelSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuffelSignatureError';
  }
}

/** Duffel's event envelope (API v2 webhooks): what we read of it. */
export interface DuffelEvent {
  id: string;
  type: string;
  live_mode?: boolean;
  created_at?: string;
  data: { object?: Record<string, unknown>; changes?: unknown };
}

function hmac(secret: string, timestamp: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex');
}

/** The event the raw body carries, once its signature is proven; otherwise a DuffelSignatureError. */
export function verifyDuffelEvent(
  raw: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): DuffelEvent {
  if (!header) throw new DuffelSignatureError('The X-Duffel-Signature header is missing.');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const given = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new DuffelSignatureError('The X-Duffel-Signature header is not t=…,v1=….');
  }
  const expected = Buffer.from(hmac(secret, timestamp, raw), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new DuffelSignatureError('The signature does not match this event.');
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_S) {
    throw new DuffelSignatureError('The signature is too old (or from the future).');
  }
  let event: unknown;
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DuffelSignatureError('The signed body is not JSON.');
  }
  const candidate = event as Partial<DuffelEvent> | null;
  if (!candidate || typeof candidate.id !== 'string' || typeof candidate.type !== 'string') {
    throw new DuffelSignatureError('The signed body is not a Duffel event.');
  }
  return { ...candidate, data: candidate.data ?? {} } as DuffelEvent;
}

/** An X-Duffel-Signature header for a payload, as Duffel signs it: for the stand-in that sends events. */
export function signDuffelPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, String(timestamp), payload)}`;
}
