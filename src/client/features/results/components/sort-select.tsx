import { ChevronDown, CircleHelp } from 'lucide-react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Label } from '../../../components/ui/label';
import { SELECT_TRIGGER_CLASS } from '../../../components/ui/select-trigger-style';
import { prefetchOnApproach } from '../../../lib/prefetch';
import { cn } from '../../../lib/utils';
import { BEST_EXPLANATION, sortLabel, type SortOption } from '../lib/sort';

const loadMenu = () => import('./sort-menu');
const SortMenu = lazy(async () => ({ default: (await loadMenu()).SortMenu }));

/** Sort (R45): Best (the default), Cheapest, Fastest, Earliest and Latest departure, and dearest first. */
interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  disabled?: boolean;
}

const TRIGGER = 'bg-card h-9 min-w-0 flex-1 sm:w-[13.5rem] sm:flex-none';

/**
 * The Radix select (with Floating UI, ~17 KB gzip) is not part of the results page's first
 * download: until first used the trigger is a plain button that looks the same, starts the fetch
 * when a pointer, finger or focus reaches it, and opens the select in its place when pressed
 * (a click, Enter, Space or an arrow key, as the select's own trigger does).
 */
export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  const id = useId();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const openMenu = () => {
    setUsed(true);
    setOpen(true);
  };
  const plain = (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      className={cn(SELECT_TRIGGER_CLASS, TRIGGER)}
      {...prefetchOnApproach(loadMenu)}
      onClick={used ? undefined : openMenu}
      onKeyDown={(event: KeyboardEvent) => {
        if (used || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        openMenu();
      }}
    >
      {/* Named here, not read from the open list: a page the server rendered shows it before any script runs. */}
      <span style={{ pointerEvents: 'none' }}>{sortLabel(value)}</span>
      <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
      <Label htmlFor={id} className="text-muted-foreground shrink-0 text-sm whitespace-nowrap">
        Sort by
      </Label>
      {used ? (
        <Suspense fallback={plain}>
          <SortMenu
            id={id}
            value={value}
            onChange={onChange}
            disabled={disabled}
            open={open}
            onOpenChange={setOpen}
            className={TRIGGER}
          />
        </Suspense>
      ) : (
        plain
      )}
      <BestHelp />
    </div>
  );
}

/**
 * The "?" beside the sort: what Best means (R45). The browser's own popover (the popover
 * attribute): it opens, closes on Escape or a click outside and returns focus by itself, so it
 * needs no state, no dialog code and no chunk of its own in the results page's first download.
 */
export function BestHelp() {
  const id = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={`${id}-best`}
        aria-label="How Best is sorted"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring -m-1 shrink-0 cursor-pointer rounded-full p-1 focus-visible:ring-2 focus-visible:outline-hidden"
      >
        <CircleHelp className="size-4" aria-hidden="true" />
      </button>
      <div
        id={`${id}-best`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-best-title`}
        className="bg-card text-card-foreground border-border m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl border p-4 text-sm shadow-lg backdrop:bg-black/20"
      >
        <p id={`${id}-best-title`} className="mb-1 font-semibold">
          How Best is sorted
        </p>
        <p className="text-muted-foreground">{BEST_EXPLANATION}</p>
      </div>
    </>
  );
}
