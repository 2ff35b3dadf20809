import type { FareBrandSummary, Offer } from '../../../shared/schemas/flights';

/*
 * R52: airlines sell the same seats as several fare brands (Basic, Standard, Flex). Offers of one
 * search with the same flights (carrier, flight number and departure of every segment) form a
 * group; the list shows a group once, as its cheapest fare, and says what the others are, so
 * paging counts sets of flights, not brands. Works on any provider's offers (sandbox, Duffel).
 */

/** The flights of an offer, segment by segment: equal for two brands of the same seats. */
export function fareGroupKey(offer: Offer): string {
  return offer.slices
    .map((slice) =>
      slice.segments
        .map((seg) => `${seg.marketing_carrier.iata_code}${seg.flight_number}@${seg.departing_at}`)
        .join('+'),
    )
    .join('|');
}

function brandName(offer: Offer): string {
  const named = offer.slices.find((slice) => slice.fare_brand_name)?.fare_brand_name;
  const cabin = offer.slices[0]?.segments[0]?.passengers[0]?.cabin_class_marketing_name;
  return named ?? cabin ?? 'Fare';
}

/** What a fare includes, for the shelves (R52); allowances are the first passenger's on the first flight. */
export function fareBrandSummary(offer: Offer): FareBrandSummary {
  const first = offer.slices[0]?.segments[0]?.passengers[0];
  const bags = (type: 'checked' | 'carry_on') =>
    first ? (first.baggages.find((bag) => bag.type === type)?.quantity ?? 0) : null;
  return {
    offer_id: offer.id,
    name: brandName(offer),
    total_amount: offer.total_amount,
    total_currency: offer.total_currency,
    cabin_class: first?.cabin_class ?? 'economy',
    cabin_marketing_name: first?.cabin_class_marketing_name ?? 'Economy',
    checked_bags: bags('checked'),
    carry_on_bags: bags('carry_on'),
    refund: offer.conditions.refund_before_departure,
    change: offer.conditions.change_before_departure,
    seat_selection: offer.fare_brand_extras?.seat_selection ?? null,
    priority_boarding: offer.fare_brand_extras?.priority_boarding ?? null,
  };
}

export interface FareGroup {
  key: string;
  /** Cheapest first, in the list's order. */
  offers: Offer[];
}

/** Groups a cheapest-first list; groups come in the order of their cheapest fare. */
export function groupFares(sorted: readonly Offer[]): FareGroup[] {
  const byKey = new Map<string, FareGroup>();
  for (const offer of sorted) {
    const key = fareGroupKey(offer);
    const group = byKey.get(key);
    if (group) group.offers.push(offer);
    else byKey.set(key, { key, offers: [offer] });
  }
  return [...byKey.values()];
}

/** The group's cheapest fare, telling the list its group and every fare in it (R52). */
export function groupRepresentative(group: FareGroup): Offer {
  const [cheapest] = group.offers;
  if (!cheapest) throw new Error('a fare group needs an offer');
  return { ...cheapest, fare_group: group.key, fare_brands: group.offers.map(fareBrandSummary) };
}

/** For each offer id, the ids of its group (R52), in the list's order. */
export function fareGroupIds(offers: readonly Offer[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const group of groupFares(offers)) {
    const members = group.offers.map((offer) => offer.id);
    for (const id of members) ids.set(id, members);
  }
  return ids;
}
