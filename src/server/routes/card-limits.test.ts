import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import {
  ADDRESS_CARD_FAILURE_LIMIT,
  CARD_FAILURE_LIMIT,
  cardThrottleMessage,
  SAME_CARD_FAILURE_LIMIT,
} from '../services/payments/card-limits';
import { createTestApp, type TestApp } from '../testing/app';
import { bookingBody, card, firstOffer, postBooking, refusedCard, testBrowser } from '../testing/booking';

/*
 * R36: refused cards are counted per browser, per address (a higher limit, for shared
 * connections) and per card, on every path that sends a card to the processor; holds and
 * Idempotency-Keys belong to the browser that made them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/payments/process-card';
const holdBody = (cardDetails = card(), amount = '120.00') => ({ amount, currency: 'USD', cardDetails });
let cards = 0;
let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;
/** A program: no cookies, no Origin. */
const programPost = (payload: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });

describe('refused cards (R36)', () => {
  it(`turns a program's address away after ${CARD_FAILURE_LIMIT} refusals in an hour, saying how long to wait`, async () => {
    const address = freshAddress();
    for (let i = 0; i < CARD_FAILURE_LIMIT; i++) {
      expect((await programPost(holdBody(refusedCard(++cards)), address)).statusCode).toBe(402);
    }
    const blocked = await programPost(holdBody(), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'TOO_MANY_CARD_ATTEMPTS', message: cardThrottleMessage(3600) });
    expect(blocked.json().message).toBe(
      'Too many card payments were refused. Please try again in 60 minutes, or contact us.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3590);
    expect((await programPost(holdBody(), freshAddress())).statusCode).toBe(200);
  });

  it('one browser on a shared connection is not locked out by another one refused there', async () => {
    const address = freshAddress();
    const tester = testBrowser(t.app, address);
    for (let i = 0; i < CARD_FAILURE_LIMIT; i++) {
      expect((await tester.post(URL, holdBody(refusedCard(++cards)))).statusCode).toBe(402);
    }
    expect((await tester.post(URL, holdBody())).statusCode).toBe(429);
    const traveller = testBrowser(t.app, address);
    const paid = await traveller.post(URL, holdBody());
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it(`stops the whole address at ${ADDRESS_CARD_FAILURE_LIMIT} refusals, however many browsers`, async () => {
    const address = freshAddress();
    for (let b = 0; b < ADDRESS_CARD_FAILURE_LIMIT / CARD_FAILURE_LIMIT; b++) {
      const browser = testBrowser(t.app, address);
      for (let i = 0; i < CARD_FAILURE_LIMIT; i++) {
        expect((await browser.post(URL, holdBody(refusedCard(++cards)))).statusCode).toBe(402);
      }
    }
    const next = await testBrowser(t.app, address).post(URL, holdBody());
    expect(next.statusCode).toBe(429);
    expect(next.json().error).toBe('TOO_MANY_CARD_ATTEMPTS');
  });

  it(`refuses a card tried and refused ${SAME_CARD_FAILURE_LIMIT} times, from any address`, async () => {
    const guessed = refusedCard(++cards);
    for (let i = 0; i < SAME_CARD_FAILURE_LIMIT; i++) {
      expect((await programPost(holdBody(guessed), freshAddress())).statusCode).toBe(402);
    }
    const again = await programPost(holdBody({ ...guessed, cvv: '123' }), freshAddress());
    expect(again.statusCode).toBe(429);
    expect((await programPost(holdBody(), freshAddress())).statusCode).toBe(200);
  });

  it('counts cards refused in a booking as process-card does', async () => {
    const offer = await firstOffer(t.app);
    const address = freshAddress();
    const book = (cardDetails: ReturnType<typeof card>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: address,
        payload: bookingBody(offer, {
          paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, cardDetails },
        }),
      });
    for (let i = 0; i < CARD_FAILURE_LIMIT; i++) expect((await book(refusedCard(++cards))).statusCode).toBe(402);
    const booking = await book(card());
    expect(booking.statusCode).toBe(429);
    expect(booking.json().error).toBe('TOO_MANY_CARD_ATTEMPTS');
    expect((await programPost(holdBody(), address)).statusCode).toBe(429);
  });
});

describe('holds and keys belong to the browser that made them (R36)', () => {
  it("another browser can neither book with a hold's id nor release it; its owner still can", async () => {
    const offer = await firstOffer(t.app);
    const owner = testBrowser(t.app);
    const held = await owner.post(URL, holdBody(card(), offer.total_amount));
    expect(held.statusCode, held.body).toBe(200);
    expect(owner.cookies.has('vid')).toBe(true);
    const { paymentId } = held.json();
    const paymentDetails = { amount: offer.total_amount, currency: offer.total_currency, paymentId };

    const stranger = await testBrowser(t.app).post('/api/bookings', bookingBody(offer, { paymentDetails }));
    expect(stranger.statusCode).toBe(404);
    const program = await postBooking(t.app, bookingBody(offer, { paymentDetails }));
    expect(program.statusCode).toBe(404);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'authorized', bookingId: null });

    const booked = await owner.post('/api/bookings', bookingBody(offer, { paymentDetails }));
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("another browser replaying a booking's Idempotency-Key and body gets 422, not the booking", async () => {
    const offer = await firstOffer(t.app);
    const body = bookingBody(offer);
    const headers = { 'idempotency-key': `own-key-${offer.id}` };
    const owner = testBrowser(t.app);
    const first = await owner.post('/api/bookings', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await owner.post('/api/bookings', body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const other = await testBrowser(t.app).post('/api/bookings', body, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.body).not.toContain(first.json().bookingReference);
  });

  it("a program's hold (no cookie, no Origin) is booked with its id as before", async () => {
    const offer = await firstOffer(t.app);
    const held = await programPost(holdBody(card(), offer.total_amount), freshAddress());
    expect(held.headers['set-cookie']).toBeUndefined();
    const { paymentId } = held.json();
    const booked = await postBooking(
      t.app,
      bookingBody(offer, { paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentId } }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
