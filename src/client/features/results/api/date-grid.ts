import { queryOptions } from '@tanstack/react-query';
import { DATE_GRID_CELL_STATUSES } from '../../../../shared/date-grid-statuses';
import type { DateGridCell, DateGridResponse } from '../../../../shared/schemas/date-grid';
import { api, type AnswerReader } from '../../../lib/api';
import { criteriaKey, searchQueryObject, type SearchCriteria } from '../../../lib/search-url';
import { RESULTS_GC_MS, RESULTS_STALE_MS } from './search-flights';

/*
 * R46: GET /api/flights/date-grid for the results page's price strip or grid. Read by hand, as the
 * search answer is (search-response.ts): the grid's chunk must not bring the zod runtime.
 */

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isCell = (value: unknown): value is DateGridCell => {
  if (typeof value !== 'object' || value === null) return false;
  const cell = value as Record<string, unknown>;
  return (
    isDate(cell.departureDate) &&
    (cell.returnDate === null || isDate(cell.returnDate)) &&
    (DATE_GRID_CELL_STATUSES as readonly unknown[]).includes(cell.status) &&
    (cell.status !== 'priced' || (typeof cell.totalAmount === 'string' && typeof cell.currency === 'string')) &&
    (cell.ageSeconds === null || typeof cell.ageSeconds === 'number')
  );
};

export const DateGridReader: AnswerReader<DateGridResponse> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const grid = value as Record<string, unknown>;
    const ok =
      Array.isArray(grid.departureDates) &&
      grid.departureDates.every(isDate) &&
      Array.isArray(grid.returnDates) &&
      grid.returnDates.every(isDate) &&
      Array.isArray(grid.cells) &&
      grid.cells.every(isCell) &&
      grid.cells.length === grid.departureDates.length * Math.max(1, grid.returnDates.length);
    return ok ? { success: true, data: value as DateGridResponse } : { success: false };
  },
};

/**
 * The search's own fields; the nearby flags are the list's business, not the dates'. A Direct only
 * search (R45) asks the airline for direct flights in every cell too, as its list does.
 */
export function dateGridPath(criteria: SearchCriteria): string {
  const query = new URLSearchParams(searchQueryObject(criteria));
  for (const key of ['tripType', 'nearbyOrigin', 'nearbyDestination', 'directOnly']) query.delete(key);
  if (criteria.directOnly) query.set('maxConnections', '0');
  return `/api/flights/date-grid?${query.toString()}`;
}

export const dateGridQueryOptions = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['flights', 'date-grid', criteriaKey(criteria)] as const,
    queryFn: ({ signal }) => api.get(dateGridPath(criteria), DateGridReader, { signal }),
    staleTime: RESULTS_STALE_MS,
    gcTime: RESULTS_GC_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
