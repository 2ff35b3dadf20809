import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fakeApi, makeOffer, makeSeatMaps, renderOfferPage } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OFFER = 'GET /api/flights/offer/off_test_1';
const SEATS = 'GET /api/flights/seatmaps/off_test_1';
const FROM =
  'from_origin=JFK&from_destination=EDI&from_departureDate=2026-12-11&from_returnDate=2026-12-18' +
  '&from_cabinClass=economy&from_adults=2&from_children=1&from_infants=0&from_tripType=round-trip';

const offerOk = (overrides = {}) => ({ status: 200, body: makeOffer(overrides) });

async function openTab(name: string) {
  await userEvent.setup().click(screen.getByRole('tab', { name }));
}

describe('the offer detail screen', () => {
  it('shows the Flight Summary and Price Summary cards with the total for all passengers', async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    const summary = (await screen.findByRole('heading', { name: 'Flight Summary' })).closest('div')?.parentElement;
    expect(summary).toBeTruthy();
    const card = within(summary as HTMLElement);
    expect(card.getByText('Refundable')).toBeInTheDocument();
    expect(card.getByText('18:30')).toBeInTheDocument();
    expect(card.getAllByText('1 stop')).toHaveLength(2);

    const price = within(screen.getByRole('complementary', { name: 'Price' }));
    expect(price.getByText('Base fare').nextSibling).toHaveTextContent('$1,500');
    expect(price.getByText('Taxes and fees').nextSibling).toHaveTextContent('$345');
    expect(price.getByText('Total').nextSibling).toHaveTextContent('$1,845');
    expect(price.getByText(/Price is for all passengers/)).toHaveTextContent(
      'Price is for all passengers (2 passengers)',
    );
    expect(price.getByText('Refundable').parentElement).toHaveTextContent('Refundable (fee $150 per passenger)');
    expect(price.getByText('Changes allowed').parentElement).toHaveTextContent('Changes allowed (no fee)');
    expect(price.getByText(/Flight offers typically expire after 30 minutes/)).toBeInTheDocument();
  });

  it("says '+1' beside an arrival on the next day", async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    expect(screen.getAllByText('+1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(arrives 1 day later)', { exact: false }).length).toBeGreaterThan(0);
  });

  it("links 'Book This Flight' and 'Book Now' to /booking with the offer and the from_* counts", async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    const book = await screen.findByRole('link', { name: 'Book This Flight' });
    expect(book).toHaveAttribute('href', '/booking?offer=off_test_1&adults=2&children=1&infants=0');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', book.getAttribute('href'));
    expect(screen.getByTestId('offer-top-bar')).toHaveTextContent('Round Trip');
  });

  it("rebuilds /search from the from_* parameters for 'Back to Search Results'", async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    const back = await screen.findByRole('link', { name: 'Back to Search Results' });
    await userEvent.setup().click(back);
    expect(currentLocation()).toBe(
      '/search?origin=JFK&destination=EDI&departureDate=2026-12-11&cabinClass=economy' +
        '&adultsCount=2&childrenCount=1&infantsCount=0&tripType=round-trip&returnDate=2026-12-18',
    );
  });

  it('goes back to the last saved search, or home, when the page was opened without from_* parameters', async () => {
    fakeApi({ [OFFER]: offerOk() });
    localStorage.setItem(
      'lastSearchParams',
      JSON.stringify({ origin: 'JFK', destination: 'EDI', departureDate: '2026-12-11', adultsCount: 1 }),
    );
    const view = renderOfferPage('/flight/off_test_1');
    expect(await screen.findByRole('link', { name: 'Back to Search Results' })).toHaveAttribute(
      'href',
      '/search?origin=JFK&destination=EDI&departureDate=2026-12-11&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way',
    );
    view.unmount();
    localStorage.clear();
    renderOfferPage('/flight/off_test_1');
    expect(await screen.findByRole('link', { name: 'Back to Search Results' })).toHaveAttribute('href', '/');
  });

  it('redirects to /search when there is no offer id', async () => {
    const calls = fakeApi({});
    renderOfferPage('/flight');
    await waitFor(() => expect(currentLocation()).toBe('/search'));
    expect(calls).toEqual([]);
  });

  it('lists every segment with carrier, operator, aircraft, baggage, layovers and the airport change', async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage('/flight/off_test_1');
    const first = await screen.findByRole('article', { name: 'Flight BA112' });
    expect(first).toHaveTextContent('British Airways · BA112');
    expect(first).toHaveTextContent('Boeing 787-9');
    expect(first).toHaveTextContent('Economy · Standard fare');
    expect(first).toHaveTextContent('1 carry-on bag · 1 checked bag');
    expect(first).toHaveTextContent('John F. Kennedy International Airport (JFK) · Terminal 5');
    expect(first).toHaveTextContent('7h 20m');
    expect(screen.getByRole('article', { name: 'Flight EI3251' })).toHaveTextContent('Operated by BA CityFlyer');
    expect(screen.getByRole('article', { name: 'Flight EI105' })).not.toHaveTextContent('Operated by');
    expect(screen.getByText(/Layover in London \(LHR\)/)).toHaveTextContent('Layover in London (LHR): 4h 50m');
    expect(screen.getByText(/Layover in Dublin \(DUB\)/)).toHaveTextContent('Layover in Dublin (DUB): 2h 40m');
    const notes = screen.getAllByRole('note').filter((n) => n.textContent?.includes('Airport change'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      'Airport change: you arrive at Heathrow Airport (LHR) and your next flight leaves from Gatwick Airport (LGW).',
    );
  });

  it('shows the fare rules from the conditions', async () => {
    fakeApi({ [OFFER]: offerOk() });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    await openTab('Fare Rules');
    const panel = screen.getByRole('tabpanel', { name: 'Fare Rules' });
    expect(panel).toHaveTextContent('A cancellation fee of $150 per passenger applies.');
    expect(panel).toHaveTextContent('No change fee; any difference in fare applies.');
    expect(panel).toHaveTextContent('Refundable before departure for a fee of USD 150.00 per passenger.');
    expect(panel).toHaveTextContent('Extra checked bag up to 23 kg: from $75');
  });
});

