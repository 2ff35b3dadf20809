import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { youthOnAgelessSlotMessage } from '../../shared/passengers';
import { SEARCH_MESSAGES } from '../../shared/schemas/search';
import { payments, sandboxOrders } from '../db/schema';
import { bornYearsBefore, expectSearchedAgeRefused } from '../testing/ages';
import { bookingBody, firstOffer, passenger, postBooking, primary, useBookingTestApp } from '../testing/booking';

/*
 * R58 through the API with the sandbox airline: youthAges is validated like any search field (400
 * {error, message}); at booking, a 12-17-year-old on an adult slot searched without an age is a
 * 422 before any card is held, and a youth slot takes exactly the age it was searched with.
 */

const t = useBookingTestApp();

const rows = async (table: typeof payments | typeof sandboxOrders) =>
  (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('youthAges in a search (R58)', () => {
  it.each([
    ['an age of 18', { adultsCount: 2, youthAges: [18] }, SEARCH_MESSAGES.youthAges],
    ['more youths than adults', { adultsCount: 1, youthAges: [15, 16] }, SEARCH_MESSAGES.youthsOverAdults],
  ])('%s: 400 {error, message} from POST and GET', async (_name, group, message) => {
    const route = { origin: 'JFK', destination: 'LHR', departureDate: '2030-01-10' };
    const post = await t.app.inject({ method: 'POST', url: '/api/flights/search', payload: { ...route, ...group } });
    expect(post.statusCode, post.body).toBe(400);
    expect(post.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining(message) });
    const query = new URLSearchParams({
      ...route,
      adultsCount: String(group.adultsCount),
      youthAges: group.youthAges.join(','),
    });
    const get = await t.app.inject({ method: 'GET', url: `/api/flights/search?${query.toString()}` });
    expect(get.statusCode, get.body).toBe(400);
    expect(get.json().message).toContain(message);
  });
});

describe('booking an adult aged 12-17 (R58)', () => {
  it('on an adult slot searched without an age: 422 naming what to do, no card held, no order', async () => {
    const offer = await firstOffer(t.app);
    const [paid, ordered] = [await rows(payments), await rows(sandboxOrders)];
    const res = await postBooking(
      t.app,
      bookingBody(offer, { passengers: [primary({ dateOfBirth: bornYearsBefore(offer, 15) })] }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      error: 'PASSENGER_NEEDS_AGE',
      message: `Passenger 1: ${youthOnAgelessSlotMessage(15)}`,
    });
    expect([await rows(payments), await rows(sandboxOrders)]).toEqual([paid, ordered]);
  });

  it('searched with their age: booked on the youth slot (ids or not); another age is a 400 on the field', async () => {
    const offer = await firstOffer(t.app, undefined, { adults: 2, youthAges: [15] });
    expect(offer.passengers.map((p) => [p.type, p.age])).toEqual([
      ['adult', null],
      ['adult', 15],
    ]);
    await expectSearchedAgeRefused(t.app, offer, 'adult', 15, 19);
    // No ids sent: the 15-year-old typed first is given the slot searched at 15, not the first one.
    const right = await postBooking(
      t.app,
      bookingBody(offer, { passengers: [primary({ dateOfBirth: bornYearsBefore(offer, 15) }), passenger('adult')] }),
    );
    expect(right.statusCode, right.body).toBe(201);
  });
});
