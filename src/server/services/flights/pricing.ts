import { sellingAmount, sellingMinorUnits, sellingPrice, toMinorUnits } from '../../../shared/pricing';
import type { Offer, SeatMap } from '../../../shared/schemas/flights';

/*
 * R1: what leaves the server is the selling price. The fare gets the brand's markup
 * (taxes pass through, see shared/pricing.ts), and so does every service sold with it, bags and
 * seats alike, each rounded to whole units, so the traveller's sum of parts is what is charged.
 * Fare-condition penalties are the airline's fees, charged by the airline, and are shown as it
 * states them.
 */

export function priceOffer(offer: Offer, markupBasisPoints: number): Offer {
  const price = sellingPrice(
    { total: offer.total_amount, tax: offer.tax_amount, currency: offer.total_currency },
    markupBasisPoints,
  );
  return {
    ...offer,
    total_amount: price.total,
    base_amount: price.base,
    base_currency: offer.total_currency,
    tax_amount: price.tax,
    tax_currency: offer.total_currency,
    available_services: offer.available_services.map((service) => ({
      ...service,
      total_amount: sellingAmount(service.total_amount, service.total_currency, markupBasisPoints),
    })),
  };
}

export function priceSeatMaps(maps: SeatMap[], markupBasisPoints: number): SeatMap[] {
  return maps.map((map) => ({
    ...map,
    cabins: map.cabins.map((cabin) => ({
      ...cabin,
      rows: cabin.rows.map((row) => ({
        ...row,
        sections: row.sections.map((section) => ({
          elements: section.elements.map((element) =>
            element.available_services
              ? {
                  ...element,
                  available_services: element.available_services.map((service) => ({
                    ...service,
                    total_amount: sellingAmount(service.total_amount, service.total_currency, markupBasisPoints),
                  })),
                }
              : element,
          ),
        })),
      })),
    })),
  }));
}

/** Net offers at selling price, cheapest first (ties by id, so pages never overlap). */
export function priceAndSort(offers: readonly Offer[], markupBasisPoints: number): Offer[] {
  return offers
    .map((offer) => ({
      offer,
      key: sellingMinorUnits(
        toMinorUnits(offer.total_amount, offer.total_currency),
        offer.total_currency,
        markupBasisPoints,
      ),
    }))
    .sort((a, b) => a.key - b.key || (a.offer.id < b.offer.id ? -1 : a.offer.id > b.offer.id ? 1 : 0))
    .map(({ offer }) => priceOffer(offer, markupBasisPoints));
}
