import { describe, expect, it } from 'vitest';
import { TIME_BUCKETS } from '../../../../shared/display';
import { makeOffer, type SliceSpec } from '../testing';
import {
  activeFilterCount,
  airlineOptions,
  applyFilters,
  clampPriceRange,
  NO_FILTERS,
  offerFacts,
  PRICE_STEP,
  priceBounds,
  readFilters,
  readSort,
  sortOffers,
  writeFilters,
  writeSort,
  type Filters,
} from './filters';

const at = (time: string, arrives = '2026-12-12T06:00:00'): SliceSpec => ({
  route: ['JFK', 'LHR'],
  departs: `2026-12-11T${time}:00`,
  arrives,
});
const facts = (...offers: ReturnType<typeof makeOffer>[]) => offers.map(offerFacts);
const ids = (list: { offer: { id: string } }[]) => list.map((f) => f.offer.id);
const filter = (patch: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...patch });

describe('time bucket filters', () => {
  // The first and last minute of each bucket, as its label shows them (display.test.ts pins the hours).
  const boundaries = TIME_BUCKETS.flatMap((b) => b.hours.split(' - ').map((time) => [time, b.id] as const));
  const offers = facts(...boundaries.map(([time]) => makeOffer({ id: time, price: '100', slices: [at(time)] })));

  it('keeps each boundary minute of the departure in its own bucket only', () => {
    for (const bucket of ['early_morning', 'morning', 'afternoon', 'evening'] as const) {
      const expected = boundaries.filter(([, b]) => b === bucket).map(([time]) => time);
      expect(ids(applyFilters(offers, filter({ departure: [bucket] })))).toEqual(expected);
    }
  });

  it('reads the arrival bucket from the outbound arrival time', () => {
    const arrivals = facts(
      ...boundaries.map(([time]) =>
        makeOffer({ id: time, price: '100', slices: [at('10:00', `2026-12-12T${time}:00`)] }),
      ),
    );
    expect(ids(applyFilters(arrivals, filter({ arrival: ['afternoon'] })))).toEqual(['12:00', '17:59']);
    expect(ids(applyFilters(arrivals, filter({ arrival: ['early_morning', 'evening'] })))).toEqual([
      '00:00',
      '05:59',
      '18:00',
      '23:59',
    ]);
  });
});

describe('price filter', () => {
  const offers = facts(
    makeOffer({ id: 'a', price: '523.40' }),
    makeOffer({ id: 'b', price: '700.00' }),
    makeOffer({ id: 'c', price: '1188.60' }),
  );

  it('bounds the slider by the floor of the cheapest and the ceiling of the dearest offer', () => {
    expect(priceBounds(offers)).toEqual({ min: 523, max: 1189 });
    expect(priceBounds([])).toBeNull();
  });

  it('moves in steps of 10', () => {
    expect(PRICE_STEP).toBe(10);
  });

  it('keeps offers inside the range, both ends included', () => {
    expect(ids(applyFilters(offers, filter({ price: [523, 700] })))).toEqual(['a', 'b']);
    expect(ids(applyFilters(offers, filter({ price: [701, 1189] })))).toEqual(['c']);
  });

  it('treats a range covering the bounds as no filter, so dearer offers loaded later still show', () => {
    expect(clampPriceRange([523, 1189], { min: 523, max: 1189 })).toBeNull();
    expect(clampPriceRange([400, 2000], { min: 523, max: 1189 })).toBeNull();
  });

  it('pulls a range inside new bounds', () => {
    expect(clampPriceRange([600, 2000], { min: 523, max: 1189 })).toEqual([600, 1189]);
    expect(clampPriceRange([100, 300], { min: 523, max: 1189 })).toEqual([523, 523]);
    expect(clampPriceRange(null, { min: 1, max: 2 })).toBeNull();
  });
});

