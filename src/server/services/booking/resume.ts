import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { StoredResponse } from '../platform';
import type { AccountOutcome } from './account';
import { contextForBrand, type BookingContext } from './context';
import { responseFor } from './create';
import { INTERRUPTED_MESSAGE } from './flow';
import { recoverBooking, STALE_AFTER_MS } from './recovery';
import { loadBooking, storedRequest } from './store';
import type { BookingRow } from './types';

/*
 * R5 with R34: an Idempotency-Key is bound to the one booking it made (a unique column), so a
 * retry whose key never got its answer (the process died) is answered by that booking: replayed
 * when it has ended, waited for while another process works on it, and finished here once it has
 * been left alone long enough for recovery to claim it. A second booking is never started.
 */

/** Ended: nothing more will happen to it as part of its creation. */
function settled(row: BookingRow): boolean {
  if (row.status === 'confirmed') return row.step === 'email_sent';
  return row.status !== 'pending';
}

/** Who the booking was linked to; a created account's password is never in a replay (R6). */
function accountOf(row: BookingRow): AccountOutcome {
  const linked = storedRequest(row).account;
  if (linked?.held) return { kind: 'held', userId: linked.userId };
  if (linked?.created) {
    return { kind: 'created', userId: linked.userId, username: linked.username, email: row.contactEmail, password: '' };
  }
  if (linked) return { kind: 'existing', userId: linked.userId };
  return row.userId ? { kind: 'signed_in', userId: row.userId } : { kind: 'none' };
}

/** The answer the request that made this booking would have given, now that it has ended. */
function answerFor(ctx: BookingContext, row: BookingRow): StoredResponse {
  if (row.status === 'failed') {
    return { statusCode: 502, body: { error: 'BOOKING_FAILED', message: INTERRUPTED_MESSAGE } };
  }
  if (row.status === 'cancelled' && !row.providerOrderId) {
    return {
      statusCode: 409,
      body: { error: 'BOOKING_CANCELLED', message: 'This booking was cancelled while it was being made.' },
    };
  }
  return { statusCode: 201, body: responseFor(ctx, row, accountOf(row)) };
}

/** What the booking made with `key` says: its answer, 'running', or null when there is none. */
export async function answerForKey(ctx: BookingContext, key: string): Promise<StoredResponse | 'running' | null> {
  const [found] = await ctx.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!found) return null;
  let row = found;
  if (!settled(row) && row.updatedAt.getTime() < ctx.now().getTime() - STALE_AFTER_MS) {
    // Left alone as long as recovery waits: finish it now rather than make the traveller wait for the sweep.
    await recoverBooking(ctx, row);
    row = (await loadBooking(ctx.db, row.id)) ?? row;
  }
  // The answer speaks for the brand the trip was sold under, as the request's would have.
  return settled(row) ? answerFor(await contextForBrand(ctx, row.brandId), row) : 'running';
}
