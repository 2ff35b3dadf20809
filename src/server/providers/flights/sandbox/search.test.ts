import { describe, expect, it } from 'vitest';
import { OfferSchema, type Offer } from '../../../../shared/schemas/flights';
import { useTestDatabase } from '../../../testing/database';
import { FlightProviderError, type OfferQuery } from '../types';
import { CHILD_SHARE, INFANT_SHARE } from './fares';
import { createSandboxProvider, OFFER_LIFETIME_MS } from '.';
import { MAX_OFFERS, MIN_HOURS_BEFORE_DEPARTURE } from './search';
import { clock, HOUR, NOW, oneWay, roundTrip, withoutIds } from '../../../testing/sandbox';
import { localToUtc } from './time';

const database = useTestDatabase();

const provider = (at = NOW) => createSandboxProvider({ db: database.db, now: clock(at).now });

const departuresUtc = (offer: Offer) =>
  offer.slices.flatMap((s) =>
    s.segments.map((seg) => localToUtc(seg.origin.time_zone ?? 'UTC', Date.parse(`${seg.departing_at}Z`))),
  );

describe('sandbox search', () => {
  // First in the file, so the network, schedules and airport table are all cold. How fast is
  // bench/search.ts's question (a timed assertion here fails on a loaded machine, not on a slow search).
  it('generates a JFK-LHR round trip cold', async () => {
    const offers = await provider().search(roundTrip('JFK', 'LHR'));
    expect(offers.length).toBeGreaterThan(0);
  });

  it(`a busy route (JFK-LHR) gives 50 to ${MAX_OFFERS} offers, one way and round trip`, async () => {
    for (const query of [oneWay('JFK', 'LHR'), roundTrip('JFK', 'LHR'), roundTrip('LON', 'NYC')]) {
      const offers = await provider().search(query);
      expect(offers.length).toBeGreaterThanOrEqual(50);
      expect(offers.length).toBeLessThanOrEqual(MAX_OFFERS);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    }
  });

  it('every offer parses with the shared OfferSchema, for many kinds of trips', async () => {
    const queries: OfferQuery[] = [
      roundTrip('JFK', 'LHR', '2026-12-01', '2026-12-08', { adults: 2, children: 1, infants: 1 }),
      oneWay('JFK', 'LHR', '2026-12-01', { cabinClass: 'business' }),
      oneWay('SIN', 'SYD', '2026-12-01', { cabinClass: 'first' }),
      oneWay('LAX', 'NRT', '2026-12-01', { cabinClass: 'premium_economy' }),
      oneWay('BZN', 'LHR'),
      oneWay('EYW', 'ORD'),
      oneWay('lgw', 'alc'), // codes in any case
      {
        ...oneWay('LHR', 'CDG'),
        slices: [
          { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-01' },
          { origin: 'CDG', destination: 'FCO', departureDate: '2026-12-04' },
          { origin: 'FCO', destination: 'LHR', departureDate: '2026-12-09' },
        ],
      },
    ];
    let count = 0;
    for (const query of queries) {
      const offers = await provider().search(query);
      expect(offers.length, JSON.stringify(query.slices)).toBeGreaterThan(0);
      for (const offer of offers) {
        const parsed = OfferSchema.safeParse(offer);
        expect(parsed.success, parsed.error?.message).toBe(true);
        expect(offer.slices).toHaveLength(query.slices.length);
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
  });

  it('the same query on the same day gives the same offers; the next day re-prices', async () => {
    const query = roundTrip('JFK', 'LHR');
    const morning = await provider(NOW).search(query);
    const evening = await provider(NOW + 9 * HOUR).search(query);
    expect(evening.map(withoutIds)).toEqual(morning.map(withoutIds));
    expect(evening[0]?.id).not.toBe(morning[0]?.id);
    const tomorrow = await provider(NOW + 24 * HOUR).search(query);
    expect(tomorrow.map((o) => o.total_amount)).not.toEqual(morning.map((o) => o.total_amount));
  });

  it('offers expire 30 minutes after the search', async () => {
    const [offer] = await provider().search(oneWay('JFK', 'LHR'));
    expect(OFFER_LIFETIME_MS).toBe(30 * 60_000);
    expect(Date.parse(offer?.expires_at ?? '') - Date.parse(offer?.created_at ?? '')).toBe(30 * 60_000);
    expect(offer?.created_at).toBe(new Date(NOW).toISOString());
  });

  it(`sells only departures at least ${MIN_HOURS_BEFORE_DEPARTURE} hours ahead (R22)`, async () => {
    // 10:00 in London: today's flights from 12:00 on.
    const today = await provider(NOW).search(oneWay('LHR', 'JFK', '2026-11-02'));
    expect(today.length).toBeGreaterThan(0);
    const earliest = Math.min(...today.flatMap((o) => departuresUtc(o).slice(0, 1)));
    expect(earliest).toBeGreaterThanOrEqual(NOW + 2 * HOUR);
    expect(earliest).toBeLessThan(NOW + 6 * HOUR);
    const atDawn = await provider(NOW - 5 * HOUR).search(oneWay('LHR', 'JFK', '2026-11-02'));
    expect(Math.min(...atDawn.flatMap((o) => departuresUtc(o).slice(0, 1)))).toBeLessThan(NOW + 2 * HOUR);
  });

  it('international trips require identity documents, domestic ones do not', async () => {
    const international = await provider().search(oneWay('JFK', 'LHR'));
    expect(international.every((o) => o.passenger_identity_documents_required)).toBe(true);
    // Boston to Chicago is domestic, unless it connects in Toronto.
    const offers = await provider().search(oneWay('BOS', 'ORD'));
    const crossesBorder = (o: Offer) =>
      o.slices.some((s) => s.segments.some((g) => g.origin.country_code !== g.destination.country_code));
    expect(offers.filter((o) => !crossesBorder(o)).length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.passenger_identity_documents_required).toBe(crossesBorder(offer));
  });

  it(`children pay ${CHILD_SHARE * 100}% of the adult fare, lap infants ${INFANT_SHARE * 100}% and no taxes`, async () => {
    const alone = await provider().search(oneWay('JFK', 'LHR'));
    const family = await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { children: 1, infants: 1 }));
    expect(family).toHaveLength(alone.length);
    alone.forEach((single, i) => {
      const group = family[i];
      const adult = Number(single.base_amount);
      expect(Number(group?.base_amount)).toBe(adult + Math.round(adult * 0.75) + Math.round(adult * 0.1));
      // The child pays the adult's taxes; the infant none.
      expect(Number(group?.tax_amount)).toBeCloseTo(Number(single.tax_amount) * 2, 2);
      expect(group?.passengers.map((p) => p.type)).toEqual(['adult', 'child', 'infant_without_seat']);
    });
  });

  it('fare brands differ: Basic has no bag and no refund, Flex refunds and includes bags, both priced as services', async () => {
    const offers = await provider().search(oneWay('JFK', 'LHR'));
    const basic = offers.find((o) => o.slices[0]?.fare_brand_name === 'Basic Economy');
    const flex = offers.find((o) => o.slices[0]?.fare_brand_name === 'Main Cabin Flexible');
    if (!basic || !flex) throw new Error('expected American Airlines brands');
    const bags = (o: Offer) => o.slices[0]?.segments[0]?.passengers[0]?.baggages;
    expect(bags(basic)).toEqual([
      { type: 'checked', quantity: 0 },
      { type: 'carry_on', quantity: 1 },
    ]);
    expect(bags(flex)?.[0]?.quantity).toBeGreaterThanOrEqual(1);
    expect(basic.conditions).toMatchObject({ refundable: false, changeable: false });
    expect(flex.conditions).toMatchObject({ refundable: true, changeable: true });
    expect(flex.conditions.refund_before_departure).toEqual({
      allowed: true,
      penalty_amount: '0.00',
      penalty_currency: 'USD',
    });
    for (const offer of [basic, flex]) {
      expect(offer.conditions.cancellation_options.map((c) => c.type)).toEqual(['refund', 'change']);
      expect(offer.conditions.cancellation_options.every((c) => c.description.length > 10)).toBe(true);
      const checked = offer.available_services.filter((s) => s.metadata?.type === 'checked');
      expect(checked).toHaveLength(1);
      expect(checked[0]?.type).toContain('baggage');
      expect(Number(checked[0]?.total_amount)).toBeGreaterThan(0);
    }
    expect(Number(flex.total_amount)).toBeGreaterThan(Number(basic.total_amount));
  });

  it('a low-cost Basic fare has no cabin bag and sells one', async () => {
    const offers = await provider().search(oneWay('STN', 'DUB'));
    const basic = offers.find((o) => o.owner.iata_code === 'FR' && o.slices[0]?.fare_brand_name === 'Basic');
    expect(basic?.slices[0]?.segments[0]?.passengers[0]?.baggages).toContainEqual({ type: 'carry_on', quantity: 0 });
    expect(basic?.available_services.find((s) => s.metadata?.type === 'carry_on')?.total_amount).toMatch(/^\d+\.\d\d$/);
  });

  it('a refundable business fare with a penalty says so in its cancellation options', async () => {
    const offers = await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { cabinClass: 'business', adults: 2 }));
    const saver = offers.find((o) => o.slices[0]?.fare_brand_name === 'Business Saver');
    expect(saver?.conditions.refund_before_departure).toEqual({
      allowed: true,
      penalty_amount: '800.00',
      penalty_currency: 'USD',
    });
    expect(saver?.conditions.cancellation_options[0]?.description).toContain('USD 400.00 per passenger');
  });

  it('answers a 3-flight multi-city search (R24) with trips that fly each flight in order, on its day', async () => {
    const slices = [
      { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-01' },
      { origin: 'CDG', destination: 'FCO', departureDate: '2026-12-04' },
      { origin: 'FCO', destination: 'LHR', departureDate: '2026-12-09' },
    ];
    const offers = await provider().search({ ...oneWay('LHR', 'CDG'), slices });
    expect(offers.length).toBeGreaterThan(5);
    for (const offer of offers) {
      expect(offer.slices.map((s) => [s.origin.iata_code, s.destination.iata_code])).toEqual([
        ['LHR', 'CDG'],
        ['CDG', 'FCO'],
        ['FCO', 'LHR'],
      ]);
      expect(offer.slices.map((s) => s.departure_time.slice(0, 10))).toEqual(slices.map((s) => s.departureDate));
      const times = departuresUtc(offer);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    // The offer is found again by its id, with its three flights (the booking reads it so).
    const first = offers[0];
    if (!first) throw new Error('no offer');
    expect((await provider().getOffer(first.id)).slices).toHaveLength(3);
  });

  it('takes up to 5 flights (R24) and refuses 6 with VALIDATION', async () => {
    const hop = (origin: string, destination: string, day: number) => ({
      origin,
      destination,
      departureDate: `2026-12-${String(day).padStart(2, '0')}`,
    });
    // One airline or alliance must fly every flight (as with Duffel), so five US cities on one carrier.
    const five = [
      hop('JFK', 'ORD', 1),
      hop('ORD', 'DEN', 4),
      hop('DEN', 'LAX', 7),
      hop('LAX', 'SFO', 10),
      hop('SFO', 'JFK', 13),
    ];
    const offers = await provider().search({ ...oneWay('JFK', 'LHR'), slices: five });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.slices.length === 5)).toBe(true);
    const first = offers[0];
    if (!first) throw new Error('no offer');
    expect((await provider().getOffer(first.id)).slices).toHaveLength(5);
    const error = await provider()
      .search({ ...oneWay('JFK', 'LHR'), slices: [...five, hop('JFK', 'BOS', 12)] })
      .catch((e: unknown) => e);
    expect((error as FlightProviderError).code).toBe('VALIDATION');
  });

  it('refuses unknown places and impossible parties with VALIDATION', async () => {
    const expectCode = async (query: OfferQuery) => {
      const error = await provider()
        .search(query)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FlightProviderError);
      expect((error as FlightProviderError).code).toBe('VALIDATION');
    };
    await expectCode(oneWay('XXQ', 'LHR'));
    await expectCode(oneWay('JFK', 'LHR', '2026-02-30'));
    await expectCode(oneWay('JFK', 'LHR', '2026-12-01', { adults: 1, infants: 2 }));
    await expectCode(oneWay('JFK', 'LHR', '2026-12-01', { adults: 5, children: 5 }));
  });

  it('gives up with TIMEOUT when the caller already has', async () => {
    const error = await provider()
      .search(oneWay('JFK', 'LHR'), AbortSignal.abort())
      .catch((e: unknown) => e);
    expect((error as FlightProviderError).code).toBe('TIMEOUT');
  });
});
