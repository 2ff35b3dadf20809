import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerFacts } from '../lib/filters';
import { readSearchCriteria } from '../../../lib/search-url';
import { offerRange } from '../testing';
import { preloadVirtualizer } from '../lib/use-window-virtualizer';
import { DRAWN_WHOLE_UP_TO, FIRST_DRAWN, ResultsList } from './results-list';

/*
 * R31: the server draws the first cards in the page's flow; hydration must find exactly that
 * HTML, then the whole first page is drawn in the flow, and a longer list virtualises, in the same nodes (tests/e2e/results.spec.ts checks that
 * nothing moves in a real browser).
 */

const criteria = readSearchCriteria(
  new URLSearchParams('origin=JFK&destination=LHR&departureDate=2026-12-11&returnDate=2026-12-18&tripType=round-trip'),
);
const facts = offerRange(30).map(offerFacts);
const list = (items = facts) => {
  if (!criteria) throw new Error('the query names a search');
  return (
    <MemoryRouter>
      <ResultsList items={items} criteria={criteria} />
    </MemoryRouter>
  );
};

/** Server HTML, hydrated: the cards the server sent and the root. */
async function hydrated(items = facts) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(list(items));
  document.body.append(root);
  const sentCards = [...root.querySelectorAll('article')];
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(root, list(items), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return { root, sentCards };
}

// hydrateRoot is called here, not through Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the results list drawn by the server', () => {
  it(`draws the first ${FIRST_DRAWN} cards in the flow, as tall as the whole list on phones and wider screens`, () => {
    const html = renderToString(list());
    expect(html.match(/<article/g)).toHaveLength(FIRST_DRAWN);
    expect(html).toMatch(/<ul class="flex [^"]*flex-col gap-\[12px\]/);
    // 30 one-way offers: estimated 132 px each on wider screens, 230 on phones, and 29 gaps of 12 px.
    expect(facts.every((fact) => fact.offer.slices.length === 1)).toBe(true);
    expect(html).toContain(`--list-narrow:${30 * 230 + 29 * 12}px`);
    expect(html).toContain(`--list-wide:${30 * 132 + 29 * 12}px`);
  });

  it(`hydrates without a mismatch, then draws the whole first page (${DRAWN_WHOLE_UP_TO}) in the flow, in the same nodes`, async () => {
    const { root, sentCards } = await hydrated();
    const cards = [...root.querySelectorAll('article')];
    // Every flight is in the page, so the browser's find-in-page finds the last one too.
    expect(cards).toHaveLength(DRAWN_WHOLE_UP_TO);
    for (const [index, card] of cards.entries()) {
      if (index < FIRST_DRAWN) expect(card).toBe(sentCards[index]);
    }
  });

  it('virtualises a longer list (after Load More) once its chunk comes, in the same nodes', async () => {
    const long = offerRange(DRAWN_WHOLE_UP_TO + 10).map(offerFacts);
    const { root, sentCards } = await hydrated(long);
    const ul = () => root.querySelector('ul');
    // While the virtualiser's chunk comes, the first page waits in the flow, as tall as the whole list.
    expect(ul()?.hasAttribute('data-hydrated')).toBe(false);
    expect(ul()?.style.getPropertyValue('--list-wide')).toBe(`${long.length * 132 + (long.length - 1) * 12}px`);
    expect(root.querySelectorAll('article')).toHaveLength(DRAWN_WHOLE_UP_TO);
    await act(() => preloadVirtualizer());
    await vi.waitFor(() => expect(ul()?.className).toBe('relative'));
    expect(ul()?.hasAttribute('data-hydrated')).toBe(true);
    const cards = [...root.querySelectorAll('article')];
    // How many it keeps depends on the window, which jsdom does not lay out: the e2e spec counts them.
    expect(cards.length).toBeGreaterThan(0);
    for (const [index, card] of cards.entries()) {
      if (index < FIRST_DRAWN) expect(card).toBe(sentCards[index]);
    }
  });
});
