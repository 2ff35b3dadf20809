import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Offer } from '../../../../shared/schemas/flights';
import { airportStore, type AirportStore } from '../../../lib/airports';

const NONE: readonly string[] = [];

/**
 * City names for the header's codes: from the offers when they have arrived (they name their
 * airports), else from the site's airport list. The list is fetched here only when the offers
 * cannot name both ends (no results, an error), so it never competes with the search itself;
 * coming from the search form it is already in memory.
 */
export function usePlaceNames(
  origin: string,
  destination: string,
  offers: readonly Offer[],
  settled: boolean,
  store: AirportStore = airportStore(),
  /** R24: a multi-city search's other airports. */
  others: readonly string[] = NONE,
): Record<string, string> {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const fromOffers = useMemo(() => {
    const names: Record<string, string> = {};
    for (const slice of offers[0]?.slices ?? []) {
      for (const place of [slice.origin, slice.destination]) {
        if (place?.iata_code && place.city_name) names[place.iata_code] = place.city_name;
      }
    }
    return names;
  }, [offers]);
  const codes = useMemo(() => [...new Set([origin, destination, ...others])], [origin, destination, others]);
  const missing = codes.some((code) => !fromOffers[code]);
  useEffect(() => {
    if (settled && missing) store.load();
  }, [settled, missing, store]);

  return useMemo(() => {
    const names: Record<string, string> = {};
    for (const code of codes) {
      const airport = fromOffers[code] ? undefined : snapshot.lookup?.byCode(code);
      const name = fromOffers[code] ?? (airport ? airport.city_name || airport.name : undefined);
      if (name) names[code] = name;
    }
    return names;
  }, [codes, fromOffers, snapshot.lookup]);
}
