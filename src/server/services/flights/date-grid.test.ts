import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { addDays, type DateGridCell } from '../../../shared/schemas/date-grid';
import type { SearchRequest } from '../../../shared/schemas/search';
import { earliestDepartureDate } from '../../../shared/schemas/search-rules';
import { isKnownLocationCode } from '../../data/airports';
import { createDuffelProvider } from '../../providers/flights/duffel';
import { createSandboxProvider } from '../../providers/flights/sandbox';
import { useTestDatabase } from '../../testing/database';
import { useDuffelServer } from '../../testing/duffel/app';
import { countingProvider, daysFromNow, searchRequest } from '../../testing/flights';
import { createMemoryOfferCache } from './offer-cache';
import { createFlightsService } from './service';

/* R46: the ± 3 days grid on the real sandbox airline and on the Duffel stand-in, counted, never mocked. */

const database = useTestDatabase();
const duffelServer = useDuffelServer({ offersPerSearch: 5 });

function sandboxService(now: () => number = Date.now) {
  const counted = countingProvider(createSandboxProvider({ db: database.db }));
  const cacheResults: boolean[] = [];
  const cache = createMemoryOfferCache({ now });
  const service = createFlightsService({
    provider: counted.provider,
    isKnownLocation: isKnownLocationCode,
    cache,
    now,
    onCacheResult: (hit) => cacheResults.push(hit),
  });
  return { service, calls: counted.calls, cacheResults, cache };
}

let day = 20;
function roundTrip(
  origin = 'LHR',
  destination = 'JFK',
  out = daysFromNow(day),
  back = daysFromNow(day + 7),
): SearchRequest {
  day += 20;
  return searchRequest([
    { origin, destination, departureDate: out },
    { origin: destination, destination: origin, departureDate: back },
  ]);
}
const oneWay = (departureDate: string): SearchRequest => {
  const trip = roundTrip('LHR', 'JFK', departureDate);
  return { ...trip, slices: trip.slices.slice(0, 1) };
};

const cellAt = (cells: DateGridCell[], departureDate: string, returnDate: string | null = null) =>
  cells.find((c) => c.departureDate === departureDate && c.returnDate === returnDate)!;

