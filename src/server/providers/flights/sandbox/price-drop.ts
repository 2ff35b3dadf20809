import { eq } from 'drizzle-orm';
import type { Offer } from '../../../../shared/schemas/flights';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema';
import type { OfferQuery } from '../types';
import { toAmount, toCents } from './money';
import { searchKey } from './offer-id';

/*
 * R51's test route (BHX -> DUB): the first search of a query (its route, dates, cabin and
 * passengers) sets its price; every search of it made later is PRICE_DROP_PERCENT cheaper, so a
 * price alert set on the results page sees a drop at its first check. When a query was first
 * searched is kept in the database, so every process of a site, and a restart, agree.
 */

export const PRICE_DROP_PERCENT = 25;
const FIRST_SEARCH_PREFIX = 'sandbox.first_searched:';

/**
 * When this query was first searched (ms), recording `searchedAt` if it is the first. A look that
 * is not a search of its own (R46's date grid asking a cell's cheapest) reads without recording,
 * so the traveller's own later search still sets the price an alert measures from.
 */
export async function firstSearchedAt(db: Db, query: OfferQuery, searchedAt: number, record = true): Promise<number> {
  const key = `${FIRST_SEARCH_PREFIX}${searchKey(query, 0)}`;
  if (record) await db.insert(settings).values({ key, value: searchedAt }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return typeof row?.value === 'number' ? row.value : searchedAt;
}

/** The offer PRICE_DROP_PERCENT cheaper (base and total alike; taxes as they were). */
export function droppedPrice(offer: Offer): Offer {
  const base = toCents(offer.base_amount);
  const cut = Math.min(base, Math.round((toCents(offer.total_amount) * PRICE_DROP_PERCENT) / 100));
  return {
    ...offer,
    base_amount: toAmount(base - cut),
    total_amount: toAmount(toCents(offer.total_amount) - cut),
  };
}
