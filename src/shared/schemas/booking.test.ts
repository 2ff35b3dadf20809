import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BOOKING_MESSAGES as M,
  CardDetailsSchema,
  CreateBookingRequestSchema,
  PassengerSchema,
  passengersSchema,
  type PassengerInput,
} from './booking';

/*
 * J5's passenger and card rules: every message a traveller can meet on these forms comes
 * out of the shared schemas word for word, at the field it belongs to.
 */

const TODAY = '2026-03-01';
const TRAVEL = '2026-04-10';
const rules = (passportRequired = false) => ({ passportRequired, travelDate: TRAVEL, today: TODAY });

function messages(result: z.ZodSafeParseResult<unknown>): { path: string; message: string }[] {
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const adult = (over: Partial<PassengerInput> = {}): PassengerInput => ({
  type: 'adult',
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  dateOfBirth: '1990-05-01',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  ...over,
});
const withPassport = (over: Partial<PassengerInput> = {}) =>
  adult({ passportNumber: 'AB12345', passportExpiryDate: '2030-01-01', passportIssuingCountry: 'GB', ...over });

function passengerMessage(over: Partial<PassengerInput>, passport = false, index = 0): string[] {
  const list = index === 0 ? [adult(over)] : [adult(), adult({ email: undefined, phone: undefined, ...over })];
  return messages(passengersSchema(rules(passport)).safeParse(list))
    .filter((m) => m.path.startsWith(String(index)))
    .map((m) => m.message);
}

describe('PassengerSchema field messages', () => {
  it.each<[string, Partial<PassengerInput>, string]>([
    ['empty first name', { firstName: '' }, M.firstName],
    ['blank first name', { firstName: '   ' }, M.firstName],
    ['empty last name', { lastName: '' }, M.lastName],
    ['long first name', { firstName: 'A'.repeat(51) }, M.nameLong],
    ['empty date of birth', { dateOfBirth: '' }, M.dateOfBirth],
    ['date of birth not a date', { dateOfBirth: '01/05/1990' }, M.dateOfBirthFormat],
    ['bad email of the primary passenger', { email: 'ada@' }, M.primaryEmail],
    ['bad phone', { phone: 'call me' }, M.phone],
    ['short passport', { passportNumber: 'ab 12' }, M.passportShort],
    ['long passport', { passportNumber: 'A'.repeat(21) }, M.passportLong],
    ['passport punctuation', { passportNumber: 'AB-12345' }, M.passportChars],
    ['passport expiry not a date', { passportExpiryDate: 'soon' }, M.passportExpiryFormat],
    ['country of 3', { passportIssuingCountry: 'GBR' }, M.countryLength],
    ['country with a digit', { passportIssuingCountry: 'G1' }, M.countryLetters],
    // R26: what an airline order needs.
    ['no title', { title: '' }, M.titleRequired],
    ['no gender', { gender: '' }, M.genderRequired],
    ['gender undisclosed', { gender: 'undisclosed' }, M.genderRequired],
    ['a name in another script', { lastName: '李' }, M.nameCharacters],
    ['a name with a digit', { firstName: 'Ada2' }, M.nameCharacters],
    ['a letter no ticket can print', { firstName: 'Ærø' }, M.nameCharacters],
    ['a phone number too short for its country', { phone: '7946', phoneCountry: 'GB' }, M.phoneInvalid],
    ['a phone number too short for +1', { phone: '+1 555 0100' }, M.phoneInvalid],
    ['a country that is not one', { phone: '020 7946 0000', phoneCountry: 'XX' }, M.phoneCountry],
  ])('%s', (_, over, message) => {
    expect(passengerMessage(over)).toContain(message);
  });

  it("takes names in Latin letters with accents, hyphens and apostrophes, a phone keyboard's apostrophe straightened", () => {
    expect(passengerMessage({ firstName: 'José-María', lastName: 'Ó Súilleabháin' })).toEqual([]);
    expect(passengerMessage({ firstName: 'Łukasz', lastName: 'Müller-Søren' })).toEqual([]);
    expect(PassengerSchema.parse(adult({ lastName: ' O\u2019Brien ' })).lastName).toBe("O'Brien");
  });

  it('takes a phone number typed as dialled at home, with its country, or with + and the code', () => {
    expect(passengerMessage({ phone: '07700 900123', phoneCountry: 'gb' })).toEqual([]);
    expect(passengerMessage({ phone: '+44 7700 900123' })).toEqual([]);
    expect(passengerMessage({ phone: '(212) 555-0142' })).toEqual([]); // no country: the US
  });

  it('normalises the passport number and country as typed', () => {
    const p = PassengerSchema.parse(adult({ passportNumber: 'ab 123 45', passportIssuingCountry: ' gb ' }));
    expect(p.passportNumber).toBe('AB12345');
    expect(p.passportIssuingCountry).toBe('GB');
  });

  it('trims names and reads blank optional fields as not given', () => {
    const p = PassengerSchema.parse(adult({ firstName: '  Ada ', title: '', gender: '', passportNumber: ' ' }));
    expect(p).toMatchObject({ firstName: 'Ada', title: undefined, gender: undefined, passportNumber: undefined });
  });
});

describe('passengersSchema (rules of one offer)', () => {
  it('needs at least one passenger', () => {
    expect(messages(passengersSchema(rules()).safeParse([])).map((m) => m.message)).toEqual([M.passengerRequired]);
  });

  it('needs the primary passenger e-mail and phone', () => {
    expect(passengerMessage({ email: undefined })).toEqual([M.primaryEmail]);
    expect(passengerMessage({ email: '' })).toEqual([M.primaryEmail]);
    // Any invalid value of the primary passenger's e-mail, not only an empty one (J5).
    expect(passengerMessage({ email: 'jane@' })).toEqual([M.primaryEmail]);
    expect(passengerMessage({ phone: '' })).toEqual([M.primaryPhone]);
  });

  it('lets the second passenger leave e-mail and phone empty, but checks an e-mail given', () => {
    expect(passengerMessage({}, false, 1)).toEqual([]);
    expect(passengerMessage({ email: 'not-an-email' }, false, 1)).toEqual([M.email]);
    expect(passengerMessage({ email: 'second@example.com' }, false, 1)).toEqual([]);
  });

  it('refuses a date of birth after today', () => {
    expect(passengerMessage({ dateOfBirth: '2026-03-02' })).toEqual([M.dateOfBirthFuture]);
  });

  it('checks ages on the day of the last flight', () => {
    expect(passengerMessage({ dateOfBirth: '2014-04-11' })).toEqual([M.ageAdult]);
    expect(passengerMessage({ type: 'child', dateOfBirth: '2014-04-10' }, false, 1)).toEqual([M.ageChild]);
    expect(passengerMessage({ type: 'child', dateOfBirth: '2014-04-11' }, false, 1)).toEqual([]);
    expect(passengerMessage({ type: 'infant_without_seat', dateOfBirth: '2024-04-10' }, false, 1)).toEqual([
      M.ageInfant,
    ]);
  });

  it('asks for every passport field when a passport is required', () => {
    const result = messages(passengersSchema(rules(true)).safeParse([adult()]));
    expect(result).toEqual([
      { path: '0.passportNumber', message: M.passportShort },
      { path: '0.passportIssuingCountry', message: M.countryLength },
      { path: '0.passportExpiryDate', message: M.passportExpiryRequired },
    ]);
    expect(messages(passengersSchema(rules(true)).safeParse([withPassport()]))).toEqual([]);
  });

  it('refuses a passport that has expired (today counts), even when not required', () => {
    expect(passengerMessage({ passportExpiryDate: TODAY })).toEqual([M.passportExpired]);
    expect(passengerMessage({ passportExpiryDate: '2026-03-02' })).toEqual([]);
  });
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getUTCFullYear() - 1 + 100) % 100).padStart(2, '0');
const card = (over: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: nextYear,
  cvv: '123',
  holderName: 'Ada Lovelace',
  ...over,
});
const cardMessages = (over: Record<string, unknown>) =>
  messages(CardDetailsSchema.safeParse(card(over))).map((m) => m.message);

