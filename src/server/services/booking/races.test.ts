import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateBookingRequestSchema } from '../../../shared/schemas/booking';
import { bookings, emailOutbox, payments } from '../../db/schema';
import { AppError } from '../../errors';

import { recoverBooking } from './recovery';
import { loadBooking } from './store';
import { bookingBody, firstOffer, useBookingTestApp } from '../../testing/booking';
import { SimulatedCrash, type BookingStep } from './types';
import type { SessionUser } from '../accounts/sessions';

/*
 * Races on the money paths (R2, R34): a cancellation arriving while the booking is
 * being made, and two processes recovering the same interrupted booking at once. Each ends with
 * the money and the airline order agreeing with the booking's status.
 */

const t = useBookingTestApp();
afterEach(() => {
  t.app.bookings.context.afterStep = undefined;
});

const admin: SessionUser = {
  id: '00000000-0000-4000-8000-000000000000',
  username: 'admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  isAdmin: true,
  emailVerifiedAt: null,
  twoFactorEnabledAt: new Date(),
  createdAt: new Date(),
};

async function paymentsOf(bookingId: string) {
  return t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/** Makes a booking whose owner cancels it right after `at`; returns what create answered. */
async function cancelDuring(at: BookingStep) {
  const offer = await firstOffer(t.app);
  const body = CreateBookingRequestSchema.parse(bookingBody(offer));
  let bookingId = '';
  t.app.bookings.context.afterStep = async (step, id) => {
    bookingId = id;
    if (step === at) await t.app.bookings.cancel(id, admin);
  };
  const outcome = await t.app.bookings.create({ body, user: null }).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  t.app.bookings.context.afterStep = undefined;
  return { outcome, bookingId, offerId: offer.id };
}

describe('a cancellation while the booking is being made', () => {
  it('before the card is held: a clear 409, and the hold taken afterwards is voided', async () => {
    const { outcome, bookingId } = await cancelDuring('priced');
    expect(outcome.ok).toBe(false);
    const error = outcome.ok ? null : outcome.error;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, code: 'BOOKING_CANCELLED' });
    expect((await loadBooking(t.app.db, bookingId))?.status).toBe('cancelled');
    const held = await paymentsOf(bookingId);
    expect(held.length).toBe(1);
    expect(held.map((p) => p.status)).toEqual(['voided']);
  });

  it('while the airline order is being made: the order is cancelled too, never left standing unpaid', async () => {
    const { outcome, bookingId, offerId } = await cancelDuring('payment_authorized');
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? null : outcome.error).toMatchObject({ statusCode: 409, code: 'BOOKING_CANCELLED' });
    expect((await loadBooking(t.app.db, bookingId))?.status).toBe('cancelled');
    expect((await paymentsOf(bookingId)).map((p) => p.status)).toEqual(['voided']);
    const order = await t.app.flightProvider.findOrderByReference?.(bookingId, offerId);
    expect(order).toBeTruthy();
    expect(order?.cancelledAt).not.toBeNull();
  });

  it('after confirmation, before the e-mails: the refund stays what the fare allows', async () => {
    const { bookingId } = await cancelDuring('account_linked');
    const row = await loadBooking(t.app.db, bookingId);
    expect(row?.status).toBe('cancelled');
    const [payment] = await paymentsOf(bookingId);
    // The owner's cancellation refunded the fare's share; the interrupted request must not add to it.
    expect(payment?.refundedMinor).toBe(row?.refundAmountMinor);
  });
});

describe('two processes recovering the same booking at once', () => {
  it.each<BookingStep>(['payment_authorized', 'order_created', 'confirmed'])(
    'after a crash at %s: one finishes it, e-mails go once',
    async (at) => {
      const offer = await firstOffer(t.app);
      const body = CreateBookingRequestSchema.parse(bookingBody(offer));
      t.app.bookings.context.afterStep = async (step) => {
        if (step === at) throw new SimulatedCrash(step);
      };
      await expect(t.app.bookings.create({ body, user: null })).rejects.toBeInstanceOf(SimulatedCrash);
      t.app.bookings.context.afterStep = undefined;
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
      if (!row) throw new Error('no booking row');

      const outcomes = await Promise.allSettled([
        recoverBooking(t.app.bookings.context, row),
        recoverBooking(t.app.bookings.context, row),
      ]);
      expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
      const end = await loadBooking(t.app.db, row.id);
      const expected = at === 'payment_authorized' ? 'failed' : 'confirmed';
      expect(end?.status).toBe(expected);
      const held = await paymentsOf(row.id);
      expect(held.map((p) => p.status)).toEqual([expected === 'confirmed' ? 'captured' : 'voided']);
      expect(held[0]?.refundedMinor).toBe(0);
      const email = body.passengers[0]?.email ?? '';
      await t.app.mailer.drain();
      const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      const kinds = mails.map((m) => m.kind).sort();
      const once = ['account_created', 'booking_confirmation', 'email_verification'];
      expect(kinds).toEqual(expected === 'confirmed' ? once : []);
    },
  );
});
