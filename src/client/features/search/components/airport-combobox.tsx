import { History, MapPin, RotateCw } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { formatAirportLabel, formatAirportOption } from '../../../../shared/airports/text';
import type { Airport } from '../../../../shared/airports/types';
import { airportDropdownMessage, airportStore, useAirportSearch, type AirportStore } from '../../../lib/airports';
import { cn } from '../../../lib/utils';
import type { AirportValue } from '../lib/search-form-model';
import { FieldError } from './field-parts';

export const AIRPORT_PLACEHOLDER = 'City or airport';

interface AirportComboboxProps {
  /** The visible label, 'From' or 'To'. */
  label: string;
  value: AirportValue;
  onChange: (value: AirportValue) => void;
  error?: string | undefined;
  icon?: ReactNode;
  /** The airport list; the site's shared one unless a test brings its own. */
  store?: AirportStore;
  className?: string;
  /** Options offered while the field is empty and focused (R25: recent searches under From). */
  emptyList?: EmptyList | undefined;
}

export interface EmptyList {
  /** Names the list for screen readers and heads it on screen, e.g. 'Recent searches'. */
  label: string;
  options: readonly { key: string; title: string; detail: string }[];
  onPick: (index: number) => void;
}

/**
 * The airport list is a ~100 KB download: it starts when a visitor reaches for a field, not with
 * the page, so it never competes with the first paint. `retry` (after an error) loads at once.
 */
function useDeferredStore(store: AirportStore) {
  const wanted = useRef(false);
  const deferred = useMemo<AirportStore>(
    () => ({
      getSnapshot: store.getSnapshot,
      subscribe: store.subscribe,
      load: () => {
        if (wanted.current) store.load();
      },
    }),
    [store],
  );
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    store.load();
  };
  return { deferred, want };
}

/**
 * The spec's airport type-ahead as an ARIA 1.2 combobox: the input owns a listbox of at most 15
 * matches (name, then city and country code, then the IATA code), arrows move the active option
 * (aria-activedescendant), Enter picks it, Escape closes the list. After a pick the field shows
 * 'City (CODE)'; editing the text drops the pick until a new one is made.
 */
export function AirportCombobox({
  label,
  value,
  onChange,
  error,
  icon,
  store,
  className,
  emptyList,
}: AirportComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const { deferred, want } = useDeferredStore(store ?? airportStore());
  const search = useAirportSearch(value.code ? '' : value.text, deferred);
  const [open, setOpen] = useState(false);
  const { results } = search;
  const query = value.code ? '' : value.text;
  // An empty field offers the empty list (recent searches) instead of airports.
  const offered = value.text.trim() === '' && emptyList && emptyList.options.length > 0 ? emptyList : null;
  const list: readonly unknown[] = offered ? offered.options : results;
  // The active option belongs to one list: a new list starts with none, so Enter never picks
  // what the visitor did not choose.
  const [activeIn, setActiveIn] = useState<{ list: readonly unknown[]; index: number }>({ list, index: -1 });
  const active = activeIn.list === list ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ list, index });

  const message = query.trim() ? airportDropdownMessage(search, query) : null;
  const expanded = open && (offered !== null || message !== null || results.length > 0);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, expanded, id]);

  const pick = (airport: Airport) => {
    onChange({ code: airport.iata_code, text: formatAirportLabel(airport) });
    setOpen(false);
  };
  const pickOffered = (index: number) => {
    setOpen(false);
    offered?.onPick(index);
  };
  /** What makes a row of either list an option: the same ids, selection, pointer and look. */
  const optionProps = (index: number, onPick: () => void) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === active,
    // Keeps focus in the input so the click is not lost to a blur.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: onPick,
    onMouseMove: () => setActive(index),
    className: cn(
      'flex cursor-pointer items-center gap-3 px-3 py-2',
      index === active ? 'bg-primary/10' : 'hover:bg-muted',
    ),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (list.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active < 0 && step < 0 ? list.length - 1 : (active + step + list.length) % list.length);
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        // The list is open: Enter belongs to it, never to the form.
        event.preventDefault();
        if (offered) {
          if (active >= 0) pickOffered(active);
          return;
        }
        const airport = results[active];
        if (airport) pick(airport);
        else if (search.status === 'error') search.retry();
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        }
        return;
    }
  };

  return (
    <div className={cn('relative grid content-start gap-1.5', className)}>
      <label htmlFor={inputId} className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {label}
      </label>
      <div className="relative">
        <span className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 -translate-y-1/2">
          {icon ?? <MapPin className="size-4" aria-hidden="true" />}
        </span>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={AIRPORT_PLACEHOLDER}
          value={value.text}
          onChange={(event) => {
            want();
            // After a failed download, typing on is the natural way to try again.
            if (search.status === 'error') search.retry();
            onChange({ code: '', text: event.target.value });
            setOpen(true);
          }}
          onFocus={() => {
            want();
            if (offered) setOpen(true);
          }}
          onClick={() => {
            if (offered) setOpen(true);
          }}
          onPointerEnter={want}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'border-input bg-background text-foreground h-12 w-full min-w-0 rounded-lg border pr-3 pl-9 text-base font-medium shadow-xs transition-colors',
            'placeholder:text-muted-foreground placeholder:font-normal',
            'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-hidden',
            'aria-invalid:border-destructive',
          )}
        />
      </div>
      <div
        hidden={!expanded}
        className="bg-popover text-popover-foreground absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-lg border shadow-lg sm:min-w-80"
      >
        {message !== null &&
          (search.status === 'error' ? (
            <button
              type="button"
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={search.retry}
              className="text-destructive flex w-full items-center gap-2 px-3 py-3 text-left text-sm underline underline-offset-2 hover:no-underline"
            >
              <RotateCw className="size-4 shrink-0" aria-hidden="true" />
              {message}
            </button>
          ) : (
            <p role="status" className="text-muted-foreground px-3 py-3 text-sm">
              {message}
            </p>
          ))}
        {offered && (
          <p
            aria-hidden="true"
            className="text-muted-foreground px-3 pt-2 text-xs font-semibold tracking-wide uppercase"
          >
            {offered.label}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={offered ? offered.label : `${label} airports`}
          className={cn('max-h-60 overflow-y-auto', list.length > 0 && 'py-1')}
        >
          {offered?.options.map((option, index) => (
            <li key={option.key} {...optionProps(index, () => pickOffered(index))}>
              <History className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{option.title}</span>
                {/* Wraps rather than cuts: the dates and travellers are what tell two searches apart. */}
                <span className="text-muted-foreground block text-xs">{option.detail}</span>
              </span>
            </li>
          ))}
          {!offered &&
            results.map((airport, index) => {
              const option = formatAirportOption(airport);
              return (
                <li key={airport.id} {...optionProps(index, () => pick(airport))}>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{option.name}</span>
                    <span className="text-muted-foreground block truncate text-xs">{option.location}</span>
                  </span>
                  <span className="bg-muted text-foreground shrink-0 rounded px-1.5 py-0.5 font-mono text-xs font-semibold">
                    {option.code}
                  </span>
                </li>
              );
            })}
        </ul>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
