import { describe, expect, it } from 'vitest';
import {
  ageFitsType,
  ageOn,
  lastFlightDate,
  normalisePassportNumber,
  PASSENGER_TYPE_LABELS,
  PASSPORT_COUNTRIES,
  passportExpiryState,
  passportRequired,
} from './passengers';
import type { Offer } from './schemas/flights';

/* J5 and R8: ages on the day of the last flight, passports, expiry warnings. */

describe('ageOn', () => {
  it('counts whole years, the day before a birthday still the younger age', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-06-15', '2026-05-31')).toBe(25);
    expect(ageOn('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('turns a 29 February birthday over on 1 March in common years, on the day in leap years', () => {
    expect(ageOn('2016-02-29', '2017-02-28')).toBe(0);
    expect(ageOn('2016-02-29', '2017-03-01')).toBe(1);
    expect(ageOn('2016-02-29', '2020-02-28')).toBe(3);
    expect(ageOn('2016-02-29', '2020-02-29')).toBe(4);
  });
});

describe('lastFlightDate (R58: the day ages are measured on, as Duffel does)', () => {
  const slice = (...departures: string[]) => ({
    departure_time: departures[0] ?? '',
    segments: departures.map((departing_at) => ({ departing_at })),
  });
  const offer = (...slices: ReturnType<typeof slice>[]) => ({ slices }) as unknown as Pick<Offer, 'slices'>;

  it("is the last slice's departure date, not its last segment's after a connection past midnight", () => {
    const trip = offer(slice('2027-01-02T09:00:00'), slice('2027-12-07T22:00:00', '2027-12-08T01:30:00'));
    expect(lastFlightDate(trip)).toBe('2027-12-07');
    // Born 8 December 2009: 17 on the day Duffel counts, so not yet an adult of 18+.
    expect(ageOn('2009-12-08', lastFlightDate(trip))).toBe(17);
  });
});

describe('ageFitsType (adults 12+, children 2-11, infants under 2)', () => {
  const travel = '2026-07-10';
  it.each([
    ['adult', '2014-07-10', true],
    ['adult', '2014-07-11', false],
    ['child', '2014-07-11', true],
    ['child', '2014-07-10', false],
    ['child', '2024-07-10', true],
    ['child', '2024-07-11', false],
    ['infant_without_seat', '2024-07-11', true],
    ['infant_without_seat', '2024-07-10', false],
    ['infant_without_seat', '2026-07-10', true],
  ] as const)('%s born %s: %s', (type, born, fits) => {
    expect(ageFitsType(type, born, travel)).toBe(fits);
  });

  it('labels the bands as the form shows them', () => {
    expect(PASSENGER_TYPE_LABELS).toEqual({
      adult: 'Adult (12+ years)',
      child: 'Child (2-11 years)',
      infant_without_seat: 'Infant (under 2 years)',
    });
  });
});

type Slices = Offer['slices'];
const place = (iata_code: string, country_code: string) => ({ iata_code, country_code, name: iata_code });
function slice(from: [string, string], to: [string, string], stops: [string, string][] = []): Slices[number] {
  const points = [from, ...stops, to];
  const segments = points.slice(1).map((end, i) => {
    const start = points[i] ?? from;
    return { origin: place(...start), destination: place(...end), departing_at: '2026-07-10T08:00:00' };
  });
  return { origin: place(...from), destination: place(...to), segments } as unknown as Slices[number];
}
const offer = (slices: Slices[number][], documents = false) => ({
  slices,
  passenger_identity_documents_required: documents,
});

describe('passportRequired', () => {
  const LHR: [string, string] = ['LHR', 'GB'];
  const MAN: [string, string] = ['MAN', 'GB'];
  const EDI: [string, string] = ['EDI', 'GB'];
  const JFK: [string, string] = ['JFK', 'US'];
  const AMS: [string, string] = ['AMS', 'NL'];

  it('is not required on a domestic trip', () => {
    expect(passportRequired(offer([slice(LHR, EDI), slice(EDI, LHR)]))).toBe(false);
  });
  it('is required when the offer says so, even at home', () => {
    expect(passportRequired(offer([slice(LHR, EDI)], true))).toBe(true);
  });
  it('is required when a slice crosses a border', () => {
    expect(passportRequired(offer([slice(MAN, AMS)]))).toBe(true);
    expect(passportRequired(offer([slice(LHR, EDI), slice(EDI, AMS)]))).toBe(true);
  });
  it('is required when a segment crosses a border inside a domestic-looking slice', () => {
    expect(passportRequired(offer([slice(MAN, LHR, [AMS])]))).toBe(true);
  });
  it('is required between JFK and LHR, both ways', () => {
    expect(passportRequired(offer([slice(JFK, LHR)]))).toBe(true);
    expect(passportRequired(offer([slice(LHR, JFK)]))).toBe(true);
    // The route rule stands on its own, whatever the country codes say.
    expect(passportRequired(offer([slice(['JFK', 'GB'], LHR)]))).toBe(true);
    expect(passportRequired(offer([slice(LHR, ['JFK', 'GB'])]))).toBe(true);
  });
});

describe('passportExpiryState', () => {
  const today = '2026-01-01';
  it('is expired today and before', () => {
    expect(passportExpiryState('2026-01-01', today)).toBe('expired');
    expect(passportExpiryState('2025-12-31', today)).toBe('expired');
  });
  it('warns under 180 days (179), not at 180', () => {
    expect(passportExpiryState('2026-01-02', today)).toBe('expiring');
    expect(passportExpiryState('2026-06-29', today)).toBe('expiring'); // 179 days
    expect(passportExpiryState('2026-06-30', today)).toBe('ok'); // 180 days
  });
});

describe('passport input', () => {
  it('strips spaces and upper-cases', () => {
    expect(normalisePassportNumber('ab 123 45')).toBe('AB12345');
  });
  it('offers the 24 countries of the spec', () => {
    expect(PASSPORT_COUNTRIES.map(([code]) => code)).toEqual(
      'US GB CA AU FR DE IT ES JP CN IN BR MX RU ZA SG AE NZ KR SE NO DK FI IE'.split(' '),
    );
  });
});
