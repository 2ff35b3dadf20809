import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema, type PassengerInput } from '../../shared/schemas/booking';
import { SavedTravellerSchema, type SavedTravellerInput } from '../../shared/schemas/travellers';
import { bookings, sandboxOrders, savedTravellers, users } from '../db/schema';
import { registerAndSignIn, signIn, whoAmI } from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, primary, useBookingTestApp } from '../testing/booking';
import { openSecret } from '../services/platform';

/* R49: saved travellers, their passports sealed at rest, and deleting an account. */

const t = useBookingTestApp();
const year = new Date().getUTCFullYear();

const traveller = (overrides: Partial<SavedTravellerInput> = {}): SavedTravellerInput => ({
  title: 'mr',
  firstName: 'Alan',
  lastName: 'Turing',
  gender: 'male',
  dateOfBirth: `${year - 40}-06-23`,
  nationality: 'gb',
  passportNumber: 'X1234 5678',
  passportExpiryDate: `${year + 5}-01-01`,
  passportIssuingCountry: 'GB',
  email: 'alan@example.com',
  phone: '+44 20 7946 0001',
  loyaltyAccounts: [{ airlineIataCode: 'ba', accountNumber: '12345678' }],
  ...overrides,
});

const save = (cookie: string, body: SavedTravellerInput = traveller()) =>
  t.app.inject({ method: 'POST', url: '/api/account/travellers', payload: body, headers: { cookie } });
const list = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/travellers', headers: cookie ? { cookie } : {} });

