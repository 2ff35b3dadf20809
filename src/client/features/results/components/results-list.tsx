import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '../../../rendering/hydration';
import type { OfferFacts } from '../lib/filters';
import { useLazyWindowVirtualizer, type WindowVirtualizer } from '../lib/use-window-virtualizer';
import { detailHref, type SearchCriteria } from '../../../lib/search-url';
import { FlightCard } from './flight-card';

const GAP = 12;

/**
 * Cards a page the server rendered draws in the page's flow, before any script has run: more
 * than a tall phone shows, so the first screen is whole however it is scrolled then.
 */
export const FIRST_DRAWN = 10;

/**
 * A list up to this long (the first page) is drawn whole, in the page's flow: the browser's
 * find-in-page, reading mode and printing see every flight. Longer lists (after Load More)
 * virtualise: on a phone with the CPU slowed 4x, a sort's longest task was ~180 ms with 30 cards
 * drawn whole, ~550 ms with 100, and ~70 ms virtualised at any length (bench/results-list-results.md).
 */
export const DRAWN_WHOLE_UP_TO = 30;

/** A first guess at a card's height (measured once drawn): round trips are two rows, phones stack. */
function estimateHeight(fact: OfferFacts | undefined, narrow: boolean): number {
  const slices = fact?.offer.slices.length ?? 1;
  if (narrow) return slices > 1 ? 330 : 230;
  return slices > 1 ? 234 : 132;
}

/** The whole list's height from the estimates, as the virtualiser first lays it out. */
function estimatedTotal(items: readonly OfferFacts[], narrow: boolean): number {
  let total = 0;
  for (const item of items) total += estimateHeight(item, narrow);
  return total + Math.max(items.length - 1, 0) * GAP;
}

/** The document offset of the list, kept current as the content above it changes height. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((current) => (current === next ? current : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return top;
}

/**
 * The virtualiser learns the heights of cards drawn in the flow. They stand where the flow put
 * them: no scroll correction for the estimates they replace (the visitor may have scrolled
 * before the script came).
 */
function measureInPlace(virtualizer: WindowVirtualizer, cards: HTMLCollection): void {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;
  try {
    for (const card of cards) if (card instanceof HTMLElement) virtualizer.measureElement(card);
  } finally {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = undefined;
  }
}

interface ResultsListProps {
  items: readonly OfferFacts[];
  criteria: SearchCriteria;
  /** R46: labels of offers found at nearby airports, by offer id. */
  labels?: ReadonlyMap<string, string[]>;
}

/** Where the list is: the server's first cards, drawn whole, waiting for its virtualiser, or virtual. */
type Phase = 'server' | 'whole' | 'waiting' | 'virtual';

/**
 * The offers: up to DRAWN_WHOLE_UP_TO all in the page; beyond, virtualised against the window
 * (only the cards near the viewport are in the DOM, so 300 offers filter and sort without a
 * stall, while the page scrolls as one page).
 *
 * Until the page is hydrated (the server's HTML, and React taking it over) the first cards are
 * laid out in the page's flow instead: the server knows neither the window nor the cards'
 * heights, and the HTML must paint right before any script runs. A long list then waits in the
 * flow for its virtualiser's chunk (its first page of cards, as tall as the whole list), and when
 * the virtualiser comes the cards in the flow are measured and placed where they already are, in
 * the same nodes, so nothing moves on screen. Should the chunk not come, the list is drawn whole.
 */
export const ResultsList = memo(function ResultsList({ items, criteria, labels }: ResultsListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const hydrated = useHydrated();
  const narrow = hydrated && window.innerWidth < 640;
  const long = items.length > DRAWN_WHOLE_UP_TO;
  const virtual = useLazyWindowVirtualizer(
    {
      count: items.length,
      estimateSize: (index) => estimateHeight(items[index], narrow),
      getItemKey: (index) => items[index]?.offer.id ?? index,
      overscan: 4,
      gap: GAP,
      scrollMargin,
    },
    hydrated && long,
  );
  const virtualizer = virtual.kind === 'ready' ? virtual.virtualizer : null;
  // The virtualiser that has learnt the cards in the flow; a new one draws them in the flow first.
  const [placed, setPlaced] = useState<WindowVirtualizer | null>(null);

  let phase: Phase = 'whole';
  if (!hydrated) phase = 'server';
  else if (virtualizer) phase = placed === virtualizer ? 'virtual' : 'waiting';
  else if (virtual.kind === 'loading') phase = 'waiting';

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!virtualizer || placed === virtualizer || !list) return;
    measureInPlace(virtualizer, list.children);
    setPlaced(virtualizer);
  }, [virtualizer, placed]);

  const card = (fact: OfferFacts) => (
    <FlightCard
      offer={fact.offer}
      fare={fact.fare}
      href={detailHref(fact.fare?.offer_id ?? fact.offer.id, criteria)}
      baggageIncluded={fact.baggage}
      notes={labels?.get(fact.offer.id)}
      lowerEmissions={fact.lowerEmissions}
      withBags={fact.withBags}
    />
  );
  const row = (fact: OfferFacts, index: number): ReactNode => (
    <li key={fact.offer.id} data-index={index} aria-setsize={items.length} aria-posinset={index + 1}>
      {card(fact)}
    </li>
  );

  if (phase === 'server' || phase === 'waiting') {
    return (
      // As tall as the whole list will be on this screen (phones stack a card's parts: sm is 640px,
      // as `narrow`), so the page's length, and a reload's restored place, hold. The gap is the
      // virtualiser's in pixels: in rem, a larger default font would move the cards at the switch.
      <ul
        ref={listRef}
        className="flex min-h-(--list-narrow) flex-col gap-[12px] sm:min-h-(--list-wide)"
        style={
          {
            '--list-narrow': `${estimatedTotal(items, true)}px`,
            '--list-wide': `${estimatedTotal(items, false)}px`,
          } as CSSProperties
        }
        aria-label="Flights"
      >
        {items.slice(0, phase === 'server' ? FIRST_DRAWN : DRAWN_WHOLE_UP_TO).map(row)}
      </ul>
    );
  }

  if (phase === 'whole' || !virtualizer) {
    return (
      <ul ref={listRef} className="flex flex-col gap-[12px]" aria-label="Flights" data-hydrated="">
        {items.map(row)}
      </ul>
    );
  }

  return (
    <ul
      ref={listRef}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      aria-label="Flights"
      data-hydrated=""
    >
      {virtualizer.getVirtualItems().map((item) => {
        const fact = items[item.index];
        if (!fact) return null;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={item.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {card(fact)}
          </li>
        );
      })}
    </ul>
  );
});
