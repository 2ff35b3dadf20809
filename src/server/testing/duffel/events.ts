import { randomBytes } from 'node:crypto';
import { signDuffelPayload } from '../../providers/flights/duffel/webhooks';

/*
 * The stand-in's webhooks, as Duffel sends them (API v2): {id: wev_…, type, data: {object},
 * live_mode, idempotency_key, created_at}, signed in X-Duffel-Signature with the webhook's secret.
 * `deliver` is the test's door to the site (an inject, or a fetch to a running server).
 */

export type DeliverEvent = (payload: string, signature: string) => Promise<void>;

export interface WebhookOptions {
  secret: string;
  deliver: DeliverEvent;
}

export type EmitEvent = (type: string, object: Record<string, unknown>) => Promise<void>;

export function createEventSender(options: WebhookOptions | undefined, now: () => Date): EmitEvent {
  return async (type, object) => {
    if (!options) return;
    const event = {
      id: `wev_${randomBytes(11).toString('hex')}`,
      api_version: 'v2',
      type,
      data: { object },
      live_mode: false,
      idempotency_key: String(object.id ?? ''),
      created_at: now().toISOString(),
    };
    const payload = JSON.stringify(event);
    await options.deliver(payload, signDuffelPayload(payload, options.secret, Math.floor(now().getTime() / 1000)));
  };
}

/** A slice moved `minutes` later, as an airline's retiming shows it (local times, no offset). */
export function retimed<T extends Record<string, unknown>>(slice: T, minutes: number): T {
  const shift = (local: unknown) => {
    if (typeof local !== 'string') return local;
    const moved = new Date(Date.parse(`${local.slice(0, 19)}Z`) + minutes * 60_000);
    return moved.toISOString().slice(0, 19);
  };
  const segments = (slice.segments as Record<string, unknown>[] | undefined)?.map((segment) => ({
    ...segment,
    id: `seg_${randomBytes(8).toString('hex')}`,
    departing_at: shift(segment.departing_at),
    arriving_at: shift(segment.arriving_at),
  }));
  return { ...slice, id: `sli_${randomBytes(8).toString('hex')}`, segments };
}
