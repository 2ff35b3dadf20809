import { addAmounts, fromMinorUnits, toMinorUnits } from './pricing';
import type { AvailableService, Offer, Slice } from './schemas/flights';

/*
 * R53 and R54: an offer's baggage services read the same way by the server, the booking page and
 * the results page. Amounts are whatever the offer carries (the selling price once the server has
 * applied the brand's markup, R1).
 */

export type BagKind = 'checked' | 'carry_on';
export const BAG_CHOICES = ['cabin', 'checked'] as const;
export type BagChoice = (typeof BAG_CHOICES)[number];

export const bagKindOf = (choice: BagChoice): BagKind => (choice === 'cabin' ? 'carry_on' : 'checked');

export function serviceBagKind(service: Pick<AvailableService, 'metadata'>): BagKind {
  return service.metadata?.type === 'carry_on' ? 'carry_on' : 'checked';
}

export function serviceWeightKg(service: Pick<AvailableService, 'metadata'>): number | null {
  const kg = service.metadata?.maximum_weight_kg;
  return typeof kg === 'number' ? kg : null;
}

export function baggageServices(offer: Pick<Offer, 'available_services'>): AvailableService[] {
  return offer.available_services.filter((service) => service.type === 'baggage');
}

/** 'LHR–CDG' for the flights a bag travels on (first origin to last destination). */
export function bagRoute(segmentIds: readonly string[], slices: readonly Slice[]): string {
  const segments = slices.flatMap((slice) => slice.segments).filter((segment) => segmentIds.includes(segment.id));
  const first = segments[0];
  const last = segments[segments.length - 1];
  return first && last ? `${first.origin.iata_code}–${last.destination.iata_code}` : '';
}

/** '2 extra checked bags (23 kg)': how a booked bag is named on the confirmation, My Trips and the e-mail. */
export function bagLabel(bag: { quantity: number; type: BagKind; maximum_weight_kg: number | null }): string {
  const kind = bag.type === 'carry_on' ? 'cabin' : 'checked';
  const weight = bag.maximum_weight_kg === null ? '' : ` (${bag.maximum_weight_kg} kg)`;
  return `${bag.quantity} extra ${kind} ${bag.quantity === 1 ? 'bag' : 'bags'}${weight}`;
}

/** How many bags of a kind the fare includes for a passenger on every flight of a slice. */
function includedOnSlice(slice: Slice, passengerId: string, kind: BagKind): number {
  return Math.min(
    ...slice.segments.map((segment) => {
      const mine = segment.passengers.find((p) => p.passenger_id === passengerId);
      return (mine?.baggages ?? []).filter((b) => b.type === kind).reduce((sum, b) => sum + b.quantity, 0);
    }),
  );
}

export type PriceWithBags =
  | { status: 'included' | 'priced'; extra: string; total: string; currency: string }
  /** The offer has bags for sale but not this one for someone: the card says so. */
  | { status: 'unavailable'; extra: null; total: string; currency: string }
  /** No bags for sale are known (Duffel's search results carry none): priced at booking. */
  | { status: 'unknown'; extra: null; total: string; currency: string };

/**
 * R54: the offer's price with one bag of `choice` per traveller with a seat, on every flight:
 * the fare's included allowance first, then the cheapest baggage service that covers the flight.
 */
export function priceWithBags(offer: Offer, choice: BagChoice): PriceWithBags {
  const kind = bagKindOf(choice);
  const currency = offer.total_currency;
  const base = { total: offer.total_amount, currency };
  const services = baggageServices(offer).filter((s) => serviceBagKind(s) === kind && s.total_currency === currency);
  const bought = new Map<string, AvailableService>();
  let missing = false;
  for (const passenger of offer.passengers.filter((p) => p.type !== 'infant_without_seat')) {
    for (const slice of offer.slices) {
      if (includedOnSlice(slice, passenger.id, kind) >= 1) continue;
      const covering = services
        .filter(
          (s) =>
            s.passenger_ids.includes(passenger.id) && slice.segments.every((seg) => s.segment_ids.includes(seg.id)),
        )
        .sort((a, b) => toMinorUnits(a.total_amount, currency) - toMinorUnits(b.total_amount, currency))[0];
      if (covering) bought.set(`${passenger.id}:${covering.id}`, covering);
      else missing = true;
    }
  }
  if (missing) {
    return baggageServices(offer).length === 0
      ? { status: 'unknown', extra: null, ...base }
      : { status: 'unavailable', extra: null, ...base };
  }
  const extra = addAmounts(
    [...bought.values()].map((s) => s.total_amount),
    currency,
  );
  const total = fromMinorUnits(toMinorUnits(offer.total_amount, currency) + toMinorUnits(extra, currency), currency);
  return { status: bought.size === 0 ? 'included' : 'priced', extra, total, currency };
}
