import { setTimeout as sleep } from 'node:timers/promises';
import { FlightProviderError, type ProviderOrder } from '../../providers/flights/types';
import { askAirline, orderProvider, type BookingContext } from './context';
import type { BookingRow } from './types';

/*
 * R41: an order the airline accepted without confirming it (Duffel's 202):
 * the card stays held, and the order is read again until the airline confirms it or says it made
 * nothing (ORDER_FAILED, Duffel's order_not_created). The traveller's request waits a little, as
 * most airlines confirm within seconds; after that, recovery reads it on each sweep.
 */

/** How long a booking request waits for an accepted order to be confirmed before it answers "pending". */
export const ORDER_CONFIRM_WAIT_MS = 20_000;
/** The pauses between reads, doubling, at most this long each. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 4_000;
/** The shortest bound on one read of the order, so a read near the end of the wait still has a chance. */
const MIN_READ_MS = 3_000;

export type OrderOutcome =
  { kind: 'confirmed'; order: ProviderOrder } | { kind: 'failed'; reason: string } | { kind: 'waiting' };

/** Reads the booking's accepted order until it is confirmed or failed, or `waitMs` has passed (0: once). */
export async function awaitOrder(ctx: BookingContext, row: BookingRow, waitMs: number): Promise<OrderOutcome> {
  const orderId = row.providerOrderId;
  if (!orderId) return { kind: 'failed', reason: 'No airline order was recorded' };
  const provider = orderProvider(ctx, row);
  const deadline = Date.now() + waitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      // Each read within what is left of the wait (at least a few seconds), not the booking's 150 s bound.
      const bound = waitMs > 0 ? { providerTimeoutMs: Math.max(MIN_READ_MS, deadline - Date.now()) } : ctx;
      const order = await askAirline(bound, 'the order status', (signal) => provider.getOrder(orderId, signal));
      if (order.status === 'confirmed') return { kind: 'confirmed', order };
    } catch (error) {
      if (error instanceof FlightProviderError && error.code === 'ORDER_FAILED') {
        return { kind: 'failed', reason: `The airline did not create the order: ${error.message}` };
      }
      // Unreachable or slow: the order may still be confirmed, so keep waiting (and holding).
      ctx.log.warn({ bookingId: row.id, orderId, err: error }, 'could not read an accepted order');
    }
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'waiting' };
    await sleep(Math.min(pause, left));
  }
}
