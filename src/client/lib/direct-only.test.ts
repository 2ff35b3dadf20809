import { describe, expect, it } from 'vitest';
import { createSearchRequestSchemas } from '../../shared/schemas/search';
import {
  criteriaKey,
  detailHref,
  readSearchCriteria,
  searchHref,
  searchPageQuery,
  searchRequestBody,
} from './search-url';

/* R45: Direct only, set before searching, travels in the /search URL and asks the API for maxConnections 0. */

const base = 'origin=JFK&destination=LHR&departureDate=2030-12-01&tripType=one-way';
const schemas = createSearchRequestSchemas(() => '2030-01-01');

describe('Direct only in the search URL', () => {
  it('is read from directOnly=true (and its from_ copy), and anything else is no Direct only', () => {
    expect(readSearchCriteria(new URLSearchParams(`${base}&directOnly=true`))?.directOnly).toBe(true);
    expect(
      readSearchCriteria(new URLSearchParams(`from_${base.replaceAll('&', '&from_')}&from_directOnly=true`))
        ?.directOnly,
    ).toBe(true);
    expect(readSearchCriteria(new URLSearchParams(`${base}&directOnly=yes`))).not.toHaveProperty('directOnly');
  });

  it('makes another search (its own key), and is kept by the links back to it', () => {
    const direct = readSearchCriteria(new URLSearchParams(`${base}&directOnly=true`));
    const any = readSearchCriteria(new URLSearchParams(base));
    if (!direct || !any) throw new Error('no search');
    expect(criteriaKey(direct)).not.toBe(criteriaKey(any));
    expect(searchHref(direct)).toContain('directOnly=true');
    expect(searchHref(any)).not.toContain('directOnly');
    expect(new URL(detailHref('off_1', direct), 'https://x.test').searchParams.get('from_directOnly')).toBe('true');
  });

  it('asks the API for maxConnections 0 in the first search and in Load More, which the API schema takes', () => {
    const direct = readSearchCriteria(new URLSearchParams(`${base}&directOnly=true`));
    if (!direct) throw new Error('no search');
    const body = searchRequestBody(direct);
    expect(body).toMatchObject({ maxConnections: 0 });
    expect(schemas.body.parse(body).maxConnections).toBe(0);
    const query = new URLSearchParams(searchPageQuery(direct, 2, 30));
    expect(query.get('maxConnections')).toBe('0');
    expect(query.has('directOnly')).toBe(false);
    expect(schemas.query.parse(Object.fromEntries(query)).maxConnections).toBe(0);
    const any = readSearchCriteria(new URLSearchParams(base));
    if (!any) throw new Error('no search');
    expect(searchRequestBody(any)).not.toHaveProperty('maxConnections');
  });
});
