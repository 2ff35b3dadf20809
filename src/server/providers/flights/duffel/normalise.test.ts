import { describe, expect, it } from 'vitest';
import { OfferSchema, SeatMapSchema } from '../../../../shared/schemas/flights';
import { duffelAirline, duffelSeatMaps, jfkLhrOffer } from '../../../testing/duffel/fixtures';
import { normaliseOffer, passengerType } from './normalise-offer';
import { sliceStopsLabel, stopCount } from '../../../../shared/display';
import { normaliseSeatMap } from './normalise-seat-map';
import { durationMinutes, formatDuration, localToInstant } from './time';

describe('Duffel offer -> our Offer', () => {
  it('fits the shared contract', () => {
    for (const index of [0, 1, 2, 3]) OfferSchema.parse(normaliseOffer(jfkLhrOffer(index)));
  });

  it('flight number is the marketing carrier code plus number; airline and logo are the marketing carrier’s', () => {
    const raw = jfkLhrOffer();
    const segment = raw.slices[0]!.segments[0]!;
    segment.marketing_carrier = duffelAirline(0); // BA
    segment.marketing_carrier_flight_number = '117';
    segment.operating_carrier = duffelAirline(1); // AA operates
    const [normalised] = normaliseOffer(raw).slices[0]!.segments;
    expect(normalised?.flight_number).toBe('BA117');
    expect(normalised?.airline).toEqual({
      name: 'British Airways',
      logo_url: 'https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/BA.svg',
    });
    expect(normalised?.operating_carrier.iata_code).toBe('AA');
    expect(normalised?.marketing_carrier.logo_url).toBe(segment.marketing_carrier.logo_symbol_url);
  });

  it('country_code comes from iata_country_code, city from the place', () => {
    const offer = normaliseOffer(jfkLhrOffer());
    expect(offer.slices[0]?.origin).toMatchObject({ iata_code: 'JFK', country_code: 'US', city_name: 'New York' });
    expect(offer.slices[0]?.destination).toMatchObject({ iata_code: 'LHR', country_code: 'GB', city_name: 'London' });
  });

  it('slice departure and arrival times are the first departure and the last arrival', () => {
    const raw = jfkLhrOffer(2); // connecting
    const slice = normaliseOffer(raw).slices[0]!;
    expect(slice.segments).toHaveLength(2);
    expect(slice.departure_time).toBe(raw.slices[0]!.segments[0]!.departing_at);
    expect(slice.arrival_time).toBe(raw.slices[0]!.segments[1]!.arriving_at);
  });

  it('refundable and changeable come from the conditions, with one cancellation option each', () => {
    const offer = normaliseOffer(jfkLhrOffer(0)); // refund allowed, 40.00 fee; change allowed, fee unknown
    expect(offer.conditions).toMatchObject({ refundable: true, changeable: true });
    expect(offer.conditions.cancellation_options).toEqual([
      {
        type: 'refund',
        allowed: true,
        penalty_amount: '40.00',
        penalty_currency: 'GBP',
        description: 'Refundable before departure for a fee of GBP 40.00',
      },
      {
        type: 'change',
        allowed: true,
        penalty_amount: null,
        penalty_currency: null,
        description: 'Changeable before departure; the airline sets the fee',
      },
    ]);
    const strict = normaliseOffer(jfkLhrOffer(1)); // refund refused, no change information
    expect(strict.conditions).toMatchObject({ refundable: false, changeable: false, change_before_departure: null });
    expect(strict.conditions.cancellation_options.map((o) => o.description)).toEqual(['Not refundable']);
    expect(normaliseOffer({ ...jfkLhrOffer(), conditions: null }).conditions).toEqual({
      refundable: false,
      changeable: false,
      refund_before_departure: null,
      change_before_departure: null,
      cancellation_options: [],
    });
  });

  it('base and tax always add up to the total, whatever Duffel sent', () => {
    const offer = normaliseOffer({
      ...jfkLhrOffer(),
      total_amount: '45.00',
      base_amount: '30.20',
      tax_amount: '40.80',
    });
    expect([offer.total_amount, offer.base_amount, offer.tax_amount]).toEqual(['45.00', '4.20', '40.80']);
    const noTax = normaliseOffer({ ...jfkLhrOffer(), total_amount: '100', base_amount: '80.00', tax_amount: null });
    expect([noTax.total_amount, noTax.base_amount, noTax.tax_amount]).toEqual(['100.00', '80.00', '20.00']);
    const yen = normaliseOffer({
      ...jfkLhrOffer(),
      total_amount: '52000',
      total_currency: 'JPY',
      base_amount: '40000',
      base_currency: 'JPY',
      tax_amount: '12000',
      tax_currency: 'JPY',
    });
    expect([yen.total_amount, yen.base_amount, yen.tax_amount, yen.tax_currency]).toEqual([
      '52000',
      '40000',
      '12000',
      'JPY',
    ]);
  });

  it('keeps a technical stop inside a flight, so a one-flight trip that lands on the way is not Direct', () => {
    const raw = jfkLhrOffer();
    const segment = raw.slices[0]?.segments[0];
    if (!segment) throw new Error('no segment');
    segment.stops = [{ id: 'sto_1', airport: { iata_code: 'SNN', name: 'Shannon Airport' }, duration: 'PT1H5M' }];
    const offer = OfferSchema.parse(normaliseOffer(raw));
    const slice = offer.slices[0];
    expect(slice?.segments[0]?.stops).toEqual([{ iata_code: 'SNN', name: 'Shannon Airport', duration: 'PT1H5M' }]);
    if (!slice) throw new Error('no slice');
    expect(stopCount(slice)).toBe(slice.segments.length);
    expect(sliceStopsLabel({ segments: [{ stops: [{}] }] }, 'card')).toBe('1 stop');
    expect(sliceStopsLabel({ segments: [{ stops: [] }] }, 'card')).toBe('Direct');
  });

  it('passenger types come from Duffel’s type, or from the age in R8’s bands', () => {
    expect(passengerType({ type: 'adult' })).toBe('adult');
    expect(passengerType({ type: null, age: 1 })).toBe('infant_without_seat');
    expect(passengerType({ type: null, age: 2 })).toBe('child');
    expect(passengerType({ type: null, age: 11 })).toBe('child');
    expect(passengerType({ type: null, age: 12 })).toBe('adult');
    // R58: an age decides, whatever type is sent with it.
    expect(passengerType({ type: 'child', age: 15 })).toBe('adult');
  });

  it('durations are written PT#H#M; a missing slice duration is measured in each airport’s zone', () => {
    const raw = jfkLhrOffer();
    raw.slices[0]!.duration = null;
    const segment = raw.slices[0]!.segments[0]!;
    segment.departing_at = '2026-12-01T18:00:00';
    segment.arriving_at = '2026-12-02T06:05:00'; // New York (UTC-5) to London (UTC+0)
    expect(normaliseOffer(raw).slices[0]?.duration).toBe('PT7H5M');
    expect(normaliseOffer(jfkLhrOffer(0)).slices[0]?.segments[0]?.duration).toBe('PT7H5M'); // 'PT07H05M' as sent
  });
});