describe('stops, airline, refundable and baggage filters', () => {
  const direct = makeOffer({ id: 'direct', price: '300' });
  const oneStop = makeOffer({
    id: 'one',
    price: '200',
    slices: [{ route: ['JFK', 'DUB', 'LHR'], departs: '2026-12-11T10:00:00', arrives: '2026-12-12T08:00:00' }],
  });
  const twoStops = makeOffer({
    id: 'two',
    price: '150',
    refundable: true,
    owner: { name: 'Icelandair', iata_code: 'FI' },
    slices: [
      {
        route: ['JFK', 'BOS', 'KEF', 'LHR'],
        departs: '2026-12-11T10:00:00',
        arrives: '2026-12-12T10:00:00',
        carrier: 'FI',
        carrierName: 'Icelandair',
        checkedBags: 1,
      },
    ],
  });
  // Direct out, one stop back: as direct as its least direct way.
  const mixed = makeOffer({
    id: 'mixed',
    price: '400',
    slices: [
      at('09:00'),
      { route: ['LHR', 'DUB', 'JFK'], departs: '2026-12-18T09:00:00', arrives: '2026-12-18T15:00:00' },
    ],
  });
  const all = facts(direct, oneStop, twoStops, mixed);

  it('sorts offers into 0, 1 and 2+ stops by their least direct slice', () => {
    expect(ids(applyFilters(all, filter({ stops: ['0'] })))).toEqual(['direct']);
    expect(ids(applyFilters(all, filter({ stops: ['1'] })))).toEqual(['one', 'mixed']);
    expect(ids(applyFilters(all, filter({ stops: ['2+'] })))).toEqual(['two']);
    expect(ids(applyFilters(all, filter({ stops: ['0', '2+'] })))).toEqual(['direct', 'two']);
  });

  it('keeps the chosen airlines only', () => {
    expect(ids(applyFilters(all, filter({ airlines: ['FI'] })))).toEqual(['two']);
    expect(ids(applyFilters(all, filter({ airlines: ['BA', 'FI'] })))).toHaveLength(4);
    expect(ids(applyFilters(all, filter({ airlines: ['LH'] })))).toEqual([]);
  });

  it('keeps refundable offers only when asked', () => {
    expect(ids(applyFilters(all, filter({ refundable: true })))).toEqual(['two']);
  });

  it('keeps offers with a checked bag on every flight when baggage is asked', () => {
    expect(ids(applyFilters(all, filter({ baggage: true })))).toEqual(['two']);
  });

  it('combines filters: every one must match', () => {
    expect(ids(applyFilters(all, filter({ stops: ['2+'], refundable: true, price: [100, 200] })))).toEqual(['two']);
    expect(ids(applyFilters(all, filter({ stops: ['0'], refundable: true })))).toEqual([]);
  });

  it('keeps everything with no filter', () => {
    expect(applyFilters(all, NO_FILTERS)).toHaveLength(4);
  });

  it('lists the airlines present first with their counts, then the rest of the spec twelve', () => {
    const options = airlineOptions(all);
    expect(options.slice(0, 2)).toEqual([
      { code: 'BA', name: 'British Airways', count: 3 },
      { code: 'FI', name: 'Icelandair', count: 1 },
    ]);
    expect(options.slice(2).map((o) => o.code)).toEqual([
      'AA',
      'DL',
      'UA',
      'B6',
      'WN',
      'AS',
      'F9',
      'NK',
      'CX',
      'QF',
      'LH',
    ]);
    expect(options.slice(2).every((o) => o.count === 0)).toBe(true);
  });

  it('keeps a chosen airline that is not in the results so it can be unticked', () => {
    expect(airlineOptions(all, ['ZZ']).at(-1)).toEqual({ code: 'ZZ', name: 'ZZ', count: 0 });
  });
});

describe('duration filter (state only)', () => {
  it('keeps offers whose outbound is no longer than the limit', () => {
    const offers = facts(
      makeOffer({ id: 'short', price: '1', slices: [{ ...at('10:00'), duration: 'PT7H' }] }),
      makeOffer({ id: 'long', price: '1', slices: [{ ...at('10:00'), duration: 'PT7H1M' }] }),
    );
    expect(ids(applyFilters(offers, filter({ maxDuration: 420 })))).toEqual(['short']);
  });
});

