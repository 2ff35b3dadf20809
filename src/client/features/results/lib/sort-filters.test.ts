import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { makeOffer, type SliceSpec } from '../testing';
import { isLowerEmissions, medianEmissions, emissionsKg, formatEmissions } from './emissions';
import {
  activeFilterCount,
  allianceOptions,
  applyFilters,
  layoverBounds,
  NO_FILTERS,
  offersFacts,
  readFilters,
  viaOptions,
  writeFilters,
  type Filters,
} from './filters';
import { isOvernight, layovers } from './journey';
import { bestScores, readSort, sortOffers, SORT_OPTIONS } from './sort';

/* R45: the Best score, every sort, the new filters, emissions and the Lower emissions badge. */

const filter = (patch: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...patch });
const ids = (list: { offer: { id: string } }[]) => list.map((f) => f.offer.id);

/** Sets each segment's own times: [departs, arrives] per segment of the first slice. */
function timed(offer: Offer, times: [string, string][]): Offer {
  const [slice] = offer.slices;
  slice?.segments.forEach((segment, index) => {
    const [departs, arrives] = times[index] ?? [segment.departing_at, segment.arriving_at];
    segment.departing_at = departs;
    segment.arriving_at = arrives;
  });
  return offer;
}

interface Spec {
  id: string;
  price: string;
  duration?: string;
  route?: string[];
  departs?: string;
  emissions?: string | null;
  carrier?: string;
}

function offer({
  id,
  price,
  duration = 'PT7H',
  route = ['JFK', 'LHR'],
  departs = '10:00',
  emissions = null,
  carrier,
}: Spec) {
  const slice: SliceSpec = {
    route,
    departs: `2026-12-11T${departs}:00`,
    arrives: '2026-12-11T23:00:00',
    duration,
    ...(carrier ? { carrier, carrierName: carrier } : {}),
  };
  const made = makeOffer({ id, price, slices: [slice] });
  made.total_emissions_kg = emissions;
  return made;
}

describe('Best', () => {
  it('scores price against the cheapest, plus half the time against the shortest, plus a quarter a stop', () => {
    const facts = offersFacts([
      offer({ id: 'cheap-long', price: '400', duration: 'PT14H', route: ['JFK', 'DUB', 'LHR'] }),
      offer({ id: 'dear-short', price: '600', duration: 'PT7H' }),
    ]);
    const [slow, fast] = bestScores(facts);
    expect(slow).toBeCloseTo(1 + 0.5 * 2 + 0.25);
    expect(fast).toBeCloseTo(600 / 400 + 0.5 * 1);
    expect(ids(sortOffers(facts, 'best'))).toEqual(['dear-short', 'cheap-long']);
  });

  it('prefers the cheap flight when the time saved is small, and sums out and back', () => {
    const facts = offersFacts([
      offer({ id: 'dear', price: '900', duration: 'PT7H' }),
      offer({ id: 'cheap', price: '450', duration: 'PT8H' }),
    ]);
    expect(ids(sortOffers(facts, 'best'))).toEqual(['cheap', 'dear']);
    const round = makeOffer({
      id: 'rt',
      price: '500',
      slices: [
        { route: ['JFK', 'LHR'], departs: '2026-12-11T10:00:00', arrives: '2026-12-11T22:00:00', duration: 'PT7H' },
        {
          route: ['LHR', 'DUB', 'JFK'],
          departs: '2026-12-18T10:00:00',
          arrives: '2026-12-18T20:00:00',
          duration: 'PT9H',
        },
      ],
    });
    const [fact] = offersFacts([round]);
    expect(fact?.totalDuration).toBe(16 * 60);
    expect(fact?.totalStops).toBe(1);
  });

  it('is the default, and an unknown sort in the URL falls back to it', () => {
    expect(SORT_OPTIONS.map((o) => o.label).slice(0, 5)).toEqual([
      'Best',
      'Cheapest',
      'Fastest',
      'Earliest departure',
      'Latest departure',
    ]);
    expect(readSort(new URLSearchParams(''))).toBe('best');
    expect(readSort(new URLSearchParams('sort=%3Cscript%3E'))).toBe('best');
  });
});

