import { describe, expect, it } from 'vitest';
import { isKnownLocationCode } from '../../data/airports';
import { AppError } from '../../errors';
import { createSandboxProvider } from '../../providers/flights/sandbox';
import { useTestDatabase } from '../../testing/database';
import { rejectionOf } from '../../testing/errors';
import { daysFromNow } from '../../testing/flights';
import { oneWay } from '../../testing/sandbox';
import { createMemoryOfferCache, type OfferCache } from './offer-cache';
import { createFlightsService } from './service';

const database = useTestDatabase();

/*
 * R52 behind several processes: the search is served by one, the offer page and its brand switch
 * by another. Which offers share a group travels with the offers in the shared offer cache (Redis
 * in such a site), not in the memory of the process that searched.
 */
describe('R52: a fare group is known to every process that shares the offer cache', () => {
  const process = (cache: OfferCache) =>
    createFlightsService({
      provider: createSandboxProvider({ db: database.db }),
      isKnownLocation: isKnownLocationCode,
      cache,
    });

  it('a switch asked of another process than the search is checked and priced there', async () => {
    const shared = createMemoryOfferCache();
    const searcher = process(shared);
    const other = process(shared);
    const found = await searcher.search({ ...oneWay('JFK', 'LHR', daysFromNow(30)), page: 1, limit: 30 });
    const group = found.offers.find((offer) => (offer.fare_brands?.length ?? 0) >= 2);
    const [basic, dearer] = group?.fare_brands ?? [];
    if (!basic || !dearer) throw new Error('no offer with two fares');

    const switched = await other.getOffer(dearer.offer_id, undefined, basic.offer_id);
    expect(switched.id).toBe(dearer.offer_id);
    expect(switched.fare_brands?.map((fare) => fare.offer_id)).toEqual(group?.fare_brands?.map((f) => f.offer_id));

    // A process that never saw the search's offers cannot vouch for the group: 404, not a guess.
    const stranger = process(createMemoryOfferCache());
    const refused = await rejectionOf(stranger.getOffer(dearer.offer_id, undefined, basic.offer_id), AppError);
    expect(refused).toMatchObject({ statusCode: 404, code: 'FARE_GROUP_NOT_FOUND' });
  });
});
