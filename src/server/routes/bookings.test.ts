import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { OfferSchema } from '../../shared/schemas/flights';
import { bookings, emailOutbox, payments } from '../db/schema';
import { PRICE_CHANGED_AT_ORDER_MESSAGE } from '../services/booking/flow';
import { confirmEmail, registerAndSignIn, sessionCookie, whoAmI } from '../testing/accounts';
import {
  bookingBody,
  card,
  CARDS,
  firstOffer,
  passenger,
  postBooking,
  primary,
  useBookingTestApp,
} from '../testing/booking';

/*
 * POST /api/bookings on the sandbox airline and the test card processor, for real: every rule
 * of J5 reaches the API, money is never taken without a booking.
 */

const t = useBookingTestApp();

const paymentsOf = (bookingId: string) => t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const outboxTo = (to: string) => t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('a booking by a new traveller', () => {
  it('books, charges once, makes an account, signs the buyer in and e-mails both messages', async () => {
    const offer = await firstOffer(t.app);
    const body = bookingBody(offer);
    const email = String(body.passengers[0]?.email ?? '');
    const res = await postBooking(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer.status).toBe('confirmed');
    expect(answer.duffelBookingId).not.toMatch(/^ord_/);
    expect(answer.bookingReference).toBe(answer.duffelBookingId.slice(0, 8).toUpperCase());
    expect(answer.booking.bookingData.total_amount).toBe(offer.total_amount);
    expect(answer.accountCreated).toBe(true);
    expect(answer.accountInfo?.email).toBe(email);
    expect(answer.accountInfo?.password.length).toBeGreaterThanOrEqual(12);
    expect(answer.signInToSeeTrip).toBe(false);

    const cookie = sessionCookie(res);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ username: answer.accountInfo?.username ?? '' });

    const [payment, ...others] = await paymentsOf(answer.id);
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({ status: 'captured', cardLast4: '4242' });
    expect(payment?.amountMinor).toBe(Math.round(Number(offer.total_amount) * 100));

    const mails = await outboxTo(email);
    const confirmation = mails.find((m) => m.kind === 'booking_confirmation');
    expect(confirmation?.textBody).toBe(answer.emailContent.text);
    expect(answer.emailContent.text).toContain(answer.bookingReference);
    expect(answer.emailContent.text).toContain('(local times)');
    const credentials = mails.find((m) => m.kind === 'account_created');
    expect(credentials?.textBody).toContain(`Password: ${answer.accountInfo?.password}`);

    const row = await bookingRow(answer.id);
    expect(row?.step).toBe('email_sent');
    expect(JSON.stringify(row?.request)).not.toContain(CARDS.ok);
    expect(JSON.stringify(row?.request)).not.toContain('"cvv"');

    const mine = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie: cookie ?? '' } });
    expect(mine.json().bookings.map((b: { id: string }) => b.id)).toEqual([answer.id]);
  });

  it('attaches the booking to an existing account without signing anyone in', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    await confirmEmail(t.app, user.email, cookie);
    const offer = await firstOffer(t.app);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary({ email: user.email })] }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ accountCreated: false, accountInfo: null, signInToSeeTrip: true });
    expect(sessionCookie(res)).toBeUndefined();
    const row = await bookingRow(answer.id);
    expect(row?.userId).not.toBeNull();
  });

  it('gives a signed-in buyer the booking; another person gets 404 and an admin sees it', async () => {
    const buyer = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app);
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer.accountCreated).toBe(false);
    const url = `/api/bookings/${answer.id}`;
    expect((await t.app.inject({ url, headers: { cookie: buyer.cookie } })).statusCode).toBe(200);

    const stranger = await registerAndSignIn(t.app);
    expect((await t.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/bookings/not-a-uuid', headers: { cookie: buyer.cookie } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/bookings' })).statusCode).toBe(401);

    const admin = await registerAndSignIn(t.app);
    const { users } = await import('../db/schema');
    await t.app.db.update(users).set({ isAdmin: true }).where(eq(users.username, admin.user.username));
    const seen = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().id).toBe(answer.id);
  });
});

