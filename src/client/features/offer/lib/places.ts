import { formatCardDate } from '../../../../shared/display';
import type { Offer, Place, Slice } from '../../../../shared/schemas/flights';

/** 'London' (the city, else the airport's name). */
export const cityOf = (place: Place) => place.city_name ?? place.name;

/** 'Outbound' for the first slice, 'Return' for the second of a round trip, 'Flight n' beyond. */
export function sliceTitle(index: number, count: number): string {
  if (index === 0) return 'Outbound';
  if (index === 1 && count === 2) return 'Return';
  return `Flight ${index + 1}`;
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
