import { describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '../../../../shared/schemas/flights';
import { makeOffer, offerRange, page } from '../testing';
import { isOffer, isSearchResponse, SearchResponseReader } from './search-response';

type Path = (string | number)[];

/** A copy of the answer with the value at `path` replaced (undefined: removed). */
function changed(value: unknown, path: Path, next?: unknown): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (next === undefined) delete parent[last];
  else parent[last] = next;
  return copy;
}

describe('the search answer read by hand', () => {
  const answer = page(
    [
      makeOffer({
        id: 'off_one_stop',
        price: '412.50',
        slices: [{ route: ['JFK', 'DUB', 'LHR'], departs: '2026-12-11T08:00', arrives: '2026-12-11T20:00' }],
      }),
      ...offerRange(3),
    ],
    120,
  );

  it('takes what the shared schema takes, as it is', () => {
    expect(SearchResponseSchema.safeParse(answer).success).toBe(true);
    expect(SearchResponseReader.safeParse(answer)).toEqual({ success: true, data: answer });
    expect(isSearchResponse({ ...answer, cheapest_only: true })).toBe(true);
    expect(isSearchResponse({ ...answer, offers: [] })).toBe(true);
  });

  // Each of these breaks what the screen reads without guarding; the shared schema refuses them too.
  const segment: Path = ['offers', 0, 'slices', 0, 'segments', 0];
  const broken: [string, Path, unknown][] = [
    ['offers that are not a list', ['offers'], 'none'],
    ['no total_count', ['total_count'], undefined],
    ['page 0', ['page'], 0],
    ['a fractional limit', ['limit'], 1.5],
    ['cheapest_only as text', ['cheapest_only'], 'yes'],
    ['an offer without id', ['offers', 0, 'id'], undefined],
    ['a price that is a number', ['offers', 0, 'total_amount'], 412.5],
    ['a price that is not a decimal', ['offers', 0, 'total_amount'], '4,12'],
    ['a currency in lower case', ['offers', 0, 'total_currency'], 'usd'],
    ['no owner', ['offers', 1, 'owner'], null],
    ['no conditions', ['offers', 1, 'conditions'], undefined],
    ['no slices', ['offers', 2, 'slices'], []],
    ['a slice without segments', ['offers', 0, 'slices', 0, 'segments'], []],
    ['a segment without passengers', [...segment, 'passengers'], undefined],
    ['a bag without quantity', [...segment, 'passengers', 0, 'baggages', 0, 'quantity'], undefined],
    ['no passengers', ['offers', 3, 'passengers'], []],
  ];

  it.each(broken)('refuses an answer with %s, as the schema does', (_, path, next) => {
    const bad = changed(answer, path, next);
    expect(SearchResponseSchema.safeParse(bad).success).toBe(false);
    expect(isSearchResponse(bad)).toBe(false);
    expect(SearchResponseReader.safeParse(bad)).toEqual({ success: false });
  });

  it('reads an offer on its own (Load More keeps them in localStorage)', () => {
    expect(isOffer(answer.offers[0])).toBe(true);
    expect(isOffer(JSON.parse(JSON.stringify(answer.offers[0])))).toBe(true);
    expect(isOffer({ id: 1 })).toBe(false);
    expect(isOffer(null)).toBe(false);
    expect(isOffer([answer.offers[0]])).toBe(false);
  });
});
