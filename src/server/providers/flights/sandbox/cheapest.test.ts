import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../testing/database';
import { clock, NOW, oneWay, roundTrip } from '../../../testing/sandbox';
import { cheapestOffer, type OfferQuery } from '../types';
import { createSandboxProvider } from '.';

const database = useTestDatabase();

/*
 * R46: the date grid asks the sandbox for a search's cheapest offer alone, priced without
 * building the ~300 others. It must be exactly the offer the whole search would call cheapest.
 */
describe('the sandbox airline finds a search cheapest offer without building the rest', () => {
  const sandbox = () => createSandboxProvider({ db: database.db, now: clock(NOW).now });

  const queries: [string, OfferQuery][] = [
    ['a long-haul round trip', roundTrip('JFK', 'LHR')],
    ['a one-way city-code search', oneWay('LON', 'NYC')],
    ['a family with a child and an infant', { ...roundTrip('SFO', 'NRT'), adults: 2, children: 1, infants: 1 }],
    ['Direct only (R45)', { ...roundTrip('JFK', 'LHR'), maxConnections: 0 }],
    ['a business-class trip', { ...oneWay('FRA', 'JFK'), cabinClass: 'business' }],
  ];

  it.each(queries)('%s: the same offer, id and price, as the cheapest of the whole search', async (_, query) => {
    const provider = sandbox();
    const all = await provider.search(query);
    expect(all.length).toBeGreaterThan(1);
    const expected = cheapestOffer(all);
    const alone = await provider.cheapest(query);
    expect(alone).toEqual(expected);
    // A real choice: the cheapest is not simply the first offer of the list.
    expect(all.some((offer) => Number(offer.total_amount) > Number(alone!.total_amount))).toBe(true);
  });

  it('a route with no offers (PVD-RAI) gives null, and a refused query the same error as search', async () => {
    const provider = sandbox();
    expect(await provider.cheapest(oneWay('PVD', 'RAI'))).toBeNull();
    const unknown = oneWay('JFK', 'QQQ');
    await expect(provider.search(unknown)).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(provider.cheapest(unknown)).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
