import { describe, expect, it } from 'vitest';
import { SeatMapSchema, type SeatElement, type SeatMap } from '../../../../shared/schemas/flights';
import { AIRCRAFT } from './aircraft';
import { getAirline } from './airlines';
import { planSearch, buildPlannedOffer, normalizeQuery } from './search';
import { EXIT_ROW_DISCLOSURES, rowNumbers, seatMapsFor } from './seat-maps';
import { NOW, oneWay, roundTrip } from '../../../testing/sandbox';

const LIFETIME = 30 * 60_000;

function mapsOf(query: ReturnType<typeof oneWay>) {
  const search = planSearch(normalizeQuery(query), NOW, LIFETIME);
  return search.plans.map((plan, index) => {
    const offer = buildPlannedOffer(search, index);
    return { offer, plan, maps: seatMapsFor(offer, plan, search.context.searchDay) };
  });
}

const seats = (map: SeatMap): SeatElement[] =>
  map.cabins
    .flatMap((c) => c.rows.flatMap((r) => r.sections.flatMap((s) => s.elements)))
    .filter((e) => e.type === 'seat');
const letters = (map: SeatMap) =>
  map.cabins[0]?.rows
    .find((r) => r.number !== null)
    ?.sections.map((s) => s.elements.map((e) => e.designator?.replace(/^\d+/, '')).join('')) ?? [];

const family = mapsOf(roundTrip('JFK', 'LHR', '2026-12-01', '2026-12-08', { adults: 2, children: 1, infants: 1 }));

