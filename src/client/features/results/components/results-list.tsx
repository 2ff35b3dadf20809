import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { OfferFacts } from '../lib/filters';
import { detailHref, type SearchCriteria } from '../lib/search-params';
import { FlightCard } from './flight-card';

const GAP = 12;

/** A first guess at a card's height (measured once drawn): round trips are two rows, phones stack. */
function estimateHeight(fact: OfferFacts | undefined, narrow: boolean): number {
  const slices = fact?.offer.slices.length ?? 1;
  if (narrow) return slices > 1 ? 330 : 230;
  return slices > 1 ? 234 : 132;
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

interface ResultsListProps {
  items: readonly OfferFacts[];
  criteria: SearchCriteria;
}

/**
 * The offers, virtualised against the window: only the cards near the viewport are in the DOM,
 * so 300 offers filter and sort without a stall, while the page scrolls as one page.
 */
export function ResultsList({ items, criteria }: ResultsListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const narrow = typeof window !== 'undefined' && window.innerWidth < 640;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => estimateHeight(items[index], narrow),
    getItemKey: (index) => items[index]?.offer.id ?? index,
    overscan: 4,
    gap: GAP,
    scrollMargin,
    // React 19 warns when flushSync runs during a render; a frame's delay on scroll is invisible.
    useFlushSync: false,
  });

  return (
    <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }} aria-label="Flights">
      {virtualizer.getVirtualItems().map((row) => {
        const fact = items[row.index];
        if (!fact) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <FlightCard offer={fact.offer} href={detailHref(fact.offer.id, criteria)} baggageIncluded={fact.baggage} />
          </li>
        );
      })}
    </ul>
  );
}
