import type { Offer } from '../../../../shared/schemas/flights';
import { tripKind } from '../../../../shared/itinerary-labels';
import { searchHref } from '../../../lib/search-url';

/*
 * /booking?offer={id}&adults=&children=&infants= (J2). The counts in the
 * URL are only a hint: the offer was priced for its own passengers, so the forms, the summary and
 * the way back to search follow the offer's passengers.
 */

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** The offer's own counts: what it was priced for. */
export function offerCounts(offer: Pick<Offer, 'passengers'>): PassengerCounts {
  const of = (type: string) => offer.passengers.filter((p) => p.type === type).length;
  return { adults: of('adult'), children: of('child'), infants: of('infant_without_seat') };
}

/**
 * The results page this offer came from, rebuilt from the offer itself (an expired offer sends the
 * traveller back to search with the same query): its airports, days, cabin and passengers.
 */
export function searchHrefForOffer(offer: Offer): string {
  const [outbound, back] = offer.slices;
  if (!outbound) return '/search';
  const kind = tripKind(offer.slices);
  const roundTrip = kind === 'round-trip' && back !== undefined;
  const counts = offerCounts(offer);
  return searchHref({
    origin: outbound.origin.iata_code,
    destination: outbound.destination.iata_code,
    departureDate: outbound.departure_time.slice(0, 10),
    returnDate: roundTrip ? back.departure_time.slice(0, 10) : undefined,
    cabinClass: outbound.segments[0]?.passengers[0]?.cabin_class ?? 'economy',
    adults: Math.max(1, counts.adults),
    children: counts.children,
    infants: counts.infants,
    tripType: kind,
    // R24: every flight of a multi-city offer, each on its own day.
    slices:
      kind === 'multi-city'
        ? offer.slices.map((slice) => ({
            origin: slice.origin.iata_code,
            destination: slice.destination.iata_code,
            departureDate: slice.departure_time.slice(0, 10),
          }))
        : undefined,
  });
}
