import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DATA_ID } from '../../../shared/page-data';
import { SearchResponseSchema, type SearchResponse } from '../../../shared/schemas/flights';
import { forgetServerFirstPage, serverFirstPage } from './api/server-first-page';
import { ErrorState, searchErrorMessage } from './components/result-states';
import { LAST_SEARCH_KEY, PREVIOUS_RESULTS_KEY } from '../../lib/storage-keys';
import { criteriaKey, readSearchCriteria } from '../../lib/search-url';
import {
  currentLocation,
  currentParams,
  fakeApi,
  makeOffer,
  offerRange,
  page,
  renderResults,
  type Call,
} from './testing';

const SEARCH =
  '/search?origin=JFK&destination=LHR&departureDate=2026-12-11&returnDate=2026-12-18&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&tripType=round-trip';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => ({ status, body });
const never = () => new Promise<never>(() => {});
/** The 'Showing x of y flights' line. */
const shown = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && /^Showing/.test(element.textContent ?? ''));
const expectShown = (text: string) => waitFor(() => expect(shown()).toHaveTextContent(text));
/**
 * Under fake timers: runs what is due now (the page's answer, React Query's notices to the screen)
 * until the 'Showing' line starts with `text`, the clock standing still.
 */
async function untilShown(text: string) {
  for (let round = 0; !(shown().textContent ?? '').startsWith(text); round += 1) {
    if (round === 20) expect(shown()).toHaveTextContent(text);
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

describe('results page states', () => {
  it('shows the search in the header and skeletons while loading', async () => {
    fakeApi(never);
    renderResults(SEARCH);
    expect(await screen.findByText('Searching for the best flights...')).toHaveAttribute('role', 'status');
    const header = screen.getByRole('region', { name: /JFK/ });
    expect(within(header).getByText('Round Trip')).toBeInTheDocument();
    expect(within(header).getByText('Economy')).toBeInTheDocument();
    expect(within(header).getByText('Dec 11, 2026 – Dec 18, 2026')).toBeInTheDocument();
    expect(within(header).getByText('1 passenger')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Modify Search' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Refresh Results' })).toBeInTheDocument();
  });

  it("shows 'Error Loading Flights' with the server's message, prefixed, and 'Try Again'", async () => {
    fakeApi(() => json({ error: 'PROVIDER_TIMEOUT', message: 'The airline did not answer in time.' }, 504));
    renderResults(SEARCH);
    expect(await screen.findByRole('heading', { name: 'Error Loading Flights' })).toBeInTheDocument();
    expect(screen.getByText('Unable to search flights: The airline did not answer in time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'An unknown error occurred' when the failure has no message", () => {
    expect(searchErrorMessage('boom')).toBe('An unknown error occurred');
    expect(searchErrorMessage(new Error(''))).toBe('An unknown error occurred');
  });

  it("'Try Again' runs the retry (a page reload on the site)", async () => {
    const retry = vi.fn();
    render(<ErrorState error={new Error('x')} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows 'No Flights Found' with 'New Search' to the home page when there are no offers", async () => {
    fakeApi(() => json(page([])));
    renderResults(SEARCH.replace('JFK', 'PVD').replace('LHR', 'RAI'));
    expect(await screen.findByRole('heading', { name: 'No Flights Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/');
  });

  it("says when the list is the airlines' cheapest 500 only (R43)", async () => {
    fakeApi(() => json({ ...page(offerRange(3), 500), cheapest_only: true }));
    renderResults(SEARCH);
    expect(
      await screen.findByText(/These are the 500 cheapest offers the airlines gave for this search/),
    ).toBeInTheDocument();
  });

  it("shows 'No Matching Flights' when the filters leave nothing, and resets them", async () => {
    fakeApi(() => json(page(offerRange(3))));
    renderResults(`${SEARCH}&stops=2%2B`);
    expect(await screen.findByRole('heading', { name: 'No Matching Flights' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0] as HTMLElement);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(currentParams().has('stops')).toBe(false);
  });

  it('lists the offers, cheapest first, with the count shown', async () => {
    const calls = fakeApi(() =>
      json(page([makeOffer({ id: 'b', price: '900' }), makeOffer({ id: 'a', price: '400' })], 2)),
    );
    renderResults(SEARCH);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['British Airways, $400', 'British Airways, $900']);
    expect(shown()).toHaveTextContent('Showing 2 of 2 flights');
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/flights/search',
        body: {
          origin: 'JFK',
          destination: 'LHR',
          departureDate: '2026-12-11',
          returnDate: '2026-12-18',
          cabinClass: 'economy',
          adultsCount: 1,
          childrenCount: 0,
          infantsCount: 0,
        },
      },
    ]);
  });

  it('sorts by the sort in the URL', async () => {
    fakeApi(() => json(page([makeOffer({ id: 'a', price: '400' }), makeOffer({ id: 'b', price: '900' })])));
    renderResults(`${SEARCH}&sort=price-desc`);
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('British Airways, $900');
  });

  it('links each card to its detail page with the from_ search parameters', async () => {
    fakeApi(() => json(page([makeOffer({ id: 'off_9', price: '400' })])));
    renderResults(SEARCH.replace('adultsCount=1', 'adults=2'));
    const link = await screen.findByRole('link', { name: /^View Details/ });
    expect(link).toHaveAttribute(
      'href',
      '/flight/off_9?from_origin=JFK&from_destination=LHR&from_departureDate=2026-12-11&from_returnDate=2026-12-18&from_cabinClass=economy&from_adults=2&from_children=0&from_infants=0&from_tripType=round-trip',
    );
  });

  it('saves the search under lastSearchParams', async () => {
    fakeApi(() => json(page(offerRange(1))));
    renderResults(SEARCH.replace('adultsCount=1', 'adults=2'));
    await screen.findByRole('article');
    // In the form's spelling whichever the address used.
    const asSearched = Object.fromEntries(new URL(SEARCH, 'http://x').searchParams);
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_KEY) ?? '{}')).toEqual({ ...asSearched, adultsCount: '2' });
  });

  it('sends /search without a search to the last search, else home', async () => {
    fakeApi(never);
    localStorage.setItem(
      LAST_SEARCH_KEY,
      JSON.stringify({ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-11' }),
    );
    const first = renderResults('/search');
    await waitFor(() => expect(currentLocation()).toBe('/search?origin=JFK&destination=LHR&departureDate=2026-12-11'));
    first.unmount();
    localStorage.clear();
    renderResults('/search');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});

describe('filters panel', () => {
  const offers = [
    makeOffer({ id: 'direct', price: '400' }),
    makeOffer({
      id: 'stop',
      price: '300',
      refundable: true,
      owner: { name: 'Aer Lingus', iata_code: 'EI' },
      slices: [
        {
          route: ['JFK', 'DUB', 'LHR'],
          departs: '2026-12-11T07:00:00',
          arrives: '2026-12-11T22:00:00',
          carrier: 'EI',
          carrierName: 'Aer Lingus',
        },
      ],
    }),
  ];

  it('applies the chosen filters to the URL and the list, with a count badge', async () => {
    fakeApi(() => json(page(offers)));
    renderResults(SEARCH);
    await screen.findAllByRole('article');
    const panel = screen.getByRole('region', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Direct/ }));
    // A draft until applied.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByText('1 of 2 flights match')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(currentParams().get('stops')).toBe('0');
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByLabelText('1 active')).toHaveTextContent('1');
  });

  it('lists departure and arrival buckets with their hours, the airlines by name, refundable and baggage', async () => {
    fakeApi(() => json(page(offers)));
    renderResults(SEARCH);
    await screen.findAllByRole('article');
    const panel = screen.getByRole('region', { name: 'Filters' });
    for (const name of [
      /Early Morning.*00:00 - 05:59/,
      /^Morning.*06:00 - 11:59/,
      /Afternoon.*12:00 - 17:59/,
      /Evening.*18:00 - 23:59/,
    ]) {
      expect(within(panel).getAllByRole('checkbox', { name })).toHaveLength(2);
    }
    expect(within(panel).getByRole('checkbox', { name: /Aer Lingus/ })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: /Lufthansa/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Refundable' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Baggage included' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('slider')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Minimum price', 'Maximum price']);
    expect(within(panel).getAllByRole('slider')[0]).toHaveAttribute('aria-valuemin', '300');
    expect(within(panel).getAllByRole('slider')[0]).toHaveAttribute('aria-valuemax', '400');
  });

  it('is not mounted below the large-screen width, where the Filters button opens the sheet', async () => {
    const lists = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
    const listFor = (query: string) => {
      let list = lists.get(query);
      if (!list) lists.set(query, (list = { matches: false, listeners: new Set() }));
      return list;
    };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return listFor(query).matches;
      },
      addEventListener: (_: string, listener: () => void) => listFor(query).listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listFor(query).listeners.delete(listener),
    }));
    fakeApi(() => json(page(offers)));
    renderResults(SEARCH);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeEnabled();

    // Turned to landscape on a tablet: the panel appears.
    const large = listFor('(min-width: 64rem)');
    large.matches = true;
    act(() => large.listeners.forEach((listener) => listener()));
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
  });

  it("'Clear all' removes every filter at once", async () => {
    fakeApi(() => json(page(offers)));
    renderResults(`${SEARCH}&refundable=1&airlines=EI`);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(currentParams().has('refundable')).toBe(false);
    expect(currentParams().has('airlines')).toBe(false);
  });
});

