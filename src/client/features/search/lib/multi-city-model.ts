import {
  MAX_SLICES,
  MIN_MULTI_CITY_FLIGHTS,
  sliceIssues,
  type SearchIssue,
  type SliceValues,
} from '../../../../shared/schemas/search-rules';
import type { AirportValue } from './search-form-model';

/*
 * R24: the multi-city form's flights, free of React: 2 to MAX_SLICES rows of from, to and date,
 * a new row starting where the last one lands, and the shared rules (sliceIssues) read per row.
 */

export interface FlightRow {
  origin: AirportValue;
  destination: AirportValue;
  /** yyyy-MM-dd, or '' when none is chosen. */
  departureDate: string;
}

export type FlightField = 'origin' | 'destination' | 'departureDate';
/** An error's key in the form's errors: 'flights.1.departureDate', or 'flights' for the list. */
export type FlightErrorKey = `flights.${number}.${FlightField}` | 'flights';

export const flightErrorKey = (index: number, field: FlightField): FlightErrorKey => `flights.${index}.${field}`;

const BLANK: AirportValue = { code: '', text: '' };

/** The first rows of a multi-city search: the round-trip form's route and dates when it has them. */
export function seedFlights(first: FlightRow, secondDate: string): FlightRow[] {
  return [first, { origin: first.destination, destination: BLANK, departureDate: secondDate }];
}

export const canAddFlight = (flights: readonly FlightRow[]) => flights.length < MAX_SLICES;
export const canRemoveFlight = (flights: readonly FlightRow[]) => flights.length > MIN_MULTI_CITY_FLIGHTS;

/** One more row, leaving from where the last one lands on the same day; none past MAX_SLICES. */
export function addFlight(flights: readonly FlightRow[]): FlightRow[] {
  if (!canAddFlight(flights)) return [...flights];
  const last = flights[flights.length - 1];
  return [
    ...flights,
    { origin: last?.destination ?? BLANK, destination: BLANK, departureDate: last?.departureDate ?? '' },
  ];
}

/** The row at `index` taken out; never below MIN_MULTI_CITY_FLIGHTS. */
export function removeFlight(flights: readonly FlightRow[], index: number): FlightRow[] {
  if (!canRemoveFlight(flights)) return [...flights];
  return flights.filter((_, i) => i !== index);
}

export function withFlight(flights: readonly FlightRow[], index: number, change: Partial<FlightRow>): FlightRow[] {
  return flights.map((row, i) => (i === index ? { ...row, ...change } : row));
}

/** The rows as a search's slices: codes trimmed and upper-cased, as the shared schema reads them. */
export function flightValues(flights: readonly FlightRow[]): SliceValues[] {
  return flights.map((row) => ({
    origin: row.origin.code.trim().toUpperCase(),
    destination: row.destination.code.trim().toUpperCase(),
    departureDate: row.departureDate.trim(),
  }));
}

/**
 * Each row's own fields (an airport picked, a date), then the shared rules across rows, as
 * SearchIssues on ['flights', index, field]. The same words as the API's slices.
 */
export function flightIssues(
  slices: readonly SliceValues[],
  today: string,
  messages: { origin: string; destination: string; departureDate: string; tooFew: string },
): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (slices.length < MIN_MULTI_CITY_FLIGHTS) issues.push({ path: ['flights'], message: messages.tooFew });
  slices.forEach((slice, index) => {
    if (!/^[A-Z]{3}$/.test(slice.origin)) issues.push({ path: ['flights', index, 'origin'], message: messages.origin });
    if (!/^[A-Z]{3}$/.test(slice.destination)) {
      issues.push({ path: ['flights', index, 'destination'], message: messages.destination });
    }
    if (slice.departureDate === '') {
      issues.push({ path: ['flights', index, 'departureDate'], message: messages.departureDate });
    }
  });
  return [...issues, ...sliceIssues(slices, today, ['flights'])];
}
