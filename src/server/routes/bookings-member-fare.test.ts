import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/schemas/flights';
import { LoyaltyPriceResponseSchema } from '../../shared/schemas/loyalty-price';
import { toMinorUnits } from '../../shared/pricing';
import { bookings, payments, sandboxOrders } from '../db/schema';
import { MEMBER_FARE_AIRLINES } from '../providers/flights/sandbox/loyalty';
import { bookingBody, postBooking, primary, searchOffers, useBookingTestApp } from '../testing/booking';

/* R50, member fares: loyalty numbers told to the airline before payment may lower the price. */

const t = useBookingTestApp();

async function offers(): Promise<Offer[]> {
  return searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
}

async function memberOffer(): Promise<Offer> {
  const found = (await offers()).find((o) => MEMBER_FARE_AIRLINES.includes(o.owner.iata_code ?? ''));
  if (!found) throw new Error('no BA or AA offer');
  return found;
}

function loyaltyPrice(offer: Offer, accounts: { airlineIataCode: string; accountNumber: string }[], id?: string) {
  const p = primary();
  return t.app.inject({
    method: 'POST',
    url: `/api/flights/offer/${offer.id}/loyalty-price`,
    payload: {
      passengers: [
        {
          id: id ?? offer.passengers[0]?.id,
          firstName: p.firstName,
          lastName: p.lastName,
          loyaltyProgrammeAccounts: accounts,
        },
      ],
    },
  });
}

describe('R50: member fares', () => {
  it('R50: a member of the owner airline (BA/AA) sees a lower total, and the booking charges exactly that', async () => {
    const offer = await memberOffer();
    const owner = offer.owner.iata_code ?? '';
    const accounts = [{ airlineIataCode: owner, accountNumber: 'M123456' }];
    const res = await loyaltyPrice(offer, accounts);
    expect(res.statusCode, res.body).toBe(200);
    const priced = LoyaltyPriceResponseSchema.parse(res.json());
    expect(priced.changed).toBe(true);
    expect(priced.previous_amount).toBe(offer.total_amount);
    expect(Number(priced.total_amount)).toBeLessThan(Number(offer.total_amount));

    const booked = await postBooking(
      t.app,
      bookingBody(
        { ...offer, total_amount: priced.total_amount },
        { passengers: [primary({ id: offer.passengers[0]?.id, loyaltyProgrammeAccounts: accounts })] },
      ),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    const shown = toMinorUnits(priced.total_amount, priced.currency);
    expect(row?.totalAmountMinor).toBe(shown);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(payment?.amountMinor).toBe(shown);
    const [order] = await t.app.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, row?.providerOrderId ?? ''));
    // The airline is paid its member fare (NET), below the offer's NET total.
    expect(order?.totalAmountMinor).toBeLessThan(shown);
  });

  it('R50: booking with a member number at the old price is 409 PRICE_CHANGED naming the member total; nothing is held', async () => {
    const offer = await memberOffer();
    const accounts = [{ airlineIataCode: offer.owner.iata_code ?? '', accountNumber: 'M7654321' }];
    const heldBefore = (await t.app.db.select({ id: payments.id }).from(payments)).length;
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [primary({ id: offer.passengers[0]?.id, loyaltyProgrammeAccounts: accounts })],
      }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe('PRICE_CHANGED');
    const priced = LoyaltyPriceResponseSchema.parse((await loyaltyPrice(offer, accounts)).json());
    expect(res.json().message).toContain(priced.total_amount.replace(/\.00$/, ''));
    expect((await t.app.db.select({ id: payments.id }).from(payments)).length).toBe(heldBefore);
  });

  it('R50: a number of another airline on the offer, or on a non-member carrier, leaves the price as it was', async () => {
    const all = await offers();
    const other = all.find(
      (o) =>
        !MEMBER_FARE_AIRLINES.includes(o.owner.iata_code ?? '') && (o.supported_loyalty_programmes ?? []).length > 0,
    );
    if (!other) throw new Error('no offer of another owner');
    const code = other.supported_loyalty_programmes?.[0] ?? '';
    const res = await loyaltyPrice(other, [{ airlineIataCode: code, accountNumber: 'X1' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: false, total_amount: other.total_amount });
    const booked = await postBooking(
      t.app,
      bookingBody(other, {
        passengers: [primary({ loyaltyProgrammeAccounts: [{ airlineIataCode: code, accountNumber: 'X1' }] })],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('R50: an airline the offer does not take is 422, an unknown passenger 422, a bad body 400', async () => {
    const offer = await memberOffer();
    const stranger = ['QQ', 'ZZ', 'XQ'].find((c) => !offer.supported_loyalty_programmes?.includes(c)) ?? 'QQ';
    const refused = await loyaltyPrice(offer, [{ airlineIataCode: stranger, accountNumber: '1' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('LOYALTY_PROGRAMME_NOT_SUPPORTED');
    const unknown = await loyaltyPrice(offer, [], 'pas_nobody');
    expect(unknown.statusCode).toBe(422);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/flights/offer/${offer.id}/loyalty-price`,
      payload: { passengers: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });
});
