import type { Offer } from './schemas/flights';

/*
 * Who may fly as what, and when a passport is needed (J5, R8).
 * Pure rules shared by the passenger form and the booking service, so both say the same thing.
 */

export type PassengerType = 'adult' | 'child' | 'infant_without_seat';

/** The labels of the passenger form. */
export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  adult: 'Adult (12+ years)',
  child: 'Child (2-11 years)',
  infant_without_seat: 'Infant (under 2 years)',
};

/** R8: whole years on the day of the last flight. */
export const AGE_BANDS: Record<PassengerType, { min: number; max: number }> = {
  adult: { min: 12, max: 130 },
  child: { min: 2, max: 11 },
  infant_without_seat: { min: 0, max: 1 },
};

/** The 24 issuing countries offered in the passport block (any 2-letter code is accepted). */
export const PASSPORT_COUNTRIES = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['JP', 'Japan'],
  ['CN', 'China'],
  ['IN', 'India'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['RU', 'Russia'],
  ['ZA', 'South Africa'],
  ['SG', 'Singapore'],
  ['AE', 'United Arab Emirates'],
  ['NZ', 'New Zealand'],
  ['KR', 'South Korea'],
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['DK', 'Denmark'],
  ['FI', 'Finland'],
  ['IE', 'Ireland'],
] as const;

/** Under this many days of passport validity the form warns 'Less than 6 months validity'. */
export const PASSPORT_WARNING_DAYS = 180;

/** Whole years old on `day` (both yyyy-MM-dd); a 29 February birthday turns over on 1 March. */
export function ageOn(bornOn: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = bornOn.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** True when someone born on `bornOn` may fly as `type` on `travelDay`. */
export function ageFitsType(type: PassengerType, bornOn: string, travelDay: string): boolean {
  const age = ageOn(bornOn, travelDay);
  const band = AGE_BANDS[type];
  return age >= band.min && age <= band.max;
}

/**
 * The day ages are measured on (yyyy-MM-dd, local): the departure date of the last slice, as Duffel
 * counts them. Not its last segment's: a connection after midnight would make a traveller a day
 * older for us than for the airline, who would then refuse the order after the card was held.
 */
export function lastFlightDate(offer: Pick<Offer, 'slices'>): string {
  const last = offer.slices[offer.slices.length - 1];
  return (last?.segments[0]?.departing_at ?? last?.departure_time ?? '').slice(0, 10);
}

type DocumentFacts = Pick<
  Offer,
  'passenger_identity_documents_required' | 'supported_passenger_identity_document_types'
>;

/**
 * R26: whether the airline takes a passport for this offer at all. An offer that lists the
 * document types it supports and leaves passports out must be ordered without one (Duffel: an
 * empty list means "send none"); an offer that does not say (older offers) takes one.
 */
export function passportAccepted(offer: Pick<Offer, 'supported_passenger_identity_document_types'>): boolean {
  const supported = offer.supported_passenger_identity_document_types;
  return supported === undefined || supported.includes('passport');
}

/**
 * J5: a passport is required when the offer says so, when any slice or segment crosses a
 * border, or on the JFK-LHR route (either way), unless the airline takes none (R26).
 */
export function passportRequired(offer: Pick<Offer, 'slices'> & DocumentFacts): boolean {
  if (!passportAccepted(offer)) return false;
  if (offer.passenger_identity_documents_required) return true;
  for (const slice of offer.slices) {
    if (slice.origin.country_code !== slice.destination.country_code) return true;
    const codes = [slice.origin.iata_code, slice.destination.iata_code].sort().join('-');
    if (codes === 'JFK-LHR') return true;
    for (const segment of slice.segments) {
      if (segment.origin.country_code !== segment.destination.country_code) return true;
    }
  }
  return false;
}

/** Normalises what a person types into the passport number field: no spaces, upper case. */
export function normalisePassportNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type PassportExpiryState = 'expired' | 'expiring' | 'ok';

/** 'Passport has expired' on or before today; 'Less than 6 months validity' under 180 days. */
export function passportExpiryState(expiry: string, today: string): PassportExpiryState {
  if (expiry <= today) return 'expired';
  const days = (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days < PASSPORT_WARNING_DAYS ? 'expiring' : 'ok';
}

/**
 * R26: the characters an airline takes in a name (Duffel's rule): space, "-", "'", and the letters
 * of Basic Latin, Latin-1 Supplement and Latin Extended-A, except Æ æ Ĳ ĳ Œ œ Þ þ ð, which the
 * ticket's machine-readable name cannot carry.
 */
export const AIRLINE_NAME =
  /^[A-Za-z\u00C0-\u00C5\u00C7-\u00D6\u00D8-\u00DD\u00DF-\u00E5\u00E7-\u00EF\u00F1-\u00F6\u00F8-\u00FD\u00FF\u0100-\u0131\u0134-\u0151\u0154-\u017F '-]+$/;

/** A name as typed, with a phone keyboard's curly apostrophe made straight and spaces collapsed. */
export function normaliseName(value: string): string {
  return value
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * R26, R58: the ages the offer's passengers were searched with, by offer passenger id: children,
 * infants and adults aged 12-17. An adult without one was searched as 18 or over.
 */
export function searchedAges(offer: Pick<Offer, 'passengers'>): Record<string, number> {
  const ages: Record<string, number> = {};
  for (const p of offer.passengers) {
    if (typeof p.age === 'number') ages[p.id] = p.age;
  }
  return ages;
}

/** R58: the youngest an adult searched without an age may be (Duffel's `type: adult`). */
export const ADULT_WITHOUT_AGE = 18;

/** R58: someone aged `age` on an adult slot searched without an age, which the airline refuses. */
export function youthOnAgelessSlot(type: PassengerType, searchedAge: number | undefined, age: number): boolean {
  return type === 'adult' && searchedAge === undefined && age < ADULT_WITHOUT_AGE;
}

/** R58: what to do about it, in the words of the search form. */
export function youthOnAgelessSlotMessage(age: number): string {
  return (
    `This passenger is ${age} on the day of the last flight, and airlines book travellers aged 12 to 17 ` +
    'by their age. Search again, choosing their age under Adults ("of whom aged 12-17").'
  );
}
