import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DATA_ID } from '../../../../shared/page-data';
import { readSearchCriteria } from '../../../lib/search-url';
import { startSearchEarly } from './early-search';
import { searchFlights } from './search-flights';

const QUERY =
  '?origin=jfk&destination=LHR&departureDate=2026-12-19&returnDate=2026-12-26&tripType=round-trip&cabinClass=business&adultsCount=2&childrenCount=1&infantsCount=0';
const EMPTY = { offers: [], total_count: 0, page: 1, limit: 30, has_more: false };

afterEach(() => vi.unstubAllGlobals());

describe('startSearchEarly', () => {
  it("sends the page's first search, which the page's own request then takes", async () => {
    const fetchMock = vi.fn(async () => Response.json(EMPTY));
    vi.stubGlobal('fetch', fetchMock);
    startSearchEarly(QUERY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/flights/search');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-19',
      returnDate: '2026-12-26',
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 1,
      infantsCount: 0,
    });

    const criteria = readSearchCriteria(new URLSearchParams(QUERY));
    if (!criteria) throw new Error('the query names a search');
    await expect(searchFlights(criteria)).resolves.toMatchObject({ total_count: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a URL that names no search', () => {
    const fetchMock = vi.fn(async () => Response.json(EMPTY));
    vi.stubGlobal('fetch', fetchMock);
    startSearchEarly('?origin=JFK&departureDate=2026-12-19');
    startSearchEarly('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the server rendered the page with its offers', () => {
    const fetchMock = vi.fn(async () => Response.json(EMPTY));
    vi.stubGlobal('fetch', fetchMock);
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: SEARCH_DATA_ID });
    document.body.append(data);
    try {
      startSearchEarly(QUERY);
    } finally {
      data.remove();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