describe('earliest and latest departure', () => {
  const facts = offersFacts([
    offer({ id: 'noon', price: '300', departs: '12:00' }),
    offer({ id: 'dawn', price: '500', departs: '06:15' }),
    offer({ id: 'night', price: '200', departs: '22:40' }),
    offer({ id: 'noon-dear', price: '400', departs: '12:00' }),
  ]);
  it('orders by the outbound departure, the cheaper first at the same time', () => {
    expect(ids(sortOffers(facts, 'earliest'))).toEqual(['dawn', 'noon', 'noon-dear', 'night']);
    expect(ids(sortOffers(facts, 'latest'))).toEqual(['night', 'noon', 'noon-dear', 'dawn']);
  });
});

describe('layovers', () => {
  const via = (id: string, stop: string, arrives: string, leaves: string, carrier = 'BA') =>
    timed(offer({ id, price: '300', route: ['JFK', stop, 'LHR'], carrier }), [
      ['2026-12-11T08:00:00', arrives],
      [leaves, '2026-12-12T09:00:00'],
    ]);
  const direct = offer({ id: 'direct', price: '500' });
  const short = via('short', 'DUB', '2026-12-11T14:00:00', '2026-12-11T15:30:00');
  const long = via('long', 'KEF', '2026-12-11T14:00:00', '2026-12-11T21:00:00');
  const overnight = via('overnight', 'DUB', '2026-12-11T23:10:00', '2026-12-12T00:40:00');
  const facts = offersFacts([direct, short, long, overnight]);

  it('measures each wait at the connecting airport', () => {
    expect(layovers(short)).toEqual([{ airport: 'DUB', minutes: 90, overnight: false }]);
    expect(layovers(long)[0]?.minutes).toBe(7 * 60);
    expect(layovers(direct)).toEqual([]);
  });

  it('keeps waits up to the chosen hours (direct flights always pass)', () => {
    expect(ids(applyFilters(facts, filter({ maxLayoverHours: 2 })))).toEqual(['direct', 'short', 'overnight']);
    expect(layoverBounds(facts)).toEqual({ min: 1, max: 7 });
  });

  it('calls a wait overnight when it covers any of 00:00 to 05:00 locally, and can leave those out', () => {
    const at = (local: string) => Date.parse(`${local}Z`);
    expect(isOvernight(at('2026-12-11T23:10:00'), at('2026-12-12T00:40:00'))).toBe(true);
    expect(isOvernight(at('2026-12-12T02:00:00'), at('2026-12-12T06:30:00'))).toBe(true);
    expect(isOvernight(at('2026-12-11T20:00:00'), at('2026-12-11T23:59:00'))).toBe(false);
    expect(isOvernight(at('2026-12-12T05:00:00'), at('2026-12-12T07:00:00'))).toBe(false);
    expect(ids(applyFilters(facts, filter({ noOvernight: true })))).toEqual(['direct', 'short', 'long']);
  });

  it('lists connecting airports with counts, and keeps only connections through those chosen', () => {
    expect(viaOptions(facts)).toEqual([
      { id: 'DUB', label: 'DUB', count: 2 },
      { id: 'KEF', label: 'KEF', count: 1 },
    ]);
    expect(ids(applyFilters(facts, filter({ via: ['KEF'] })))).toEqual(['direct', 'long']);
  });
});

describe('alliances', () => {
  const facts = offersFacts(
    ['BA', 'LH', 'AF', 'FR'].map((carrier) => offer({ id: carrier.toLowerCase(), price: '300', carrier })),
  );
  it("reads the owner's alliance, counts each, and keeps only the chosen ones", () => {
    expect(allianceOptions(facts).map((o) => [o.label, o.count])).toEqual([
      ['Star Alliance', 1],
      ['oneworld', 1],
      ['SkyTeam', 1],
    ]);
    expect(ids(applyFilters(facts, filter({ alliances: ['oneworld', 'skyteam'] })))).toEqual(['ba', 'af']);
  });
});

