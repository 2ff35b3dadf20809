import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { offerFacts } from '../lib/filters';
import { readSearchCriteria } from '../../../lib/search-url';
import { offerRange } from '../testing';
import { DRAWN_WHOLE_UP_TO, ResultsList } from './results-list';

// The virtualiser's chunk cannot be fetched (offline, a deploy replaced it): the long list is drawn
// whole rather than left at its first page.
vi.mock('../lib/virtualizer-module', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const criteria = readSearchCriteria(
  new URLSearchParams('origin=JFK&destination=LHR&departureDate=2026-12-11&tripType=one-way'),
);

describe('a long list whose virtualiser does not come', () => {
  it('is drawn whole, every flight in the page', async () => {
    if (!criteria) throw new Error('the query names a search');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = offerRange(DRAWN_WHOLE_UP_TO + 10).map(offerFacts);
    const { container } = render(
      <MemoryRouter>
        <ResultsList items={long} criteria={criteria} />
      </MemoryRouter>,
    );
    // First its first page, waiting in the flow.
    expect(container.querySelectorAll('article')).toHaveLength(DRAWN_WHOLE_UP_TO);
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(long.length));
    const list = container.querySelector('ul');
    expect(list?.hasAttribute('data-hydrated')).toBe(true);
    expect(list?.className).not.toBe('relative');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load its virtualiser'), expect.anything());
  });
});
