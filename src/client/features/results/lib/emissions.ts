/*
 * R45: emissions on the results. An offer's `total_emissions_kg` (Duffel's field: kg CO2e for all
 * its passengers, a decimal string) is read as a number, or null when it is absent or unreadable:
 * such an offer shows no figure at all, never 0. "Lower emissions", as Google Flights puts it: at
 * least 15% below the median of the offers with a figure on this search (its route, dates,
 * cabin and passengers), so 14% below gets no badge and 15% below gets it.
 */

export const LOWER_EMISSIONS_SHARE = 0.15;

export function emissionsKg(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const kg = Number(value);
  return Number.isFinite(kg) && kg > 0 ? kg : null;
}

/** The median of the figures given (nulls left out); null when there is none. */
export function medianEmissions(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const upper = known[middle] ?? 0;
  return known.length % 2 === 1 ? upper : ((known[middle - 1] ?? upper) + upper) / 2;
}

/** At least 15% below the median. Compared in hundredths, so 15.0% is not lost to rounding. */
export function isLowerEmissions(kg: number | null, median: number | null): boolean {
  if (kg === null || median === null || median <= 0) return false;
  return Math.round(kg * 100) <= Math.round(median * (1 - LOWER_EMISSIONS_SHARE) * 100);
}

let wholeNumbers: Intl.NumberFormat | null = null;

/** '1,234 kg CO2e' (whole kilograms; one formatter for the page's hundreds of cards). */
export function formatEmissions(kg: number): string {
  wholeNumbers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${wholeNumbers.format(Math.round(kg))} kg CO2e`;
}
