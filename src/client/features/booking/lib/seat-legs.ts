import { flightLabel } from '../../../../shared/itinerary-labels';
import type { Offer, SeatMap, Segment } from '../../../../shared/schemas/flights';
import { layoutCabin, type CabinLayout } from '../../../components/seat-map/seat-layout';

/* The flights of an offer as the seat step shows them: each segment with its seat map, by slice. */

export interface Leg {
  segment: Segment;
  sliceIndex: number;
  /** 'Outbound', 'Return', 'Flight 3'. */
  sliceTitle: string;
  /** 'JFK → LHR · BA117' */
  title: string;
  map: SeatMap | undefined;
  layouts: CabinLayout[];
}

/** 'Outbound' / 'Return' on a round trip, 'Flight n' on a multi-city trip (R24). */
export function sliceTitle(index: number, slices: Offer['slices']): string {
  return flightLabel(index, slices);
}

export function legsOf(offer: Pick<Offer, 'slices'>, maps: readonly SeatMap[]): Leg[] {
  return offer.slices.flatMap((slice, s) =>
    slice.segments.map((segment) => {
      const map = maps.find((m) => m.segment_id === segment.id);
      return {
        segment,
        sliceIndex: s,
        sliceTitle: sliceTitle(s, offer.slices),
        title: `${segment.origin.iata_code} → ${segment.destination.iata_code} · ${segment.flight_number}`,
        map,
        layouts: map?.cabins.map(layoutCabin) ?? [],
      };
    }),
  );
}

/** A passenger as the seat step names them: their name from the form, else 'Passenger n'. */
export interface SeatPassenger {
  id: string;
  name: string;
  /** Drawn on their seat: initials, else their number. */
  badge: string;
}

export function seatPassengers(
  offerPassengers: readonly { id: string; type: string }[],
  named: readonly { id?: string | undefined; firstName: string; lastName: string }[],
): SeatPassenger[] {
  const list = offerPassengers.flatMap((p, index) => {
    if (p.type === 'infant_without_seat') return [];
    const person = named.find((n) => n.id === p.id);
    const first = person?.firstName.trim() ?? '';
    const last = person?.lastName.trim() ?? '';
    const name = `${first} ${last}`.trim() || `Passenger ${index + 1}`;
    const initials = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
    return [{ id: p.id, name, badge: initials || String(index + 1), number: String(index + 1) }];
  });
  // Two travellers with the same initials (a family) would look alike on the map: number them instead.
  return list.map(({ number, ...p }) => ({
    ...p,
    badge: list.filter((other) => other.badge === p.badge).length > 1 ? number : p.badge,
  }));
}