describe('emissions', () => {
  it('reads the airline figure, and nothing (not 0) when it is absent or unreadable', () => {
    expect(emissionsKg('460')).toBe(460);
    expect(emissionsKg('412.5')).toBe(412.5);
    expect(emissionsKg(null)).toBeNull();
    expect(emissionsKg(undefined)).toBeNull();
    expect(emissionsKg('')).toBeNull();
    expect(emissionsKg('0')).toBeNull();
    expect(emissionsKg('n/a')).toBeNull();
    expect(formatEmissions(1234.4)).toBe('1,234 kg CO2e');
  });

  it('takes the median of the figures there are', () => {
    expect(medianEmissions([300, null, 100, 200])).toBe(200);
    expect(medianEmissions([100, 200, 300, 400])).toBe(250);
    expect(medianEmissions([null])).toBeNull();
  });

  it('gives the badge at 15% below the median, not at 14%', () => {
    expect(isLowerEmissions(850, 1000)).toBe(true);
    expect(isLowerEmissions(860, 1000)).toBe(false);
    expect(isLowerEmissions(800, 1000)).toBe(true);
    expect(isLowerEmissions(null, 1000)).toBe(false);
    // Through the facts: the median of 1000, 1000 and 850 is 1000; 850 is 15% below, 860 is 14%.
    const facts = offersFacts([
      offer({ id: 'a', price: '1', emissions: '1000' }),
      offer({ id: 'b', price: '1', emissions: '1000' }),
      offer({ id: 'c', price: '1', emissions: '850' }),
      offer({ id: 'd', price: '1', emissions: '860' }),
      offer({ id: 'e', price: '1', emissions: '1000' }),
      offer({ id: 'none', price: '1', emissions: null }),
    ]);
    expect(facts.filter((f) => f.lowerEmissions).map((f) => f.offer.id)).toEqual(['c']);
    expect(ids(applyFilters(facts, filter({ lowerEmissions: true })))).toEqual(['c']);
    expect(ids(applyFilters(facts, filter({ maxEmissions: 900 })))).toEqual(['c', 'd']);
  });
});

describe('the new filters in the URL', () => {
  it('round-trip, count, and ignore values they do not know', () => {
    const filters = filter({
      maxLayoverHours: 3,
      via: ['DUB', 'KEF'],
      alliances: ['oneworld'],
      noOvernight: true,
      maxEmissions: 700,
      lowerEmissions: true,
    });
    const params = writeFilters(new URLSearchParams('origin=JFK'), filters);
    expect(readFilters(params)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(7);
    expect(readFilters(new URLSearchParams('layover=-2&via=dub,TOOLONG&alliances=nope&co2=x&lowerCo2=yes'))).toEqual(
      filter({ via: ['DUB'] }),
    );
  });
});

describe('speed', () => {
  it('filters 300 offers with every R45 filter and sorts them by Best in a few milliseconds', () => {
    const offers = Array.from({ length: 300 }, (_, i) =>
      timed(
        offer({
          id: `o${i}`,
          price: String(300 + ((i * 37) % 900)),
          duration: `PT${7 + (i % 9)}H`,
          route: i % 3 === 0 ? ['JFK', 'LHR'] : ['JFK', i % 2 ? 'DUB' : 'KEF', 'LHR'],
          carrier: ['BA', 'AF', 'LH', 'FR'][i % 4] ?? 'BA',
          emissions: String(700 + ((i * 53) % 400)),
        }),
        [
          ['2026-12-11T08:00:00', `2026-12-11T${String(10 + (i % 12)).padStart(2, '0')}:00:00`],
          [`2026-12-11T${String(12 + (i % 12)).padStart(2, '0')}:30:00`, '2026-12-12T09:00:00'],
        ],
      ),
    );
    const every = filter({
      maxLayoverHours: 6,
      via: ['DUB', 'KEF'],
      alliances: ['oneworld', 'skyteam', 'star_alliance'],
      noOvernight: true,
      maxEmissions: 1000,
      lowerEmissions: false,
    });
    // The facts are read once per list of offers; a filter or sort change only filters and sorts them.
    const facts = offersFacts(offers);
    sortOffers(applyFilters(facts, every), 'best');
    const started = performance.now();
    for (let i = 0; i < 10; i++) sortOffers(applyFilters(facts, every), 'best');
    // On a 4x-slowed phone this is 4x: a small part of a 50 ms change.
    expect((performance.now() - started) / 10).toBeLessThan(8);
  });
});
