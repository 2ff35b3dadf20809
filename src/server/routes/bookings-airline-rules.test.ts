import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/schemas/booking';
import { bookings, sandboxOrders } from '../db/schema';
import { bornYearsBefore, expectSearchedAgeRefused } from '../testing/ages';
import { bookingBody, firstOffer, passenger, postBooking, primary, useBookingTestApp } from '../testing/booking';

/*
 * R26 through POST /api/bookings: what an airline order needs is asked before any money is held
 * (400 with the field's message), and what the traveller typed reaches the airline in its form
 * (E.164 phone numbers, no passport for an airline that takes none).
 */

const t = useBookingTestApp();

const orderOf = async (bookingId: string) =>
  (await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, bookingId)))[0];
const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('what the airline order needs is asked first', () => {
  it.each<[string, Partial<ReturnType<typeof primary>>, string, string]>([
    ['no title', { title: undefined }, 'title', BOOKING_MESSAGES.titleRequired],
    ['gender undisclosed', { gender: 'undisclosed' }, 'gender', BOOKING_MESSAGES.genderRequired],
    ['a name in another script', { lastName: 'Лавлейс' }, 'lastName', BOOKING_MESSAGES.nameCharacters],
    ['a phone number too short', { phone: '020 79', phoneCountry: 'GB' }, 'phone', BOOKING_MESSAGES.phoneInvalid],
    ['a local number with no country', { phone: '0161 496 0001' }, 'phone', BOOKING_MESSAGES.phoneInvalid],
  ])('%s: 400, nothing booked', async (_name, spoil, field, message) => {
    const offer = await firstOffer(t.app);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary(spoil)] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toContainEqual({ path: `body.passengers.0.${field}`, message });
  });
});

describe('the ages a family searched with (R26)', () => {
  it('a birth date that contradicts the searched age is a 400 saying so; the right one books', async () => {
    const offer = await firstOffer(t.app, undefined, { adults: 1, children: 1, childAges: [7] });
    const child = offer.passengers.find((p) => p.type === 'child');
    expect(child?.age).toBe(7);
    await expectSearchedAgeRefused(t.app, offer, 'child', 7, 9);
    const right = await postBooking(
      t.app,
      bookingBody(offer, { passengers: [primary(), passenger('child', { dateOfBirth: bornYearsBefore(offer, 7) })] }),
    );
    expect(right.statusCode, right.body).toBe(201);
  });
});

describe('what reaches the airline', () => {
  it('a UK number typed as dialled at home is kept and sent in E.164; an accented name goes as typed', async () => {
    const offer = await firstOffer(t.app);
    const lead = primary({ phone: '07700 900123', phoneCountry: 'GB', firstName: 'José', lastName: 'O’Brien' });
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [lead] }));
    expect(res.statusCode, res.body).toBe(201);
    const { id: bookingId } = res.json() as { id: string };
    const order = await orderOf(bookingId);
    expect(order?.passengers[0]).toMatchObject({
      phoneNumber: '+447700900123',
      givenName: 'José',
      familyName: "O'Brien",
      title: 'ms',
      gender: 'f',
    });
    const stored = (await bookingRow(bookingId))?.request as { passengers: { phone: string }[] };
    expect(stored.passengers[0]?.phone).toBe('+447700900123');
    // The airline's e-ticket for the passenger, kept on the booking and shown in the answer.
    const data = res.json().booking.bookingData as { passengers: { ticket_numbers?: string[] }[] };
    expect(data.passengers[0]?.ticket_numbers).toEqual([expect.stringMatching(/^\d{13}$/)]);
    expect(res.json().emailContent.text).toMatch(/e-ticket \d{3}-\d{10}/);
  });

  it('an airline that takes no documents (ORD-DEN) gets none, even when the traveller typed a passport', async () => {
    const offer = await firstOffer(t.app, { origin: 'ORD', destination: 'DEN' }, { adults: 2 });
    expect(offer.supported_passenger_identity_document_types).toEqual([]);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary(), passenger('adult')] }));
    expect(res.statusCode, res.body).toBe(201);
    const { id: bookingId } = res.json() as { id: string };
    const order = await orderOf(bookingId);
    expect(order?.passengers.map((p) => p.identityDocument)).toEqual([null, null]);
    const stored = (await bookingRow(bookingId))?.request as { passengers: Record<string, unknown>[] };
    expect(stored.passengers.map((p) => p.passportNumber)).toEqual([undefined, undefined]);
  });
});