describe('the Seat Maps tab', () => {
  it('loads the seat maps only when opened and draws the cabin with letters, rows, prices and taken seats', async () => {
    const calls = fakeApi({ [OFFER]: offerOk(), [SEATS]: { status: 200, body: makeSeatMaps() } });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    expect(calls.map((c) => c.url)).not.toContain('/api/flights/seatmaps/off_test_1');
    await openTab('Seat Maps');
    const grid = await screen.findByRole('grid', { name: /Seat map, flight BA112 JFK to LHR/ });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['', '10', '11', '12']);
    expect(within(grid).getByRole('gridcell', { name: 'Seat 10A, window, $25' })).toHaveTextContent('$25');
    expect(within(grid).getByRole('gridcell', { name: 'Seat 10C, aisle, free' })).toHaveAttribute(
      'data-status',
      'free',
    );
    expect(within(grid).getByRole('gridcell', { name: 'Seat 10B, middle, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('gridcell', { name: 'Seat 12A, window, exit row, $40' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /BA2940.*No seat map/ })).toBeDisabled();
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(screen.getByText('Exit row')).toBeInTheDocument();
  });

  it('has one tab stop and moves between seats with the arrow keys (seats are not selectable here)', async () => {
    fakeApi({ [OFFER]: offerOk(), [SEATS]: { status: 200, body: makeSeatMaps() } });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    await openTab('Seat Maps');
    const grid = await screen.findByRole('grid');
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(focusable.map((c) => c.getAttribute('aria-label'))).toEqual(['Seat 10A, window, $25']);
    const user = userEvent.setup();
    focusable[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Seat 10B, middle, unavailable');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Seat 12B, middle, exit row, $40');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Seat 12F, window, exit row, $40');
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^Seat 12F/)).toHaveTextContent('Seat 12F · window · Exit row · $40');
    expect(document.activeElement).not.toHaveAttribute('aria-selected');
  });

  it("says 'Seat Selection Unavailable' when the seat maps cannot be loaded", async () => {
    fakeApi({
      [OFFER]: offerOk(),
      [SEATS]: { status: 502, body: { error: 'PROVIDER_UNAVAILABLE', message: 'We could not reach the airline.' } },
    });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    await openTab('Seat Maps');
    expect(await screen.findByText('Seat Selection Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Unable to retrieve seat maps: We could not reach the airline.')).toBeInTheDocument();
  });

  it('never shows a raw answer: a 500 without a message reads as a sentence', async () => {
    fakeApi({ [OFFER]: offerOk(), [SEATS]: { status: 500, body: { error: 'x' } } });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    await openTab('Seat Maps');
    expect(
      await screen.findByText(
        'Unable to retrieve seat maps: the service is not answering right now. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\{"error"/)).toBeNull();
  });

  it('says seat maps are not available when the airline sends none ([])', async () => {
    fakeApi({ [OFFER]: offerOk(), [SEATS]: { status: 200, body: [] } });
    renderOfferPage('/flight/off_test_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    await openTab('Seat Maps');
    expect(await screen.findByText('Seat maps are not available for this flight')).toBeInTheDocument();
  });
});

describe('the offer detail errors', () => {
  it("shows the expired message for an offer that is gone (410), with 'Back to Search'", async () => {
    fakeApi({
      [OFFER]: {
        status: 410,
        body: { error: 'OFFER_EXPIRED', message: 'This flight offer has expired. Please select another flight.' },
      },
    });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    expect(await screen.findByRole('heading', { name: 'Error Loading Flight Details' })).toBeInTheDocument();
    expect(screen.getByText('This flight offer has expired. Please select another flight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search\?origin=JFK&destination=EDI/),
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'withdrawn by the airline',
      'This flight is no longer available. Please select another flight.',
      'This flight is no longer available. Please select another flight.',
    ],
    ['with words of its own', 'Gone <b>', 'This flight offer has expired. Please select another flight.'],
  ])('says what the server said of an offer %s, or the expired message', async (_name, sent, shown) => {
    fakeApi({ [OFFER]: { status: 410, body: { error: 'OFFER_EXPIRED', message: sent } } });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    expect(await screen.findByRole('heading', { name: 'Error Loading Flight Details' })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it("says 'Unable to load flight details. Please try again.' for an offer that does not exist", async () => {
    fakeApi({ [OFFER]: { status: 404, body: { error: 'OFFER_NOT_FOUND', message: 'Not found.' } } });
    renderOfferPage('/flight/off_test_1');
    expect(await screen.findByText('Unable to load flight details. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error Loading Flight Details' })).toBeInTheDocument();
  });

  it('words any other failure with the spec prefix and offers to try again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response(
              JSON.stringify({ error: 'PROVIDER_TIMEOUT', message: 'The airline took too long to answer.' }),
              {
                status: 504,
              },
            )
          : new Response(JSON.stringify(makeOffer()), { status: 200 }),
      ),
    );
    renderOfferPage('/flight/off_test_1');
    expect(
      await screen.findByText('Unable to retrieve flight offer: The airline took too long to answer.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Flight Summary' })).toBeInTheDocument();
  });

  it('replaces the 30-minute notice with the expired message once the offer expires, and stops booking', async () => {
    fakeApi({ [OFFER]: offerOk({ expires_at: '2020-01-01T00:00:00.000Z' }) });
    renderOfferPage('/flight/off_test_1');
    expect(await screen.findByText('This flight offer has expired. Please select another flight.')).toBeInTheDocument();
    expect(screen.queryByText(/typically expire after 30 minutes/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book This Flight' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Book This Flight' })).not.toBeInTheDocument();
  });
});
