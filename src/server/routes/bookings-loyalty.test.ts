import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { LOYALTY_MESSAGES } from '../../shared/schemas/loyalty';
import { bookings, payments, sandboxOrders } from '../db/schema';
import { MEMBER_FARE_AIRLINES } from '../providers/flights/sandbox/loyalty';
import type { Offer } from '../../shared/schemas/flights';
import { bookingBody, firstOffer, postBooking, primary, searchOffers, useBookingTestApp } from '../testing/booking';

/* R50: loyalty numbers per passenger and airline, checked against the offer and sent to the airline. */

const t = useBookingTestApp();

describe('R50: loyalty numbers on a booking', () => {
  it('R50: the sandbox offer lists the programmes of its marketing and operating carriers', async () => {
    const offer = await firstOffer(t.app);
    const carriers = offer.slices.flatMap((s) =>
      s.segments.flatMap((seg) => [seg.marketing_carrier.iata_code, seg.operating_carrier.iata_code]),
    );
    expect(offer.supported_loyalty_programmes).toEqual([...new Set(carriers)].sort());
  });

  it('R50: a loyalty number of an airline not on the offer is 422 {error, message} and nothing is held or booked', async () => {
    const offer = await firstOffer(t.app);
    const stranger = ['QQ', 'ZZ', 'XQ'].find((code) => !offer.supported_loyalty_programmes?.includes(code)) ?? 'QQ';
    const heldBefore = (await t.app.db.select({ id: payments.id }).from(payments)).length;
    const bookedBefore = (await t.app.db.select({ id: bookings.id }).from(bookings)).length;
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [primary({ loyaltyProgrammeAccounts: [{ airlineIataCode: stranger, accountNumber: '55501' }] })],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'LOYALTY_PROGRAMME_NOT_SUPPORTED',
      message: LOYALTY_MESSAGES.notOnOffer(stranger),
    });
    expect((await t.app.db.select({ id: payments.id }).from(payments)).length).toBe(heldBefore);
    expect((await t.app.db.select({ id: bookings.id }).from(bookings)).length).toBe(bookedBefore);
  });

  it('R50: two numbers for one airline on one passenger are refused with 400', async () => {
    const offer = await firstOffer(t.app);
    const code = offer.owner.iata_code ?? 'BA';
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [
          primary({
            loyaltyProgrammeAccounts: [
              { airlineIataCode: code, accountNumber: '1' },
              { airlineIataCode: code, accountNumber: '2' },
            ],
          }),
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOYALTY_MESSAGES.twice);
  });

  it('R50: a number of the offer’s airline reaches the airline’s order and the confirmation', async () => {
    // Not a member-fare number (that one changes the price first: bookings-member-fare.test.ts).
    const memberFare = (o: Offer, c: string) => c === o.owner.iata_code && MEMBER_FARE_AIRLINES.includes(c);
    const offer = (await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' })).find((o) =>
      o.supported_loyalty_programmes?.some((c) => !memberFare(o, c)),
    );
    if (!offer) throw new Error('no offer taking a number without a member fare');
    const code = offer.supported_loyalty_programmes?.find((c) => !memberFare(offer, c)) ?? '';
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [primary({ loyaltyProgrammeAccounts: [{ airlineIataCode: code, accountNumber: 'ab 1234 5' }] })],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer.booking.bookingData.passengers[0]?.loyalty_programme_accounts).toEqual([
      { airline_iata_code: code, account_number: 'AB12345' },
    ]);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, answer.id));
    const [order] = await t.app.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, row?.providerOrderId ?? ''));
    expect(order?.passengers[0]?.loyaltyProgrammeAccounts).toEqual([
      { airlineIataCode: code, accountNumber: 'AB12345' },
    ]);
  });
});
