import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { TIME_BUCKETS } from '../../../../shared/display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import {
  activeFilterCount,
  airlineOptions,
  applyFilters,
  clampPriceRange,
  NO_FILTERS,
  STOPS_OPTIONS,
  type Filters,
  type OfferFacts,
  type PriceBounds,
} from '../lib/filters';
import { Choices, ChoicesSection, Option, Section } from './filter-parts';
import { EmissionsFilters, LayoverFilters } from './more-filters';
import { PriceFilter } from './price-filter';

export const FILTER_TEXTS = {
  title: 'Filters',
  clearAll: 'Clear all',
  reset: 'Reset Filters',
  apply: 'Apply Filters',
} as const;

const TIME_BUCKET_CHOICES = TIME_BUCKETS.map((bucket) => ({ id: bucket.id, label: bucket.label, hint: bucket.hours }));

export interface FiltersPanelProps {
  facts: readonly OfferFacts[];
  applied: Filters;
  bounds: PriceBounds | null;
  currency: string;
  onApply: (filters: Filters) => void;
  /** The desktop sidebar folds; the phone sheet does not. */
  collapsible?: boolean;
  className?: string;
  /** In the phone sheet: the buttons stay in sight at the bottom while the choices scroll, and the header leaves room for the close button. */
  inSheet?: boolean;
}

/**
 * The Filters panel (J9): choices gather in a draft, 'Apply Filters' puts them in the URL;
 * 'Clear all' and 'Reset Filters' go back to no filters at once. The parent remounts it (key) when
 * the applied filters change, which resets the draft.
 */
export function FiltersPanel({
  facts,
  applied,
  bounds,
  currency,
  onApply,
  collapsible = false,
  className,
  inSheet = false,
}: FiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState<Filters>(applied);
  const effective = useMemo(() => ({ ...draft, price: clampPriceRange(draft.price, bounds) }), [draft, bounds]);
  const matching = useMemo(() => applyFilters(facts, effective).length, [facts, effective]);
  const airlines = useMemo(
    () => airlineOptions(facts, draft.airlines).map(({ code, name, count }) => ({ id: code, label: name, count })),
    [facts, draft.airlines],
  );
  const stops = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const fact of facts) if (fact.stops) counts[fact.stops] = (counts[fact.stops] ?? 0) + 1;
    return STOPS_OPTIONS.map((option) => ({ ...option, count: counts[option.id] ?? 0 }));
  }, [facts]);
  const count = activeFilterCount(applied);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  const bucketOptions = (field: 'departure' | 'arrival') => (
    <Choices
      id={`${id}-${field}`}
      choices={TIME_BUCKET_CHOICES}
      selected={draft[field]}
      onChange={(next) => set({ [field]: next })}
    />
  );

  const heading = (
    <span className="flex items-center gap-2 text-base font-semibold">
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {FILTER_TEXTS.title}
      {count > 0 ? (
        <Badge aria-label={`${count} active`} className="px-2">
          {count}
        </Badge>
      ) : null}
    </span>
  );

  return (
    <section
      aria-label={FILTER_TEXTS.title}
      className={cn('bg-card border-border rounded-xl border shadow-sm', className)}
    >
      <div className={cn('flex items-center justify-between gap-2 p-4', inSheet && 'pr-12')}>
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((value) => !value)}
            className="focus-visible:ring-ring -m-1 flex cursor-pointer items-center gap-2 rounded-md p-1 focus-visible:ring-2 focus-visible:outline-hidden"
          >
            {heading}
            <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </button>
        ) : (
          heading
        )}
        {count > 0 ? (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={clear}>
            {FILTER_TEXTS.clearAll}
          </Button>
        ) : null}
      </div>
      <div id={`${id}-body`} hidden={collapsible && !open} className="space-y-4 px-4 pb-4">
        <Section title="Price">
          <PriceFilter
            bounds={bounds}
            value={effective.price}
            currency={currency}
            onChange={(price) => set({ price })}
          />
        </Section>
        <ChoicesSection title="Stops" id={`${id}-stops`} filter="stops" choices={stops} draft={draft} set={set} />
        <LayoverFilters id={id} facts={facts} draft={draft} set={set} />
        <Section title="Departure time">{bucketOptions('departure')}</Section>
        <Section title="Arrival time">{bucketOptions('arrival')}</Section>
        <ChoicesSection
          title="Airlines"
          id={`${id}-airline`}
          filter="airlines"
          choices={airlines}
          draft={draft}
          set={set}
          greyEmpty
        />
        <EmissionsFilters id={id} facts={facts} draft={draft} set={set} />
        <Section title="More options">
          <Option
            id={`${id}-refundable`}
            label="Refundable"
            checked={draft.refundable}
            onChange={(refundable) => set({ refundable })}
          />
          <Option
            id={`${id}-baggage`}
            label="Baggage included"
            checked={draft.baggage}
            onChange={(baggage) => set({ baggage })}
          />
        </Section>
        <div
          className={cn(
            'border-border bg-card space-y-2 border-t pt-4',
            inSheet && 'sticky bottom-0 -mx-4 -mb-4 px-4 pb-4 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.2)]',
          )}
        >
          <div className="flex gap-2">
            <Button variant="outline" className="flex-1" onClick={clear}>
              {FILTER_TEXTS.reset}
            </Button>
            <Button
              className="flex-1"
              onClick={() => onApply(effective)}
              // In the sheet a press leaves focus where it is: the sheet goes in this frame and focus
              // returns to Filters, so moving it to Apply first would only slow the press (R45).
              onMouseDown={inSheet ? (event) => event.preventDefault() : undefined}
            >
              {FILTER_TEXTS.apply}
            </Button>
          </div>
          <p className="text-muted-foreground text-center text-xs" aria-live="polite">
            {matching} of {facts.length} flights match
          </p>
        </div>
      </div>
    </section>
  );
}
