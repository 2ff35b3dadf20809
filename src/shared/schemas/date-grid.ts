import { z } from 'zod';
import { DATE_GRID_CELL_STATUSES } from '../date-grid-statuses';

/*
 * R46: the flexible-date price grid (GET /api/flights/date-grid). One-way: 7 departure dates;
 * round trip: 7 x 7 departure x return. Each cell is the cheapest total for that pair of dates.
 */

/** The grid reaches this many days either side of the searched dates (± 3: 7 dates). */
export const FLEX_DAYS = 3;
/** The most airline searches one grid or one nearby-airports search may make (a full 7 x 7 grid). */
export const FLEX_BUDGET_MAX = (2 * FLEX_DAYS + 1) ** 2;
export { NEARBY_RADIUS_KM } from '../airports/nearby';

export const DATE_GRID_MESSAGES = {
  days: `A flexible-date grid covers 1 to ${FLEX_DAYS} days either side of the search`,
  budget: `Flexible-date searches must be a whole number between 0 and ${FLEX_BUDGET_MAX}, or empty for the default`,
  nearbyFlag: 'nearbyOrigin and nearbyDestination must be true or false',
  /** R46 with R24: a grid has two axes, departure and return, so a trip of three or more flights has none. */
  multiCity: 'A flexible-date grid is for one-way and round trips, not trips of three or more flights',
} as const;

export { DATE_GRID_CELL_STATUSES, type DateGridCellStatus } from '../date-grid-statuses';

export const DateGridCellSchema = z.object({
  departureDate: z.string(),
  /** null on a one-way grid. */
  returnDate: z.string().nullable(),
  status: z.enum(DATE_GRID_CELL_STATUSES),
  /** Selling price (R1), decimal as offers write it; only when priced. */
  totalAmount: z.string().nullable(),
  currency: z.string().nullable(),
  /** Seconds since an earlier search found this price (from the cache); null when searched now or unknown. */
  ageSeconds: z.number().int().min(0).nullable(),
  /** True when the price came from an earlier search rather than a call made for this grid. */
  cached: z.boolean(),
});
export type DateGridCell = z.infer<typeof DateGridCellSchema>;

export const DateGridResponseSchema = z.object({
  departureDates: z.array(z.string()),
  /** Empty on a one-way grid. */
  returnDates: z.array(z.string()),
  /** Row by row: for each departure date, each return date (one cell per departure when one-way). */
  cells: z.array(DateGridCellSchema),
  /** Airline searches this grid was allowed, and how many it made. */
  budget: z.number().int(),
  providerCalls: z.number().int(),
});
export type DateGridResponse = z.infer<typeof DateGridResponseSchema>;

/** yyyy-MM-dd plus whole days, in UTC (dates carry no zone). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The dates from `days` before to `days` after, in order. */
export function datesAround(date: string, days: number = FLEX_DAYS): string[] {
  return Array.from({ length: 2 * days + 1 }, (_, i) => addDays(date, i - days));
}
