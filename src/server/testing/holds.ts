import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CreateBookingResponseSchema, HoldPriceSchema, type CreateBookingRequest } from '../../shared/schemas/booking';
import type { Offer } from '../../shared/schemas/flights';
import { bookings, sandboxOrders } from '../db/schema';
import { registerAndSignIn } from './accounts';
import { postBooking, primary } from './booking';

/* Test help for R55's holds through the API: whichever airline and card processor the app has. */

/** A hold's body for `offer`: the total seen, no card. */
export const holdBody = (offer: Offer, overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
  offerId: offer.id,
  passengers: [primary()],
  paymentDetails: { amount: offer.total_amount, currency: offer.total_currency },
  hold: true,
  ...overrides,
});

/** A new traveller signs in and holds `offer`: 201 and on hold. */
export async function placeHold(app: FastifyInstance, offer: Offer, headers: Record<string, string> = {}) {
  const buyer = await registerAndSignIn(app);
  const res = await postBooking(app, holdBody(offer), { cookie: buyer.cookie, ...headers });
  expect(res.statusCode, res.body).toBe(201);
  const booking = CreateBookingResponseSchema.parse(res.json());
  return { cookie: buyer.cookie, booking, id: booking.id };
}

/** GET /api/bookings/:id/hold-price, which must answer. */
export async function readHoldPrice(app: FastifyInstance, id: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url: `/api/bookings/${id}/hold-price`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return HoldPriceSchema.parse(res.json());
}

/**
 * The sandbox airline's clock moves past the hold's price guarantee (and, with `deadline`, its
 * payment deadline, which our copy of the hold then says too), as time passing would.
 */
export async function airlineTimePasses(app: FastifyInstance, bookingId: string, deadline = false) {
  const past = new Date(Date.now() - 1_000);
  await app.db
    .update(sandboxOrders)
    .set({ priceGuaranteeExpiresAt: past, ...(deadline ? { paymentRequiredBy: past } : {}) })
    .where(eq(sandboxOrders.reference, bookingId));
  if (!deadline) return;
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const data = row?.bookingData as { hold: Record<string, string> };
  await app.db
    .update(bookings)
    .set({ bookingData: { ...data, hold: { ...data.hold, payment_required_by: past.toISOString() } } })
    .where(eq(bookings.id, bookingId));
}
