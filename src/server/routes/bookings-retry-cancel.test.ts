import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../shared/pricing';
import { CancelBookingResponseSchema, CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { SeatMapsResponseSchema, type Offer } from '../../shared/schemas/flights';
import { bookings, emailOutbox, payments } from '../db/schema';
import { registerAndSignIn } from '../testing/accounts';
import { proportionalRefund } from '../services/booking/cancel';
import { bookingBody, postBooking, primary, searchOffers, useBookingTestApp } from '../testing/booking';

/* Safe retries (R5), seats priced on the server (R7), cancellation and refunds. */

const t = useBookingTestApp();

const paymentsOf = (bookingId: string) => t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));

describe('Idempotency-Key', () => {
  it('two concurrent requests with one key make one booking, one charge and the same answer', async () => {
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    if (!offer) throw new Error('no offer');
    const body = bookingBody(offer);
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const [a, b] = await Promise.all([postBooking(t.app, body, headers), postBooking(t.app, body, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const first = CreateBookingResponseSchema.parse(a.json());
    const second = CreateBookingResponseSchema.parse(b.json());
    expect(second.id).toBe(first.id);
    const shown = [first, second].filter((r) => r.accountInfo?.password);
    expect(shown).toHaveLength(1);
    const withoutPassword = (r: typeof first) => ({ ...r, accountInfo: { ...r.accountInfo, password: '' } });
    expect(withoutPassword(second)).toEqual(withoutPassword(first));
    expect(await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id))).toHaveLength(1);
    expect((await paymentsOf(first.id)).map((p) => p.status)).toEqual(['captured']);

    const later = await postBooking(t.app, body, headers);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().accountInfo.password).toBe('');

    const other = await postBooking(t.app, { ...body, passengers: [primary()] }, headers);
    expect(other.statusCode).toBe(422);
  });
});

async function seatsFor(offer: Offer) {
  const res = await t.app.inject(`/api/flights/seatmaps/${offer.id}`);
  const maps = SeatMapsResponseSchema.parse(res.json());
  const map = maps[0];
  if (!map) throw new Error('no seat map');
  const seats = map.cabins
    .flatMap((c) => c.rows)
    .flatMap((r) => r.sections.flatMap((s) => s.elements))
    .filter((e) => e.type === 'seat' && e.available && Number(e.available_services?.[0]?.total_amount ?? 0) > 0);
  return { map, seats };
}

describe('seats', () => {
  it('charges the seat at the price on the seat map and refuses a seat that is not on it', async () => {
    const offers = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    let chosen: { offer: Offer; seats: Awaited<ReturnType<typeof seatsFor>> } | undefined;
    for (const offer of offers) {
      const seats = await seatsFor(offer);
      if (seats.seats.length > 0) {
        chosen = { offer, seats };
        break;
      }
    }
    if (!chosen) throw new Error('no paid seats on any offer');
    const { offer } = chosen;
    const seat = chosen.seats.seats[0];
    const service = seat?.available_services?.[0];
    if (!seat || !service) throw new Error('no seat');
    const selected = {
      passengerId: service.passenger_id,
      segmentId: chosen.seats.map.segment_id,
      seatId: service.id,
      designator: seat.designator ?? '',
    };
    const total = (toMinorUnits(offer.total_amount, 'USD') + toMinorUnits(service.total_amount, 'USD')) / 100;

    const unpaid = await postBooking(t.app, bookingBody(offer, { seats: [selected] }));
    expect(unpaid.statusCode).toBe(409);
    const fake = await postBooking(
      t.app,
      bookingBody(offer, {
        seats: [{ ...selected, seatId: 'made-up' }],
        paymentDetails: {
          amount: total.toFixed(2),
          currency: 'USD',
          cardDetails: bookingBody(offer).paymentDetails.cardDetails,
        },
      }),
    );
    expect(fake.statusCode).toBe(422);
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        seats: [selected],
        paymentDetails: {
          amount: total.toFixed(2),
          currency: 'USD',
          cardDetails: bookingBody(offer).paymentDetails.cardDetails,
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer.booking.bookingData.seats).toEqual([
      {
        passengerId: selected.passengerId,
        segmentId: selected.segmentId,
        designator: selected.designator,
        amount: service.total_amount,
        currency: 'USD',
      },
    ]);
    expect(answer.emailContent.text).toContain(`seat ${selected.designator}`);
  });
});

describe('cancellation', () => {
  async function bookAs(cookie: string, refundable: boolean) {
    // Economy's cheapest fares keep their money; business fares refund (less a fee for the saver).
    const cabin = refundable ? 'business' : 'economy';
    const offers = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' }, {}, cabin);
    const offer = offers.find((o) => o.conditions.refund_before_departure?.allowed === refundable);
    if (!offer) throw new Error(`no ${refundable ? '' : 'non-'}refundable offer`);
    const res = await postBooking(t.app, bookingBody(offer), { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return CreateBookingResponseSchema.parse(res.json());
  }

  const cancel = (id: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: cookie ? { cookie } : {} });

  it.each([true, false])('refunds the paid share of what the airline returns (refundable: %s)', async (refundable) => {
    const buyer = await registerAndSignIn(t.app);
    const booking = await bookAs(buyer.cookie, refundable);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const orderId = row?.providerOrderId ?? '';
    const quote = await t.app.flightProvider.quoteCancellation(orderId);
    const order = await t.app.flightProvider.getOrder(orderId);

    expect((await cancel(booking.id)).statusCode).toBe(404);
    const res = await cancel(booking.id, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = CancelBookingResponseSchema.parse(res.json());
    const expected = proportionalRefund(
      row?.totalAmountMinor ?? 0,
      toMinorUnits(quote.refundAmount ?? '0', 'USD'),
      toMinorUnits(order.totalAmount, 'USD'),
    );
    expect(answer.booking.status).toBe('cancelled');
    expect(answer.booking.refund).toEqual({ amount: (expected / 100).toFixed(2), currency: 'USD' });
    if (refundable) expect(expected).toBeGreaterThan(toMinorUnits(booking.booking.bookingData.total_amount, 'USD') / 2);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.refundedMinor).toBe(expected);
    if (expected > 0) expect(answer.message).toContain('will be refunded to your card');
    else expect(answer.message).toContain('no refund is due');
    const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking_cancellation'));
    expect(mails.some((m) => m.subject.includes(booking.bookingReference))).toBe(true);

    const again = await cancel(booking.id, buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled.');
  });

  it('rounds the refund to the minor unit and never refunds more than was paid', () => {
    expect(proportionalRefund(12300, 5000, 10000)).toBe(6150);
    expect(proportionalRefund(10001, 1, 3)).toBe(3334);
    expect(proportionalRefund(12300, 0, 10000)).toBe(0);
    expect(proportionalRefund(12300, 20000, 10000)).toBe(12300);
  });
});
