import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/utils';
import { addDays } from '../lib/search-form-model';

/*
 * A one-month date grid (WAI-ARIA APG "date picker dialog"): days are buttons in a grid, one of
 * them in the tab order; arrows move by a day or a week, Page Up/Down by a month, Home/End to
 * the week's ends; Enter or Space picks. Dates are yyyy-MM-dd strings throughout, read as
 * calendar days (UTC arithmetic), so no time zone can move a day.
 */

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(iso: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return [y, m, d];
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Six rows of seven days covering the month of `iso`, Sunday first. */
function monthGrid(iso: string): string[][] {
  const start = addDays(monthStart(iso), -weekday(monthStart(iso)));
  return Array.from({ length: 6 }, (_, row) => Array.from({ length: 7 }, (_, col) => addDays(start, row * 7 + col)));
}

function dayName(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${WEEKDAY_NAMES[weekday(iso)]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

interface CalendarProps {
  /** The chosen day, or '' for none. */
  value: string;
  /** The first day that can be picked. */
  min: string;
  onSelect: (iso: string) => void;
  /** Puts focus on the chosen (or first possible) day when the calendar opens. */
  autoFocus?: boolean;
}

export function Calendar({ value, min, onSelect, autoFocus = false }: CalendarProps) {
  const [focused, setFocused] = useState(() => (value && value >= min ? value : min));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(autoFocus);
  const [y, m] = parts(focused);
  const weeks = monthGrid(focused);
  const atFirstMonth = focused.slice(0, 7) <= min.slice(0, 7);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (iso: string) => {
    moved.current = true;
    setFocused(iso < min ? min : iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = weekday(focused);
    const targets: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -day),
      End: () => addDays(focused, 6 - day),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    moveTo(target());
  };

  const caption = `${MONTH_NAMES[m - 1]} ${y}`;
  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          disabled={atFirstMonth}
          onClick={() => setFocused(addMonths(focused, -1) < min ? min : addMonths(focused, -1))}
          className="hover:bg-muted grid size-8 place-items-center rounded-md disabled:opacity-40"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {caption}
        </p>
        <button
          type="button"
          aria-label="Next month"
          onClick={() => setFocused(addMonths(focused, 1))}
          className="hover:bg-muted grid size-8 place-items-center rounded-md"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={caption} onKeyDown={onKeyDown} className="w-full border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((name, index) => (
              <th
                key={name}
                scope="col"
                abbr={WEEKDAY_NAMES[index]}
                className="text-muted-foreground pb-1 text-xs font-medium"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const outside = iso.slice(0, 7) !== focused.slice(0, 7);
                const selected = iso === value;
                return (
                  <td key={iso} role="gridcell" aria-selected={selected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      disabled={iso < min}
                      aria-label={dayName(iso)}
                      onClick={() => onSelect(iso)}
                      className={cn(
                        'size-9 rounded-md text-sm tabular-nums transition-colors',
                        'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden',
                        'disabled:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-40',
                        outside && !selected && 'text-muted-foreground',
                        selected ? 'bg-primary text-primary-foreground font-semibold' : 'hover:bg-muted',
                      )}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