describe('seat maps', () => {
  it('one seat map per segment, each parsing with the shared schema', () => {
    for (const { offer, maps } of family.slice(0, 40)) {
      const segments = offer.slices.flatMap((s) => s.segments.map((seg) => ({ slice: s.id, seg: seg.id })));
      expect(maps.map((m) => ({ slice: m.slice_id, seg: m.segment_id }))).toEqual(segments);
      for (const map of maps) expect(SeatMapSchema.safeParse(map).success).toBe(true);
    }
  });

  it('uses the real seat letters of each layout, never I', () => {
    const expected: Record<string, string[]> = {
      'AC DF': ['AC', 'DF'],
      'ABC DEF': ['ABC', 'DEF'],
      'ABC DEF HJK': ['ABC', 'DEF', 'HJK'],
      'ABC DEFG HJK': ['ABC', 'DEFG', 'HJK'],
      'AC DEF HK': ['AC', 'DEF', 'HK'],
      'A DG K': ['A', 'DG', 'K'],
      'A EF K': ['A', 'EF', 'K'],
    };
    for (const aircraft of AIRCRAFT) {
      for (const cabin of aircraft.cabins) {
        expect(cabin.sections.join('')).not.toContain('I');
        const key = cabin.sections.join(' ');
        if (expected[key]) expect(cabin.sections).toEqual(expected[key]);
        // The A220 is the one narrow-body with a 2-3 cabin.
        if (aircraft.body === 'narrow' && cabin.cabin === 'economy') {
          expect(key).toBe(aircraft.iata === '223' ? 'AC DEF' : 'ABC DEF');
        }
        if (aircraft.body === 'wide' && cabin.cabin === 'business') expect(key).toBe('A DG K');
        if (aircraft.body === 'wide' && cabin.cabin === 'first') expect(key).toBe('A EF K');
      }
    }
    const b777 = family.flatMap((f) => f.maps).find((m) => m.cabins[0]?.deck_configuration.join('-') === '3-4-3');
    expect(b777 && letters(b777)).toEqual(['ABC', 'DEFG', 'HJK']);
    const business = mapsOf(oneWay('JFK', 'LHR', '2026-12-01', { cabinClass: 'business' }))[0]?.maps[0];
    expect(business && letters(business)).toEqual(['A', 'DG', 'K']);
    expect(business?.cabins[0]?.cabin_class).toBe('business');
    const premium = mapsOf(oneWay('JFK', 'LHR', '2026-12-01', { cabinClass: 'premium_economy' }))
      .flatMap((f) => f.maps)
      .find((m) => m.cabins[0]?.deck_configuration.join('-') === '2-3-2');
    expect(premium && letters(premium)).toEqual(['AC', 'DEF', 'HK']);
    const narrow = mapsOf(oneWay('BOS', 'ORD'))[0]?.maps[0];
    expect(narrow && letters(narrow)).toEqual(['ABC', 'DEF']);
    expect(narrow?.cabins[0]?.aisles).toBe(1);
  });

  it('marks exit rows with an exit_row row before them, sold to adults only with the disclosures', () => {
    const { offer, maps } = family[0] ?? (undefined as never);
    const cabin = maps[0]?.cabins[0];
    if (!cabin) throw new Error('no cabin');
    const markerAt = cabin.rows.findIndex((r) => r.sections.every((s) => s.elements[0]?.type === 'exit_row'));
    expect(markerAt).toBeGreaterThan(0);
    const exitSeats = cabin.rows[markerAt + 1]?.sections.flatMap((s) => s.elements) ?? [];
    const adults = offer.passengers.filter((p) => p.type === 'adult').map((p) => p.id);
    for (const seat of exitSeats) {
      expect(seat.disclosures).toEqual(EXIT_ROW_DISCLOSURES);
      if (seat.available) expect(seat.available_services?.map((s) => s.passenger_id)).toEqual(adults);
    }
  });

  it('places the wings over seat rows', () => {
    for (const map of family.slice(0, 20).flatMap((f) => f.maps)) {
      const cabin = map.cabins[0];
      if (!cabin?.wings) continue;
      expect(cabin.rows[cabin.wings.first_row_index]?.number).not.toBeNull();
      expect(cabin.rows[cabin.wings.last_row_index]?.number).not.toBeNull();
      expect(cabin.wings.last_row_index).toBeGreaterThan(cabin.wings.first_row_index);
    }
  });

  it('some seats are taken; a free seat offers one service per seated passenger, infants none', () => {
    const { offer, maps } = family[0] ?? (undefined as never);
    const all = maps.flatMap(seats);
    const taken = all.filter((s) => !s.available);
    expect(taken.length).toBeGreaterThan(all.length * 0.1);
    expect(taken.length).toBeLessThan(all.length * 0.9);
    for (const seat of taken) expect(seat.available_services).toEqual([]);
    const seated = offer.passengers.filter((p) => p.type !== 'infant_without_seat').map((p) => p.id);
    const infant = offer.passengers.find((p) => p.type === 'infant_without_seat')?.id;
    for (const seat of all.filter((s) => s.available && !s.disclosures?.length)) {
      expect(seat.available_services?.map((s) => s.passenger_id)).toEqual(seated);
      expect(seat.available_services?.some((s) => s.passenger_id === infant)).toBe(false);
    }
  });

  it('taken seats follow the flight, not the offer', () => {
    const [a, b] = family.filter(
      (f) => f.offer.slices[0]?.segments[0]?.flight_number === family[0]?.offer.slices[0]?.segments[0]?.flight_number,
    );
    const takenOf = (maps: SeatMap[] | undefined) =>
      seats(maps?.[0] ?? (undefined as never))
        .filter((s) => !s.available)
        .map((s) => s.designator);
    expect(a && b).toBeTruthy();
    expect(takenOf(a?.maps)).toEqual(takenOf(b?.maps));
  });

  it('Basic pays for every seat, Standard only for exit and extra legroom, Flex for none', () => {
    const byBrand = (key: string) => family.find((f) => f.plan.brand.key === key)?.maps[0];
    const prices = (key: string) => seats(byBrand(key) ?? (undefined as never)).filter((s) => s.available);
    expect(prices('basic').every((s) => Number(s.available_services?.[0]?.total_amount) > 0)).toBe(true);
    const standard = prices('standard');
    expect(standard.filter((s) => !s.name).every((s) => s.available_services?.[0]?.total_amount === '0.00')).toBe(true);
    expect(standard.filter((s) => s.name).every((s) => Number(s.available_services?.[0]?.total_amount) > 0)).toBe(true);
    expect(prices('flex').every((s) => s.available_services?.[0]?.total_amount === '0.00')).toBe(true);
  });

  it('airlines that skip row 13 skip it', () => {
    const layout = AIRCRAFT.find((a) => a.iata === '320')?.cabins.find((c) => c.cabin === 'economy');
    if (!layout) throw new Error('no A320 economy');
    const skipped = rowNumbers(layout, getAirline('LH')?.skippedRows ?? []);
    expect(skipped).not.toContain(13);
    expect(skipped).toHaveLength(layout.rows);
    expect(rowNumbers(layout, getAirline('BA')?.skippedRows ?? [])).toContain(13);
    const lufthansa = mapsOf(oneWay('FRA', 'LHR')).find((f) => f.offer.owner.iata_code === 'LH')?.maps[0];
    const numbers = lufthansa?.cabins[0]?.rows.map((r) => r.number).filter((n) => n !== null) ?? [];
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).not.toContain(13);
  });
});