describe('the date grid (R46)', () => {
  it('gives a round trip 7 x 7 cells, each the cheapest total of that pair of dates at selling price', async () => {
    const { service } = sandboxService();
    const trip = roundTrip();
    const grid = await service.dateGrid(trip, 3, DEFAULT_BRAND);
    expect(grid.departureDates).toHaveLength(7);
    expect(grid.returnDates).toHaveLength(7);
    expect(grid.cells).toHaveLength(49);
    expect(grid.cells.every((c) => c.status === 'priced')).toBe(true);
    // Any cell is exactly the first offer of the search a traveller would make for those dates.
    const cell = cellAt(
      grid.cells,
      addDays(trip.slices[0]!.departureDate, 1),
      addDays(trip.slices[1]!.departureDate, -2),
    );
    const search = await service.search({
      ...trip,
      slices: [
        { ...trip.slices[0]!, departureDate: cell.departureDate },
        { ...trip.slices[1]!, departureDate: cell.returnDate! },
      ],
    });
    const cheapest = [...search.offers].sort((a, b) => Number(a.total_amount) - Number(b.total_amount))[0]!;
    expect(cell.totalAmount).toBe(cheapest.total_amount);
    expect(cell.currency).toBe(cheapest.total_currency);
  });

  it('keeps a Direct only search direct in every cell (R45): each is the cheapest direct offer', async () => {
    const { service } = sandboxService();
    const trip = { ...roundTrip(), maxConnections: 0 };
    const grid = await service.dateGrid(trip, 1, DEFAULT_BRAND);
    const cell = cellAt(grid.cells, trip.slices[0]!.departureDate, trip.slices[1]!.departureDate);
    const direct = await service.search(trip);
    expect(direct.offers.length).toBeGreaterThan(0);
    expect(direct.offers.every((o) => o.slices.every((s) => s.segments.length === 1))).toBe(true);
    const cheapest = [...direct.offers].sort((a, b) => Number(a.total_amount) - Number(b.total_amount))[0]!;
    expect(cell.status).toBe('priced');
    expect(cell.totalAmount).toBe(cheapest.total_amount);
    const any = await service.search({ ...trip, maxConnections: undefined });
    const cheapestAny = [...any.offers].sort((a, b) => Number(a.total_amount) - Number(b.total_amount))[0]!;
    // LHR-JFK's cheapest trip connects, so a grid that forgot Direct only would show a lower price.
    expect(Number(cheapestAny.total_amount)).toBeLessThan(Number(cell.totalAmount));
  });

  it('shows departures before the earliest date as past and never asks the airline about them (R22)', async () => {
    const { service, calls } = sandboxService();
    const today = earliestDepartureDate();
    const grid = await service.dateGrid(oneWay(addDays(today, 1)), 3, DEFAULT_BRAND);
    expect(grid.cells.slice(0, 2).map((c) => c.status)).toEqual(['past', 'past']);
    // Today is searched (its flights may all have left: then it says so) and so is every later day.
    expect(grid.cells[2]!.departureDate).toBe(today);
    expect(grid.cells[2]!.status).toMatch(/^(priced|no_flights)$/);
    expect(grid.cells.slice(3).every((c) => c.status === 'priced')).toBe(true);
    expect(calls.search).toBe(5);
  });

  it('never prices a return before its departure', async () => {
    const { service } = sandboxService();
    const out = daysFromNow(60);
    const grid = await service.dateGrid(roundTrip('LHR', 'JFK', out, addDays(out, 1)), 3, DEFAULT_BRAND);
    const late = cellAt(grid.cells, addDays(out, 3), addDays(out, -2));
    expect(late.status).toBe('return_before_departure');
    expect(late.totalAmount).toBeNull();
    expect(cellAt(grid.cells, out, out).status).toBe('priced'); // same day is allowed ("not before")
    const before = grid.cells.filter((c) => c.returnDate! < c.departureDate);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((c) => c.status === 'return_before_departure')).toBe(true);
  });

  it('makes no more airline calls than the brand allows, nearest dates first; the rest are not searched', async () => {
    const { service, calls } = sandboxService();
    const trip = roundTrip();
    const grid = await service.dateGrid(trip, 3, { ...DEFAULT_BRAND, flexSearchBudget: 5 });
    expect(calls.search).toBe(5);
    expect(grid.providerCalls).toBe(5);
    expect(grid.budget).toBe(5);
    expect(grid.cells.filter((c) => c.status === 'priced')).toHaveLength(5);
    expect(grid.cells.filter((c) => c.status === 'not_searched')).toHaveLength(44);
    // The traveller's own dates are the nearest of all.
    expect(cellAt(grid.cells, trip.slices[0]!.departureDate, trip.slices[1]!.departureDate).status).toBe('priced');
  });

  it('answers from searches already made, saying how old they are, without calling or counting them', async () => {
    let clock = Date.now();
    const { service, calls, cacheResults, cache } = sandboxService(() => clock);
    const trip = roundTrip();
    await service.search(trip); // the traveller's own search
    expect(cacheResults).toEqual([false]);
    clock += 90_000;
    const grid = await service.dateGrid(trip, 3, { ...DEFAULT_BRAND, flexSearchBudget: 0 });
    expect(calls.search).toBe(1);
    const own = cellAt(grid.cells, trip.slices[0]!.departureDate, trip.slices[1]!.departureDate);
    expect(own).toMatchObject({ status: 'priced', cached: true, ageSeconds: 90 });
    expect(grid.cells.filter((c) => c.status === 'not_searched')).toHaveLength(48);
    // Cells are not the traveller's searches: the search metric heard of one search only.
    expect(cacheResults).toEqual([false]);

    // The grid's own searches stay out of the offer cache (49 lists would push travellers' searches
    // out), yet answer the next grid for the same dates with their age.
    const filled = await service.dateGrid(trip, 3, { ...DEFAULT_BRAND, flexSearchBudget: 49 });
    expect(filled.cells.filter((c) => c.status === 'priced' && !c.cached)).toHaveLength(48);
    expect(cache.stats().searches).toBe(1);
    clock += 30_000;
    const again = await service.dateGrid(trip, 3, { ...DEFAULT_BRAND, flexSearchBudget: 49 });
    expect(calls.search).toBe(49);
    expect(again.providerCalls).toBe(0);
    const other = cellAt(again.cells, addDays(trip.slices[0]!.departureDate, 2), trip.slices[1]!.departureDate);
    expect(other).toMatchObject({ status: 'priced', cached: true, ageSeconds: 30 });
    expect(other.totalAmount).toBe(cellAt(filled.cells, other.departureDate, other.returnDate).totalAmount);
    expect(cacheResults).toEqual([false]);
  });

  it('says a pair of dates has no flights when the airline has none', async () => {
    // The sandbox's "no offers" route (Providence to Praia) answers every date with none.
    const { service } = sandboxService();
    const trip = oneWay(daysFromNow(30));
    trip.slices = [{ origin: 'PVD', destination: 'RAI', departureDate: trip.slices[0]!.departureDate }];
    const grid = await service.dateGrid(trip, 3, DEFAULT_BRAND);
    expect(grid.cells.map((c) => c.status)).toEqual(Array(7).fill('no_flights'));
    expect(grid.cells.every((c) => c.totalAmount === null)).toBe(true);
  });
});

describe('the default budget (R46)', () => {
  it('is off for Duffel: only cached searches fill the grid, the airline is asked nothing', async () => {
    const counted = countingProvider(
      createDuffelProvider({ accessToken: duffelServer.token, baseUrl: duffelServer.url, pageSize: 20 }),
    );
    const service = createFlightsService({ provider: counted.provider, isKnownLocation: isKnownLocationCode });
    const trip = oneWay(daysFromNow(45));
    await service.search(trip);
    const grid = await service.dateGrid(trip, 3, DEFAULT_BRAND);
    expect(counted.calls.search).toBe(1);
    expect(grid.budget).toBe(0);
    expect(grid.cells.map((c) => c.status)).toEqual([
      'not_searched',
      'not_searched',
      'not_searched',
      'priced',
      'not_searched',
      'not_searched',
      'not_searched',
    ]);
    // A brand that turns it on gets real searches.
    const on = await service.dateGrid(trip, 3, { ...DEFAULT_BRAND, flexSearchBudget: 2 });
    expect(counted.calls.search).toBe(3);
    expect(on.cells.filter((c) => c.status === 'priced')).toHaveLength(3);
  });

  it('is on for the sandbox: every cell is searched', async () => {
    const { service } = sandboxService();
    const grid = await service.dateGrid(oneWay(daysFromNow(50)), 3, DEFAULT_BRAND);
    expect(grid.budget).toBe(49);
    expect(grid.cells.every((c) => c.status === 'priced')).toBe(true);
  });
});