describe('Load More', () => {
  const isPage = (call: Call) => call.method === 'GET';

  it('records showMore and previousCount, saves the shown offers, asks for page floor(count/100)+1 of 100 and merges', async () => {
    const family = SEARCH.replace(
      'adultsCount=1&childrenCount=0&infantsCount=0',
      'adultsCount=2&childrenCount=1&infantsCount=1',
    );
    const calls = fakeApi((call) =>
      isPage(call) ? json(page(offerRange(100), 150, 1, 100)) : json(page(offerRange(30), 150)),
    );
    renderResults(family);
    await expectShown('Showing 30 of 30 flights (150 found: Load More for the rest)');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Flights' }));

    expect(currentParams().get('showMore')).toBe('true');
    expect(currentParams().get('previousCount')).toBe('30');
    const saved = JSON.parse(localStorage.getItem(PREVIOUS_RESULTS_KEY) ?? '{}') as { offers: unknown[] };
    expect(saved.offers).toHaveLength(30);
    await expectShown('Showing 100 of 100 flights');
    const get = calls.find(isPage);
    expect(Object.fromEntries(new URLSearchParams(get?.url.split('?')[1]))).toMatchObject({
      page: '1',
      limit: '100',
      // R8, R20: the real counts, so the merged prices are the family's.
      adultsCount: '2',
      childrenCount: '1',
      infantsCount: '1',
    });
  });

  it('keeps its loading flag for 800 ms even when the page arrives at once', async () => {
    fakeApi((call) => (isPage(call) ? json(page(offerRange(100), 300, 1, 100)) : json(page(offerRange(30), 300))));
    renderResults(SEARCH);
    const button = await screen.findByRole('button', { name: 'Load More Flights' });
    // The 800 ms are on a clock that moves only when told: on a loaded machine, drawing the 100
    // offers in jsdom can itself take longer than 800 ms of real time. (fireEvent: user-event
    // waits on a timer of its own after each action, which would not run.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(button);
      await untilShown('Showing 100 of 100 flights');
      const loadMore = () => screen.getByRole('button', { name: 'Load More Flights' });
      await act(() => vi.advanceTimersByTimeAsync(799));
      expect(loadMore()).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(loadMore()).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
    // Drawing the 30 offers, then the 100, took 4.6 s of real time on a loaded 2-core machine.
  }, 15_000);

  it('asks for the next 100 with the next click and hides the button once all are shown', async () => {
    const calls = fakeApi((call) => {
      if (!isPage(call)) return json(page(offerRange(30), 150));
      const number = Number(new URLSearchParams(call.url.split('?')[1]).get('page'));
      return json(page(number === 1 ? offerRange(100) : offerRange(50, 101), 150, number, 100));
    });
    renderResults(`${SEARCH}&showMore=true&previousCount=30`);
    await expectShown('Showing 100 of 100 flights');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load More Flights' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await expectShown('Showing 150 of 150 flights');
    expect(currentParams().get('previousCount')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Load More Flights' })).not.toBeInTheDocument();
    expect(screen.getByText('All 150 flights are shown.')).toBeInTheDocument();
    const pages = calls.filter(isPage).map((c) => new URLSearchParams(c.url.split('?')[1]).get('page'));
    // Page 1 once (cached afterwards), then page 2.
    expect(pages).toEqual(['1', '2']);
  });

  it('shows the same merged list again from a reloaded or shared URL', async () => {
    const calls = fakeApi((call) => {
      if (!isPage(call)) return json(page(offerRange(30), 250));
      const number = Number(new URLSearchParams(call.url.split('?')[1]).get('page'));
      return json(page(offerRange(100, (number - 1) * 100 + 1), 250, number, 100));
    });
    renderResults(`${SEARCH}&showMore=true&previousCount=100`);
    await expectShown('Showing 200 of 200 flights');
    expect(calls.filter(isPage)).toHaveLength(2);
  });
});

/* R31: a /search page the server rendered carries its first page of offers (server/rendering/results-page.ts). */
describe('a results page the server rendered', () => {
  const keyOf = (path: string) => {
    const criteria = readSearchCriteria(new URLSearchParams(path.split('?')[1]));
    if (!criteria) throw new Error('the path names a search');
    return criteriaKey(criteria);
  };
  const sendWithPage = (key: string, response: SearchResponse, sentAt = Date.now()) => {
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: SEARCH_DATA_ID });
    data.textContent = JSON.stringify({ key, page: SearchResponseSchema.encode(response), sentAt });
    document.body.append(data);
    forgetServerFirstPage();
  };
  afterEach(() => {
    document.getElementById(SEARCH_DATA_ID)?.remove();
    forgetServerFirstPage();
    vi.restoreAllMocks();
  });
  const sent = page([makeOffer({ id: 'b', price: '900' }), makeOffer({ id: 'a', price: '400' })], 2);

  it('draws the offers the page brought, without searching again', async () => {
    const calls = fakeApi(() => json(page([])));
    sendWithPage(keyOf(SEARCH), sent);
    renderResults(SEARCH);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['British Airways, $400', 'British Airways, $900']);
    expect(calls).toEqual([]);
  });

  it("searches when the page brought another search's offers", async () => {
    const calls = fakeApi(() => json(page([makeOffer({ id: 'c', price: '700' })])));
    sendWithPage(keyOf(SEARCH.replace('LHR', 'CDG')), sent);
    renderResults(SEARCH);
    expect((await screen.findAllByRole('article')).map((c) => c.getAttribute('aria-label'))).toEqual([
      'British Airways, $700',
    ]);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('draws the offers it brought, then searches again, when they are 5 minutes old (a page from the browser cache)', async () => {
    const calls = fakeApi(() => json(page([makeOffer({ id: 'c', price: '700' })])));
    sendWithPage(keyOf(SEARCH), sent, Date.now() - 5 * 60_000);
    renderResults(SEARCH);
    // Hydration draws what the server drew, then the fresh offers replace them.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual([
        'British Airways, $700',
      ]),
    );
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('brings the offers back for the same search later only while they are fresh', async () => {
    sendWithPage(keyOf(SEARCH), sent, Date.now() - 4 * 60_000);
    const criteria = readSearchCriteria(new URLSearchParams(SEARCH.split('?')[1]));
    if (!criteria) throw new Error('the path names a search');
    expect(serverFirstPage(criteria, 5 * 60_000)?.offers).toHaveLength(2);
    expect(serverFirstPage(criteria, 5 * 60_000)?.offers).toHaveLength(2);
    expect(serverFirstPage(criteria, 3 * 60_000)).toBeUndefined();
  });
});
