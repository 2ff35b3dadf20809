/*
 * R46: the statuses of a flexible-date grid's cell, without zod, so the results page's reader
 * (client/features/results/api/date-grid.ts) checks the answer against the schema's own list.
 */

/**
 * Why a cell has no price, or that it has one:
 * - priced: the cheapest total of the offers for these dates;
 * - no_flights: the airline was asked and has none;
 * - past: a departure before the earliest date a search may leave (R22);
 * - return_before_departure: a return earlier than its departure;
 * - not_searched: outside the brand's budget and not in the cache ("search this date");
 * - failed: the airline did not answer for this cell.
 */
export const DATE_GRID_CELL_STATUSES = [
  'priced',
  'no_flights',
  'past',
  'return_before_departure',
  'not_searched',
  'failed',
] as const;
export type DateGridCellStatus = (typeof DATE_GRID_CELL_STATUSES)[number];
