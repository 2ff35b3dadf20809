/*
 * What a trip's flights are called, from the flights themselves (R24): a round trip's are
 * 'Outbound' and 'Return', a one-way's is its only flight, and a multi-city trip's are
 * 'Flight 1', 'Flight 2'... even when it has two flights that do not come back.
 */

interface PlaceCodes {
  iata_code: string;
  iata_city_code?: string | null | undefined;
}

interface SliceEnds {
  origin: PlaceCodes;
  destination: PlaceCodes;
}

/** A city when the airline gives one, so a return into another London airport is still a return. */
const placeOf = (place: PlaceCodes) => place.iata_city_code || place.iata_code;

/** Two flights, the second from where the first landed back to where it left. */
export function isRoundTrip(slices: readonly SliceEnds[]): boolean {
  const [outbound, back] = slices;
  return (
    slices.length === 2 &&
    outbound !== undefined &&
    back !== undefined &&
    placeOf(back.origin) === placeOf(outbound.destination) &&
    placeOf(back.destination) === placeOf(outbound.origin)
  );
}

export type TripKind = 'one-way' | 'round-trip' | 'multi-city';

export function tripKind(slices: readonly SliceEnds[]): TripKind {
  if (slices.length <= 1) return 'one-way';
  return isRoundTrip(slices) ? 'round-trip' : 'multi-city';
}

export const TRIP_KIND_LABELS = {
  'one-way': 'One Way',
  'round-trip': 'Round Trip',
  'multi-city': 'Multi-City',
} as const satisfies Record<TripKind, string>;

/**
 * The name of flight `index`: 'Outbound' / 'Return' on a round trip, 'Flight n' on a multi-city
 * trip, and `single` ('Outbound', 'Flight'...: each screen's own word) for a one-way.
 */
export function flightLabel(index: number, slices: readonly SliceEnds[], single = 'Outbound'): string {
  const kind = tripKind(slices);
  if (kind === 'one-way') return single;
  if (kind === 'round-trip') return index === 0 ? 'Outbound' : 'Return';
  return `Flight ${index + 1}`;
}

/**
 * A trip's route in words: 'New York to London' for a one-way or a round trip, and every
 * landing in order for a multi-city trip ('London to Paris to Rome to London').
 */
export function routeText<P extends PlaceCodes>(
  slices: readonly { origin: P; destination: P }[],
  name: (place: P) => string,
): string {
  const [first] = slices;
  if (!first) return '';
  if (tripKind(slices) !== 'multi-city') return `${name(first.origin)} to ${name(first.destination)}`;
  return [name(first.origin), ...slices.map((slice) => name(slice.destination))].join(' to ');
}