describe('R49: /api/account/travellers', () => {
  it('R49: saves a traveller and answers with the passport’s last 4 only, never the number', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await save(cookie);
    expect(res.statusCode, res.body).toBe(201);
    const saved = SavedTravellerSchema.parse(res.json());
    expect(saved).toMatchObject({ isAccountHolder: true, passportLast4: '5678', nationality: 'GB' });
    expect(saved.loyaltyAccounts).toEqual([{ airlineIataCode: 'BA', accountNumber: '12345678' }]);
    expect(res.body).not.toContain('X12345678');
    const listed = await list(cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('X12345678');
    expect(listed.body).toContain('"passportLast4":"5678"');
  });

  it('R49: keeps the passport number encrypted at rest (the raw row holds no number)', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(cookie)).json());
    const [row] = await t.app.db.select().from(savedTravellers).where(eq(savedTravellers.id, saved.id));
    expect(row?.passportSealed).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(row)).not.toContain('X12345678');
    expect(openSecret(row?.passportSealed ?? '')).toBe('X12345678');
  });

  it('R49: lists the account holder first, then the others in the order they were saved', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    await save(cookie, traveller({ firstName: 'Holder' }));
    await save(cookie, traveller({ firstName: 'Child', dateOfBirth: `${year - 8}-02-02` }));
    const travellers = (await list(cookie)).json<{ travellers: { firstName: string; isAccountHolder: boolean }[] }>()
      .travellers;
    expect(travellers.map((x) => [x.firstName, x.isAccountHolder])).toEqual([
      ['Holder', true],
      ['Child', false],
    ]);
  });

  it('R49: edits and deletes; an edit without a passport number keeps the saved one', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(cookie)).json());
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/account/travellers/${saved.id}`,
      payload: traveller({ firstName: 'Alonzo', passportNumber: undefined }),
      headers: { cookie },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ firstName: 'Alonzo', passportLast4: '5678' });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/travellers/${saved.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(200);
    expect((await list(cookie)).json().travellers).toEqual([]);
  });

  it('R49: only the owner sees or changes a traveller: another account gets 404, a signed-out visitor 401', async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(owner.cookie)).json());
    expect((await list(other.cookie)).json().travellers).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/account/travellers/${saved.id}`,
        ...(method === 'PUT' ? { payload: traveller() } : {}),
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: 'This saved traveller was not found.' });
    }
    const signedOut = await list();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toHaveProperty('message');
  });

  it('R49: refuses a bad traveller with 400 {error, message}', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await save(cookie, traveller({ firstName: '', passportNumber: 'ab' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

async function bookFor(cookie: string, passengers: PassengerInput[], route = { origin: 'JFK', destination: 'LHR' }) {
  const offer = await firstOffer(t.app, route, {
    adults: passengers.filter((p) => p.type === 'adult').length,
    children: passengers.filter((p) => p.type === 'child').length,
  });
  return postBooking(t.app, bookingBody(offer, { passengers }), { cookie });
}

describe('R49: booking for a saved traveller', () => {
  it('R49: the server fills the passport from the owner’s saved traveller and the airline gets it', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(cookie)).json());
    const res = await bookFor(cookie, [
      primary({ firstName: 'Alan', lastName: 'Turing', passportNumber: undefined, savedTravellerId: saved.id }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(res.body).not.toContain('X12345678');
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, answer.id));
    const order = (row?.request as { orderPassengers: { identityDocument: { number: string } | null }[] })
      .orderPassengers;
    // Kept sealed in the booking (R49, in bookings too), and the airline got the number itself.
    expect(JSON.stringify(row)).not.toContain('X12345678');
    expect(openSecret(order[0]?.identityDocument?.number ?? '')).toBe('X12345678');
    const [sent] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, answer.id));
    const documents = (sent?.passengers ?? []) as { identityDocument?: { number: string } | null }[];
    expect(documents[0]?.identityDocument?.number).toBe('X12345678');
  });

  it('R49: someone else’s saved traveller id is 404 and nothing is booked', async () => {
    const owner = await registerAndSignIn(t.app);
    const thief = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(owner.cookie)).json());
    const before = (await t.app.db.select({ id: bookings.id }).from(bookings)).length;
    const res = await bookFor(thief.cookie, [primary({ passportNumber: undefined, savedTravellerId: saved.id })]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: 'This saved traveller was not found.' });
    expect((await t.app.db.select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it('R49: a saved traveller with no passport still needs one where the flight asks for it (400, nothing booked)', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(cookie, traveller({ passportNumber: undefined }))).json());
    const before = (await t.app.db.select({ id: bookings.id }).from(bookings)).length;
    const res = await bookFor(cookie, [primary({ passportNumber: undefined, savedTravellerId: saved.id })]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('passportNumber');
    expect((await t.app.db.select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it('R49: "Save this traveller" saves a new passenger on the signed-in account once booked', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await bookFor(cookie, [
      primary({ firstName: 'Grace', lastName: 'Hopper', saveTraveller: true, passportNumber: 'H9876543' }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const travellers = (await list(cookie)).json<{ travellers: { firstName: string; passportLast4: string }[] }>()
      .travellers;
    expect(travellers).toMatchObject([{ firstName: 'Grace', passportLast4: '6543' }]);
  });
});

describe('R49: DELETE /api/account', () => {
  it('R49: with the right password deletes the account and its travellers, and keeps its bookings anonymised', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const saved = SavedTravellerSchema.parse((await save(cookie)).json());
    const booked = await bookFor(cookie, [primary({ firstName: 'Mary', lastName: 'Shelley', email: user.email })]);
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, bookingReference } = CreateBookingResponseSchema.parse(booked.json());

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'nope' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: expect.any(String), message: 'Current password is incorrect' });

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, user)).cookie).toBeUndefined();
    expect(await t.app.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    expect(await t.app.db.select().from(savedTravellers).where(eq(savedTravellers.id, saved.id))).toEqual([]);

    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ userId: null, contactEmail: 'deleted-account@invalid', status: 'confirmed' });
    const kept = JSON.stringify([row?.bookingData, row?.request]);
    for (const personal of ['Mary', 'Shelley', user.email, 'P10', '+44']) expect(kept).not.toContain(personal);
    expect(row?.providerOrderId?.replace(/^ord_/, '').slice(0, 8).toUpperCase()).toBe(bookingReference);
  });
});
