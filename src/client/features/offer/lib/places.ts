import { formatCardDate } from '../../../../shared/display';
import { flightLabel } from '../../../../shared/itinerary-labels';
import type { Offer, Place, Slice } from '../../../../shared/schemas/flights';

/** 'London' (the city, else the airport's name). */
export const cityOf = (place: Place) => place.city_name ?? place.name;

/** 'Outbound' / 'Return' on a round trip or a one-way, 'Flight n' on a multi-city trip (R24). */
export function sliceTitle(index: number, slices: readonly Slice[]): string {
  return flightLabel(index, slices);
}

/** The slices' segments' distinct airline names, in order ('Aer Lingus', 'Aer Lingus, British Airways'). */
export function airlinesOf(slice: Slice): string {
  return [...new Set(slice.segments.map((segment) => segment.airline.name || segment.marketing_carrier.name))].join(
    ', ',
  );
}

/** 'Mon, Dec 21 – Mon, Dec 28': each flight's departure day, at its airport. */
export function travelDates(offer: Offer): string {
  return offer.slices
    .map((slice) => formatCardDate(slice.departure_time))
    .filter(Boolean)
    .join(' – ');
}