describe('durations and local times', () => {
  it('reads ISO durations with days and seconds', () => {
    expect(durationMinutes('PT02H26M')).toBe(146);
    expect(durationMinutes('P1DT2H')).toBe(1_560);
    expect(durationMinutes('PT45M30S')).toBe(46);
    expect(durationMinutes('soon')).toBeNull();
    expect(formatDuration(1_560)).toBe('PT26H0M');
  });

  it('finds the instant of a wall-clock time, across daylight saving', () => {
    expect(localToInstant('2026-07-01T12:00:00', 'Europe/London')).toBe(Date.parse('2026-07-01T11:00:00Z'));
    expect(localToInstant('2026-12-01T12:00:00', 'Europe/London')).toBe(Date.parse('2026-12-01T12:00:00Z'));
    expect(localToInstant('2026-12-01T12:00:00', 'Asia/Kolkata')).toBe(Date.parse('2026-12-01T06:30:00Z'));
    expect(localToInstant('2026-12-01T12:00:00', null)).toBeNull();
    expect(localToInstant('2026-12-01T12:00:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('Duffel seat map -> our SeatMap', () => {
  it('marks seats available only when they carry a service, and keeps unknown elements as gaps', () => {
    const [raw] = duffelSeatMaps(jfkLhrOffer());
    const row = raw!.cabins[0]!.rows[0]!;
    row.sections[0]!.elements.push({ type: 'massage_chair' });
    const map = SeatMapSchema.parse(normaliseSeatMap(raw!));
    const elements = map.cabins[0]!.rows[0]!.sections[0]!.elements;
    expect(elements[0]).toMatchObject({ designator: '1A', available: false });
    expect(elements.at(-1)).toEqual({ type: 'empty' });
    expect(map.cabins[0]!.rows[1]!.sections[0]!.elements[0]).toMatchObject({ designator: '2A', available: true });
  });
});