describe('passenger rules reach the API as 400s with the spec messages', () => {
  const cases: [string, (offerPassengers: ReturnType<typeof primary>[]) => void, string, string][] = [
    ['primary e-mail', (p) => void delete p[0]?.email, 'body.passengers.0.email', BOOKING_MESSAGES.primaryEmail],
    ['primary phone', (p) => void delete p[0]?.phone, 'body.passengers.0.phone', BOOKING_MESSAGES.primaryPhone],
    [
      'passport on an international trip',
      (p) => void delete p[0]?.passportNumber,
      'body.passengers.0.passportNumber',
      BOOKING_MESSAGES.passportShort,
    ],
    [
      'an adult too young',
      (p) => Object.assign(p[0] ?? {}, { dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01` }),
      'body.passengers.0.dateOfBirth',
      BOOKING_MESSAGES.ageAdult,
    ],
    [
      'a date of birth in the future',
      (p) => Object.assign(p[0] ?? {}, { dateOfBirth: `${new Date().getUTCFullYear() + 1}-01-01` }),
      'body.passengers.0.dateOfBirth',
      BOOKING_MESSAGES.dateOfBirthFuture,
    ],
  ];
  it.each(cases)('%s', async (_name, spoil, path, message) => {
    const offer = await firstOffer(t.app);
    const people = [primary()];
    spoil(people);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: people }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toContainEqual({ path, message });
  });

  it('checks a child and an infant against their own age bands', async () => {
    const offer = await firstOffer(t.app, undefined, { adults: 1, children: 1, infants: 1 });
    const year = new Date().getUTCFullYear();
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [
          primary(),
          passenger('child', { dateOfBirth: `${year - 15}-01-01` }),
          passenger('infant_without_seat', { dateOfBirth: `${year - 4}-01-01` }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'body.passengers.1.dateOfBirth', message: BOOKING_MESSAGES.ageChild },
        { path: 'body.passengers.2.dateOfBirth', message: BOOKING_MESSAGES.ageInfant },
      ]),
    );
  });

  it('refuses passengers who do not match the offer (422) and books a family that does', async () => {
    const offer = await firstOffer(t.app, undefined, { adults: 1, children: 1, infants: 1 });
    const wrong = await postBooking(t.app, bookingBody(offer, { passengers: [primary(), passenger('adult')] }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('1 adult, 1 child, 1 infant');
    const right = await postBooking(
      t.app,
      bookingBody(offer, { passengers: [primary(), passenger('child'), passenger('infant_without_seat')] }),
    );
    expect(right.statusCode, right.body).toBe(201);
  });
});

describe('money', () => {
  it('answers 409 PRICE_CHANGED for a lowered amount and holds nothing, on either payment path', async () => {
    const offer = await firstOffer(t.app);
    const lowered = (Number(offer.total_amount) - 10).toFixed(2);
    const before = (await t.app.db.select().from(payments)).length;
    const byCard = await postBooking(
      t.app,
      bookingBody(offer, { paymentDetails: { amount: lowered, currency: offer.total_currency, cardDetails: card() } }),
    );
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    expect(byCard.json().message).toMatch(
      /^The price of this trip has changed from .+ to .+\. Please review the new price and try again\.$/,
    );
    expect((await t.app.db.select().from(payments)).length).toBe(before);

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process-card',
      payload: { amount: lowered, currency: offer.total_currency, cardDetails: card() },
    });
    expect(held.statusCode, held.body).toBe(200);
    const { paymentId } = held.json();
    const byId = await postBooking(
      t.app,
      bookingBody(offer, { paymentDetails: { amount: lowered, currency: offer.total_currency, paymentId } }),
    );
    expect(byId.statusCode).toBe(409);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('voided');
  });

  it('a declined card leaves a failed booking and no captured payment', async () => {
    const offer = await firstOffer(t.app);
    const body = bookingBody(offer, {
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, cardDetails: card(CARDS.declined) },
    });
    const res = await postBooking(t.app, body);
    expect(res.statusCode).toBe(402);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(rows[0]?.failureReason).toMatch(/^Payment failed/);
    expect((await paymentsOf(rows[0]?.id ?? '')).filter((p) => p.status === 'captured')).toHaveLength(0);
  });

  it('an unknown paymentId books nothing', async () => {
    const offer = await firstOffer(t.app);
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        paymentDetails: {
          amount: offer.total_amount,
          currency: offer.total_currency,
          paymentId: '00000000-0000-4000-8000-000000000000',
        },
      }),
    );
    expect(res.statusCode).toBe(404);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    expect(rows.every((r) => r.status === 'failed')).toBe(true);
  });

  it('an airline order failure after authorisation voids the payment (MAN-TFS)', async () => {
    const offer = await firstOffer(t.app, { origin: 'MAN', destination: 'TFS' });
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'BOOKING_FAILED' });
    expect(res.json().message).toMatch(
      /^The airline could not confirm this booking, so your card has not been charged\./,
    );
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Airline order failed', providerOrderId: null });
    expect((await paymentsOf(row?.id ?? '')).map((p) => p.status)).toEqual(['voided']);
  });

  it('a price the airline changes at the order: 409, nothing held, the new price shown, and booked at it (LTN-FAO)', async () => {
    const offer = await firstOffer(t.app, { origin: 'LTN', destination: 'FAO' });
    const first = await postBooking(t.app, bookingBody(offer));
    expect([first.statusCode, first.json()]).toEqual([
      409,
      { error: 'PRICE_CHANGED', message: PRICE_CHANGED_AT_ORDER_MESSAGE },
    ]);
    const [failed] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'The airline changed the price at the order' });
    expect((await paymentsOf(failed?.id ?? '')).map((p) => p.status)).toEqual(['voided']);
    // The offer now says the new price; the traveller accepts it and books at it.
    const shown = await t.app.inject({ method: 'GET', url: `/api/flights/offer/${offer.id}` });
    const repriced = OfferSchema.parse(shown.json());
    expect(Number(repriced.total_amount)).toBeGreaterThan(Number(offer.total_amount));
    const again = await postBooking(t.app, bookingBody(repriced));
    expect(again.statusCode, again.body).toBe(201);
    expect(CreateBookingResponseSchema.parse(again.json()).booking.bookingData.total_amount).toBe(
      repriced.total_amount,
    );
  });
});
