import type { SearchRequest, SearchSliceInput } from '../../../shared/schemas/search';
import { givenAges } from '../../../shared/schemas/search-rules';
import type { OfferQuery } from '../../providers/flights/types';

/**
 * The provider's question for a validated search: the traveller's own search, a flexible-date
 * cell (R46) and a nearby-airport pair (R46) all ask it this way, so a Direct only search (R45)
 * stays direct in every one of them. `slices` replaces the search's own flights.
 */
export function toOfferQuery(request: SearchRequest, slices: readonly SearchSliceInput[] = request.slices): OfferQuery {
  return {
    slices: slices.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
    cabinClass: request.cabinClass,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    ...givenAges(request),
    ...(request.maxConnections !== undefined ? { maxConnections: request.maxConnections } : {}),
  };
}
