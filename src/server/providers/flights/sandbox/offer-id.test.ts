import { describe, expect, it } from 'vitest';
import { OfferSchema, SeatMapSchema } from '../../../../shared/schemas/flights';
import { useTestDatabase } from '../../../testing/database';

import { createSandboxProvider } from '.';
import { decodeOfferId, encodeOfferId } from './offer-id';
import { normalizeQuery } from './search';
import { clock, codeOf, MINUTE, NOW, oneWay, roundTrip } from '../../../testing/sandbox';

const database = useTestDatabase();

describe('offer ids', () => {
  it('carry the query, the search instant and the index, and decode back', () => {
    const query = normalizeQuery(roundTrip('JFK', 'LHR', '2026-12-01', '2026-12-08', { adults: 2, infants: 1 }));
    const id = encodeOfferId({ query, searchedAt: NOW, index: 42 }, 'content');
    expect(id).toMatch(/^off_1_JFKLHR20261201-LHRJFK20261208_E201_[0-9a-z]+_16_[0-9a-z]{8}$/);
    expect(decodeOfferId(id)).toEqual({ query, searchedAt: NOW, index: 42 });
  });

  it('carry every age searched, a child of 10 or 11 (base 36 a, b) and a youth of 12-17 (c-h) too (R26, R58)', () => {
    const query = normalizeQuery(
      oneWay('JFK', 'LHR', '2026-12-01', { adults: 2, children: 2, infants: 1, childAges: [10, 11], infantAges: [1] }),
    );
    const withYouth = { ...query, youthAges: [12, 17] };
    for (const searched of [query, withYouth]) {
      const id = encodeOfferId({ query: searched, searchedAt: NOW, index: 7 }, 'content');
      expect(decodeOfferId(id), id).toEqual({ query: searched, searchedAt: NOW, index: 7 });
    }
  });

  it('a malformed or altered id decodes to nothing', () => {
    const query = normalizeQuery(oneWay('JFK', 'LHR'));
    const id = encodeOfferId({ query, searchedAt: NOW, index: 3 }, 'content');
    for (const bad of ['', 'off_', 'off_nope', id.replace('JFKLHR', 'JFKCDG'), id.replace('_3_', '_4_'), `${id}x`]) {
      expect(decodeOfferId(bad), bad).toBeNull();
    }
  });
});

describe('reading an offer after the search', () => {
  it('any process rebuilds the same offer from its id, without storing it (a new provider, as after a restart)', async () => {
    const query = roundTrip('LON', 'NYC', '2026-12-01', '2026-12-08', { children: 1 });
    const offers = await createSandboxProvider({ db: database.db, now: clock().now }).search(query);
    const later = clock(NOW + 10 * MINUTE);
    const restarted = createSandboxProvider({ db: database.db, now: later.now });
    for (const offer of [offers[0], offers[37], offers[offers.length - 1]]) {
      const again = await restarted.getOffer(offer?.id ?? '');
      expect(again).toEqual(offer);
      expect(OfferSchema.safeParse(again).success).toBe(true);
    }
    const maps = await restarted.getSeatMaps(offers[5]?.id ?? '');
    expect(maps.length).toBe(offers[5]?.slices.flatMap((s) => s.segments).length);
    expect(maps.every((m) => SeatMapSchema.safeParse(m).success)).toBe(true);
    expect(await createSandboxProvider({ db: database.db, now: later.now }).getSeatMaps(offers[5]?.id ?? '')).toEqual(
      maps,
    );
  });

  it('is current for 30 minutes, then OFFER_EXPIRED', async () => {
    const time = clock();
    const sandbox = createSandboxProvider({ db: database.db, now: time.now });
    const [offer] = await sandbox.search(oneWay('JFK', 'LHR'));
    time.set(NOW + 30 * MINUTE - 1000);
    expect((await sandbox.getOffer(offer?.id ?? '')).id).toBe(offer?.id);
    time.set(NOW + 30 * MINUTE);
    expect(await codeOf(sandbox.getOffer(offer?.id ?? ''))).toBe('OFFER_EXPIRED');
    expect(await codeOf(sandbox.getSeatMaps(offer?.id ?? ''))).toBe('OFFER_EXPIRED');
  });

  it('a malformed, forged or future id is OFFER_NOT_FOUND', async () => {
    const sandbox = createSandboxProvider({ db: database.db, now: clock().now });
    const [offer] = await sandbox.search(oneWay('JFK', 'LHR'));
    const id = offer?.id ?? '';
    const query = normalizeQuery(oneWay('JFK', 'LHR'));
    const future = encodeOfferId({ query, searchedAt: NOW + 24 * 60 * MINUTE, index: 0 }, 'x');
    const unknownPlace = encodeOfferId(
      { query: { ...query, slices: [{ ...query.slices[0], origin: 'XXQ' } as never] }, searchedAt: NOW, index: 0 },
      'x',
    );
    for (const bad of ['nope', 'off_nope', id.replace('JFKLHR', 'JFKCDG'), future, unknownPlace]) {
      expect(await codeOf(sandbox.getOffer(bad)), bad).toBe('OFFER_NOT_FOUND');
    }
  });

  it('an id whose offer the search no longer produces is OFFER_WITHDRAWN (no longer available)', async () => {
    const sandbox = createSandboxProvider({ db: database.db, now: clock().now });
    const offers = await sandbox.search(oneWay('JFK', 'LHR'));
    const id = offers[0]?.id ?? '';
    const otherContent = `${id.slice(0, -4)}${id.endsWith('zzzz') ? 'yyyy' : 'zzzz'}`;
    const query = normalizeQuery(oneWay('JFK', 'LHR'));
    const pastTheEnd = encodeOfferId({ query, searchedAt: NOW, index: offers.length + 5 }, 'x');
    expect(await codeOf(sandbox.getOffer(otherContent))).toBe('OFFER_WITHDRAWN');
    expect(await codeOf(sandbox.getOffer(pastTheEnd))).toBe('OFFER_WITHDRAWN');
  });
});
