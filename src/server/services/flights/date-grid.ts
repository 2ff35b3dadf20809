import { datesAround, type DateGridCell, type DateGridResponse } from '../../../shared/schemas/date-grid';
import type { Offer } from '../../../shared/schemas/flights';
import type { SearchRequest } from '../../../shared/schemas/search';
import type { OfferQuery } from '../../providers/flights/types';
import { toOfferQuery } from './offer-query';

/*
 * R46: the ± 3 days price grid. Every cell is a search of its own (the same query, and so the same
 * cache entry, as a traveller's search for those dates), answered from the offer cache when it can
 * be, else by the airline while the brand's budget of calls for this grid lasts; the rest stay
 * "not searched". Past departures (R22) and returns before their departure are never asked about.
 */

/** What the grid needs from the flights service. */
export interface GridSearches {
  /** The cached offers for a query and how old they are (null when unknown), without asking anyone. */
  cached(query: OfferQuery): Promise<{ offers: Offer[]; ageMs: number | null } | undefined>;
  /** Asks the airline (or joins a search for the same query already under way) and caches the answer. */
  search(query: OfferQuery): Promise<Offer[]>;
  /** The cheapest offer at the brand's selling price, or undefined for none. */
  cheapest(offers: Offer[]): Offer | undefined;
}

export interface DateGridInput {
  search: SearchRequest;
  days: number;
  /** The earliest departure date a search may have (R22). */
  earliest: string;
  /** Airline searches this grid may make. */
  budget: number;
  /** Searches run at once: the sandbox computes, Duffel waits, neither wants 49 at a time. */
  concurrency?: number;
}

type Pending = { cell: DateGridCell; query: OfferQuery; distance: number };

function queryFor(base: SearchRequest, departureDate: string, returnDate: string | null): OfferQuery {
  const [out, back] = base.slices;
  const slices = [{ origin: out!.origin, destination: out!.destination, departureDate }];
  if (back && returnDate)
    slices.push({ origin: back.origin, destination: back.destination, departureDate: returnDate });
  return toOfferQuery(base, slices);
}

const emptyCell = (departureDate: string, returnDate: string | null): DateGridCell => ({
  departureDate,
  returnDate,
  status: 'not_searched',
  totalAmount: null,
  currency: null,
  ageSeconds: null,
  cached: false,
});

function price(cell: DateGridCell, offers: Offer[], searches: GridSearches): void {
  const best = searches.cheapest(offers);
  if (!best) {
    cell.status = 'no_flights';
    return;
  }
  cell.status = 'priced';
  cell.totalAmount = best.total_amount;
  cell.currency = best.total_currency;
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function buildDateGrid(input: DateGridInput, searches: GridSearches): Promise<DateGridResponse> {
  const { search, days, earliest, budget } = input;
  const center = search.slices[0]!.departureDate;
  const centerReturn = search.slices[1]?.departureDate ?? null;
  const departureDates = datesAround(center, days);
  const returnDates = centerReturn ? datesAround(centerReturn, days) : [];
  const dayIndex = (date: string, from: string) => Math.abs(Date.parse(date) - Date.parse(from)) / 86_400_000;

  const cells: DateGridCell[] = [];
  const open: Pending[] = [];
  for (const departureDate of departureDates) {
    for (const returnDate of centerReturn ? returnDates : [null]) {
      const cell = emptyCell(departureDate, returnDate);
      cells.push(cell);
      if (departureDate < earliest) cell.status = 'past';
      else if (returnDate !== null && returnDate < departureDate) cell.status = 'return_before_departure';
      else {
        const distance = dayIndex(departureDate, center) + (returnDate ? dayIndex(returnDate, centerReturn!) : 0);
        open.push({ cell, query: queryFor(search, departureDate, returnDate), distance });
      }
    }
  }

  // What earlier searches found costs nothing: read it first, for every cell.
  const unanswered: Pending[] = [];
  await Promise.all(
    open.map(async (pending) => {
      const hit = await searches.cached(pending.query);
      if (!hit) return void unanswered.push(pending);
      price(pending.cell, hit.offers, searches);
      pending.cell.cached = true;
      pending.cell.ageSeconds = hit.ageMs === null ? null : Math.max(0, Math.floor(hit.ageMs / 1000));
    }),
  );

  // The budget goes to the dates nearest the traveller's own, which they are likeliest to pick.
  unanswered.sort((a, b) => a.distance - b.distance);
  const asked = unanswered.slice(0, Math.max(0, budget));
  await eachLimited(asked, input.concurrency ?? 8, async ({ cell, query }) => {
    try {
      price(cell, await searches.search(query), searches);
    } catch {
      cell.status = 'failed';
    }
  });

  return { departureDates, returnDates, cells, budget, providerCalls: asked.length };
}