describe('sort', () => {
  const offers = facts(
    makeOffer({ id: 'b', price: '500', slices: [{ ...at('10:00'), duration: 'PT9H' }] }),
    makeOffer({ id: 'a', price: '300', slices: [{ ...at('10:00'), duration: 'PT12H' }] }),
    makeOffer({ id: 'c', price: '300', slices: [{ ...at('10:00'), duration: 'PT7H' }] }),
    makeOffer({ id: 'd', price: '900', slices: [{ ...at('10:00'), duration: 'PT7H' }] }),
  );

  it("cheapest (the URL's price-asc of before): cheapest first, the shorter flight first at the same price", () => {
    expect(ids(sortOffers(offers, 'cheapest'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('price-desc: dearest first', () => {
    expect(ids(sortOffers(offers, 'price-desc'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('fastest (duration-asc before): shortest outbound first, the cheaper at the same duration', () => {
    expect(ids(sortOffers(offers, 'fastest'))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('does not change the list it is given', () => {
    const before = ids(offers);
    sortOffers(offers, 'price-desc');
    expect(ids(offers)).toEqual(before);
  });

  it('filters and sorts 300 offers in a few milliseconds', () => {
    const many = facts(
      ...Array.from({ length: 300 }, (_, i) =>
        makeOffer({
          id: `o${i}`,
          price: String(100 + ((i * 37) % 900)),
          slices: [at(`${String(i % 24).padStart(2, '0')}:00`)],
        }),
      ),
    );
    const started = performance.now();
    for (let i = 0; i < 10; i++)
      sortOffers(applyFilters(many, filter({ departure: ['morning'], price: [200, 800] })), 'fastest');
    expect((performance.now() - started) / 10).toBeLessThan(16);
  });
});

describe('filter count badge', () => {
  it('counts each chosen value and each switch', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        filter({ stops: ['0', '1'], departure: ['morning'], arrival: ['evening'], airlines: ['BA'], price: [1, 2] }),
      ),
    ).toBe(6);
    expect(activeFilterCount(filter({ refundable: true, baggage: true, maxDuration: 300 }))).toBe(3);
  });
});

describe('filters and sort in the URL', () => {
  it('round-trips every filter', () => {
    const filters = filter({
      price: [500, 900],
      stops: ['0', '2+'],
      departure: ['morning', 'evening'],
      arrival: ['early_morning'],
      airlines: ['BA', 'AA'],
      refundable: true,
      baggage: true,
      maxDuration: 600,
    });
    const params = writeFilters(new URLSearchParams('origin=JFK'), filters);
    expect(params.get('origin')).toBe('JFK');
    expect(readFilters(params)).toEqual(filters);
  });

  it('leaves no parameter for no filters', () => {
    const params = writeFilters(new URLSearchParams('origin=JFK&stops=0&price=1-2'), NO_FILTERS);
    expect(params.toString()).toBe('origin=JFK');
  });

  it('ignores values it does not know', () => {
    const filters = readFilters(
      new URLSearchParams('stops=3,0&dep=noon&price=9-1&airlines=ba,%20,TOOLONG&refundable=yes'),
    );
    expect(filters).toEqual(filter({ stops: ['0'], airlines: ['BA'] }));
  });

  it('reads and writes the sort, with Best as the default (R45)', () => {
    expect(readSort(new URLSearchParams(''))).toBe('best');
    expect(readSort(new URLSearchParams('sort=duration-asc'))).toBe('fastest');
    expect(readSort(new URLSearchParams('sort=price-asc'))).toBe('cheapest');
    expect(readSort(new URLSearchParams('sort=cheapest'))).toBe('cheapest');
    expect(readSort(new URLSearchParams('sort=nonsense'))).toBe('best');
    expect(writeSort(new URLSearchParams('sort=price-desc'), 'best').has('sort')).toBe(false);
    expect(writeSort(new URLSearchParams(''), 'price-desc').get('sort')).toBe('price-desc');
  });
});
