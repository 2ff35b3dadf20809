import { SliceSchema, type Slice } from '../../../../shared/schemas/flights';
import { normaliseSlice } from './normalise-offer';
import { ORDER_METADATA } from './normalise-order';
import type { DuffelSlice } from './types';
import type { DuffelEvent } from './webhooks';
import type { AirlineEvent } from '../types';

/*
 * What a Duffel webhook event means for our bookings (R42), read from Duffel's v2 event shapes:
 * an order that settled (order.created, order.creation_failed: the booking waiting on it is read
 * again), an airline's schedule change with the new flights, an order cancelled at the airline.
 */

export type { AirlineEvent } from '../types';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function bookingIdOf(object: Record<string, unknown>): string | null {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  return text(metadata?.[ORDER_METADATA.reference]);
}

/** New flights of a change, each checked against our contract; one Duffel cannot draw is left out. */
function slicesOf(added: unknown): Slice[] {
  if (!Array.isArray(added)) return [];
  return added.flatMap((slice) => {
    try {
      const parsed = SliceSchema.safeParse(normaliseSlice(slice as DuffelSlice));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

export function readDuffelEvent(event: DuffelEvent): AirlineEvent {
  const object = event.data.object ?? {};
  switch (event.type) {
    case 'order.created':
    case 'order.creation_failed':
      return { kind: 'order_settled', orderId: text(object.id), bookingId: bookingIdOf(object) };
    case 'order.airline_initiated_change_detected': {
      const orderId = text(object.order_id);
      const changeId = text(object.id);
      if (!orderId || !changeId) return { kind: 'other' };
      const actions = Array.isArray(object.available_actions) ? object.available_actions.filter(text) : [];
      return { kind: 'schedule_change', orderId, changeId, slices: slicesOf(object.added), actions };
    }
    case 'order.cancelled': {
      const orderId = text(object.id);
      return orderId ? { kind: 'order_cancelled', orderId, bookingId: bookingIdOf(object) } : { kind: 'other' };
    }
    default:
      return { kind: 'other' };
  }
}
