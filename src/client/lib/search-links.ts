/*
 * The /search link the site writes itself (J2, R20): the search
 * form's spelling (adultsCount...), the return date only on a round trip that has one. The offer
 * screen's 'Back to Search Results' and the booking flow's redirect after an expired offer both
 * use it, so a traveller lands on the same results page either way.
 */

export type TripType = 'one-way' | 'round-trip';

export interface SearchContext {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
  cabinClass?: string | undefined;
  adults?: number | undefined;
  children?: number | undefined;
  infants?: number | undefined;
  tripType?: TripType | undefined;
}

/** '/search?...' in the form's spelling; the return date only on a round trip that has one. */
export function searchHref(search: SearchContext): string {
  const tripType = search.tripType ?? (search.returnDate ? 'round-trip' : 'one-way');
  const query = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
  });
  if (tripType === 'round-trip' && search.returnDate) query.set('returnDate', search.returnDate);
  query.set('cabinClass', search.cabinClass ?? 'economy');
  query.set('adultsCount', String(search.adults ?? 1));
  query.set('childrenCount', String(search.children ?? 0));
  query.set('infantsCount', String(search.infants ?? 0));
  query.set('tripType', tripType);
  return `/search?${query.toString()}`;
}