describe('CardDetailsSchema', () => {
  it('accepts the test card as typed, grouped, and pads the month', () => {
    const parsed = CardDetailsSchema.parse(card({ expiryMonth: '1', holderName: '  Ada  ' }));
    expect(parsed).toMatchObject({ number: '4242424242424242', expiryMonth: '01', holderName: 'Ada' });
    expect(
      CardDetailsSchema.parse(card({ expiryMonth: 7, expiryYear: Number(nextYear) || nextYear })).expiryMonth,
    ).toBe('07');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['letters in the number', { number: '4242 4242 4242 424x' }, M.cardNumber],
    ['14 digits', { number: '42424242424242' }, M.cardNumber],
    ['17 digits', { number: '42424242424242420' }, M.cardNumber],
    ['a failing Luhn check', { number: '4242 4242 4242 4241' }, M.cardLuhn],
    ['month 13', { expiryMonth: '13' }, M.expiry],
    ['month 0', { expiryMonth: '0' }, M.expiry],
    ['a four-digit year', { expiryYear: '2030' }, M.expiry],
    ['an empty year', { expiryYear: '' }, M.expiry],
    ['a past expiry', { expiryYear: lastYear }, M.expiry],
    ['a 2-digit CVV', { cvv: '12' }, M.cvv],
    ['a 5-digit CVV', { cvv: '12345' }, M.cvv],
    ['a CVV with letters', { cvv: '12a' }, M.cvv],
    ['a holder name of 2 after trimming', { holderName: '  Al  ' }, M.holderName],
  ])('refuses %s', (_, over, message) => {
    // An unreadable year also fails the in-the-future check: the same text, once per field.
    expect([...new Set(cardMessages(over))]).toEqual([message]);
  });

  it('takes 15-digit Amex numbers, 4-digit CVVs and a 3-letter name', () => {
    expect(cardMessages({ number: '3782 822463 10005', cvv: '1234', holderName: ' Ada ' })).toEqual([]);
  });

  it('accepts this month, not last month', () => {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1);
    const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
    expect(cardMessages({ expiryMonth: month, expiryYear: year })).toEqual([]);
    if (now.getUTCMonth() > 0) {
      expect(cardMessages({ expiryMonth: String(now.getUTCMonth()), expiryYear: year })).toEqual([M.expiry]);
    }
  });
});

