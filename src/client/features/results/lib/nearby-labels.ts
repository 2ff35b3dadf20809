import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { greatCircleKm } from '../../../../shared/airports/geo';
import { nearbyLabel, shortAirportName } from '../../../../shared/airports/nearby';
import type { Offer, Place } from '../../../../shared/schemas/flights';
import { airportStore, type AirportLookup, type AirportStore } from '../../../lib/airports';
import type { SearchCriteria } from '../../../lib/search-url';

/*
 * R46: a search with nearby airports merges offers from other airports than the ones searched;
 * each such offer is labelled "Departs from Luton (LTN), 45 km from London Heathrow". The
 * distance needs both airports' coordinates: the site's airport list, fetched only for such a search.
 */

function endLabel(
  end: 'origin' | 'destination',
  used: Place | undefined,
  searchedCode: string,
  lookup: AirportLookup | null,
): string | null {
  if (!used?.iata_code || used.iata_code === searchedCode) return null;
  const searched = lookup?.byCode(searchedCode);
  const usedAirport = lookup?.byCode(used.iata_code);
  const name = used.name || usedAirport?.name || used.iata_code;
  if (!searched || !usedAirport) {
    const verb = end === 'origin' ? 'Departs from' : 'Arrives at';
    return `${verb} ${shortAirportName({ name })} (${used.iata_code}), near ${searchedCode}`;
  }
  const km = Math.round(greatCircleKm(searched, usedAirport));
  return nearbyLabel(end, { name, iata_code: used.iata_code }, searched, km);
}

/** The labels of one offer: none when it flies from and to the airports searched. */
export function offerNearbyLabels(offer: Offer, criteria: SearchCriteria, lookup: AirportLookup | null): string[] {
  const first = offer.slices[0];
  return [
    criteria.nearbyOrigin ? endLabel('origin', first?.origin, criteria.origin, lookup) : null,
    criteria.nearbyDestination ? endLabel('destination', first?.destination, criteria.destination, lookup) : null,
  ].filter((label): label is string => label !== null);
}

/** Offer id -> its labels; empty (and no airport list fetched) for a search without nearby airports. */
export function useNearbyLabels(
  criteria: SearchCriteria,
  offers: readonly Offer[],
  store: AirportStore = airportStore(),
): ReadonlyMap<string, string[]> {
  const wanted = Boolean(criteria.nearbyOrigin || criteria.nearbyDestination);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (wanted) store.load();
  }, [wanted, store]);
  return useMemo(() => {
    const labels = new Map<string, string[]>();
    if (!wanted) return labels;
    for (const offer of offers) {
      const found = offerNearbyLabels(offer, criteria, snapshot.lookup);
      if (found.length > 0) labels.set(offer.id, found);
    }
    return labels;
  }, [wanted, offers, criteria, snapshot.lookup]);
}
