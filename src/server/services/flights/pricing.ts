import { eq } from 'drizzle-orm';
import {
  DEFAULT_MARKUP_BASIS_POINTS,
  sellingAmount,
  sellingMinorUnits,
  sellingPrice,
  toMinorUnits,
} from '../../../shared/pricing';
import type { Offer, SeatMap } from '../../../shared/schemas/flights';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

/*
 * Decision 1: what leaves the server is the selling price. The fare gets the brand's markup
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

/**
 * The brand's markup from the brand cache (brands.ts) the site already keeps: one copy, dropped
 * at once when an admin changes a brand here or, with Redis, in another process.
 */
export function catalogMarkupSource(catalog: {
  find(brandId: string): Promise<{ markupBasisPoints: number } | null>;
}): (brandId: string) => Promise<number> {
  return async (brandId) => (await catalog.find(brandId))?.markupBasisPoints ?? DEFAULT_MARKUP_BASIS_POINTS;
}

/**
 * The brand's markup in basis points, read from the brands table and kept briefly: an admin's
 * change shows within the TTL without a database read on every search. (The app uses the brand
 * cache instead; this serves the flights service on its own, in tests and benchmarks.)
 */
export function createMarkupSource(db: Db, ttlMs = 60_000, now: () => number = Date.now) {
  const kept = new Map<string, { value: number; until: number }>();
  return async function markupFor(brandId: string): Promise<number> {
    const hit = kept.get(brandId);
    if (hit && hit.until > now()) return hit.value;
    const rows = await db
      .select({ markup: brands.markupBasisPoints })
      .from(brands)
      .where(eq(brands.id, brandId))
      .limit(1);
    const value = rows[0]?.markup ?? DEFAULT_MARKUP_BASIS_POINTS;
    kept.set(brandId, { value, until: now() + ttlMs });
    return value;
  };
}