describe('CreateBookingRequestSchema paymentDetails', () => {
  const request = (paymentDetails: Record<string, unknown>) => ({
    offerId: 'off_1',
    passengers: [adult()],
    paymentDetails: { amount: '523.00', currency: 'USD', ...paymentDetails },
  });
  const paymentId = '0b9b2b1e-8f5c-4c1a-9e1a-2b3c4d5e6f70';

  it('needs a paymentId or card details', () => {
    expect(messages(CreateBookingRequestSchema.safeParse(request({})))).toEqual([
      { path: 'paymentDetails.cardDetails', message: M.cardRequired },
    ]);
    expect(CreateBookingRequestSchema.safeParse(request({ paymentId })).success).toBe(true);
    expect(CreateBookingRequestSchema.safeParse(request({ cardDetails: card() })).success).toBe(true);
  });

  it('refuses both at once', () => {
    expect(messages(CreateBookingRequestSchema.safeParse(request({ paymentId, cardDetails: card() })))).toEqual([
      { path: 'paymentDetails.paymentId', message: M.paymentOneWay },
    ]);
  });

  it('needs an offer and a passenger, with the booking request texts', () => {
    const none = messages(
      CreateBookingRequestSchema.safeParse({ ...request({ paymentId }), offerId: ' ', passengers: [] }),
    );
    expect(none.map((m) => m.message)).toEqual([M.offerId, M.bookingPassengers]);
  });

  it('reads a JSON number amount as its decimal string and refuses a float artefact', () => {
    const parsed = CreateBookingRequestSchema.parse(request({ paymentId, amount: 523.5 }));
    expect(parsed.paymentDetails.amount).toBe('523.5');
    expect(CreateBookingRequestSchema.safeParse(request({ paymentId, amount: 0.1 + 0.2 })).success).toBe(false);
  });
});
