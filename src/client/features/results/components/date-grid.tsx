import { useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../../shared/display';
import type { DateGridCell, DateGridResponse } from '../../../../shared/schemas/date-grid';
import { cn } from '../../../lib/utils';
import { searchHref, type SearchCriteria } from '../../../lib/search-url';
import { dateGridQueryOptions } from '../api/date-grid';

/*
 * R46: "± 3 days" above the results. One-way: a strip of 7 departure dates; round trip: a 7 x 7
 * grid, departures across, returns down (as Google Flights draws it). Each cell is the cheapest
 * total for its dates; pressing one runs that search (a new address). On a phone the grid keeps its
 * shape and scrolls sideways under a fixed column of return dates, the selected cell brought into view,
 * and shows only the row of the return date searched until "Show all return dates" is pressed: seven
 * rows would fill the first screen, and the flights are what the traveller came for.
 */

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const FULL = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** "now", "12m", "2h": the same, where a phone's cell has room for little. */
export function shortAgeLabel(seconds: number): string {
  if (seconds < 60) return 'now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  return `${Math.floor(seconds / 3600)}h ago`;
}

/** "just now", "12 min ago", "2 h ago": how old a cached price is. */
export function ageLabel(seconds: number): string {
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

/** What a cell says, and what a screen reader hears for it. */
export function cellText(cell: DateGridCell): { short: string; long: string; clickable: boolean } {
  switch (cell.status) {
    case 'priced': {
      const price = formatPrice(cell.totalAmount, cell.currency);
      const age = cell.cached && cell.ageSeconds !== null ? `, found ${ageLabel(cell.ageSeconds)}` : '';
      return { short: price, long: `from ${price}${age}`, clickable: true };
    }
    case 'no_flights':
      return { short: 'No flights', long: 'no flights', clickable: false };
    case 'past':
      return { short: 'Past', long: 'unavailable: in the past', clickable: false };
    case 'return_before_departure':
      return { short: '', long: 'unavailable: return before departure', clickable: false };
    default:
      return { short: '—', long: 'not searched yet: search this date', clickable: true };
  }
}

function cellLabel(cell: DateGridCell): string {
  const dates = cell.returnDate
    ? `Depart ${FULL.format(at(cell.departureDate))}, return ${FULL.format(at(cell.returnDate))}`
    : `Depart ${FULL.format(at(cell.departureDate))}`;
  return `${dates}: ${cellText(cell).long}`;
}

function DateHeading({ date }: { date: string }) {
  return (
    <>
      <span className="text-muted-foreground block text-[0.6875rem] leading-tight">{DAY.format(at(date))}</span>
      <span className="block leading-tight font-medium">{DATE.format(at(date))}</span>
    </>
  );
}

interface CellProps {
  cell: DateGridCell;
  selected: boolean;
  cheapest: boolean;
  onPick: (cell: DateGridCell) => void;
}

function Cell({ cell, selected, cheapest, onPick }: CellProps) {
  const text = cellText(cell);
  const base =
    'h-full w-full rounded-md px-0.5 py-1.5 sm:px-1 text-center text-xs tabular-nums leading-tight sm:text-sm';
  if (!text.clickable) {
    return (
      <span
        aria-label={cellLabel(cell)}
        role="img"
        className={cn(base, 'text-muted-foreground bg-muted/40 grid place-items-center text-[0.6875rem] sm:text-xs')}
      >
        {text.short}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={cellLabel(cell)}
      aria-current={selected ? 'true' : undefined}
      title={cell.status === 'priced' ? undefined : 'Search this date'}
      data-selected={selected ? '' : undefined}
      onClick={() => onPick(cell)}
      className={cn(
        base,
        'focus-visible:ring-ring cursor-pointer border transition-colors focus-visible:ring-2 focus-visible:outline-hidden',
        selected
          ? 'bg-primary text-primary-foreground border-primary font-semibold'
          : cheapest
            ? 'border-success bg-success/10 hover:bg-success/20 font-semibold'
            : 'bg-card hover:border-primary/60 hover:bg-primary/5 border-border',
        cell.status !== 'priced' && !selected && 'text-muted-foreground',
      )}
    >
      <span className="block">{text.short}</span>
      {cell.status === 'priced' && cell.cached && cell.ageSeconds !== null ? (
        <span className={cn('block text-[0.625rem] font-normal', selected ? '' : 'text-muted-foreground')}>
          <span className="sm:hidden">{shortAgeLabel(cell.ageSeconds)}</span>
          <span className="hidden sm:inline">{ageLabel(cell.ageSeconds)}</span>
        </span>
      ) : null}
    </button>
  );
}

function cheapestOf(cells: readonly DateGridCell[]): DateGridCell | undefined {
  let best: DateGridCell | undefined;
  for (const cell of cells) {
    if (cell.status !== 'priced') continue;
    if (!best || Number(cell.totalAmount) < Number(best.totalAmount)) best = cell;
  }
  return best;
}

function Strip({
  grid,
  criteria,
  onPick,
}: {
  grid: DateGridResponse;
  criteria: SearchCriteria;
  onPick: CellProps['onPick'];
}) {
  const best = cheapestOf(grid.cells);
  return (
    <ol className="grid min-w-[20rem] grid-cols-7 gap-1 sm:gap-1.5" aria-label="Prices by departure date">
      {grid.cells.map((cell) => (
        <li key={cell.departureDate} className="grid grid-rows-[auto_1fr] gap-1 text-center text-xs">
          <DateHeading date={cell.departureDate} />
          <Cell
            cell={cell}
            selected={cell.departureDate === criteria.departureDate}
            cheapest={cell === best}
            onPick={onPick}
          />
        </li>
      ))}
    </ol>
  );
}

function Grid({
  grid,
  criteria,
  onPick,
  folded,
}: {
  grid: DateGridResponse;
  criteria: SearchCriteria;
  onPick: CellProps['onPick'];
  /** On a phone, only the searched return date's row (CSS: every row is there for larger screens). */
  folded: boolean;
}) {
  const best = cheapestOf(grid.cells);
  const byKey = useMemo(() => new Map(grid.cells.map((c) => [`${c.departureDate}|${c.returnDate}`, c])), [grid]);
  return (
    <table className="w-full min-w-[31rem] border-separate border-spacing-1 text-xs">
      <caption className="sr-only">Prices by departure date (columns) and return date (rows)</caption>
      <thead>
        <tr>
          <th
            scope="col"
            className="bg-card sticky left-0 z-10 w-14 text-left align-bottom text-[0.6875rem] font-normal"
          >
            <span className="text-muted-foreground block">Return ↓</span>
            <span className="text-muted-foreground block">Depart →</span>
          </th>
          {grid.departureDates.map((date) => (
            <th key={date} scope="col" className={cn('text-center', date === criteria.departureDate && 'text-primary')}>
              <DateHeading date={date} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.returnDates.map((returnDate) => (
          <tr key={returnDate} className={cn(folded && returnDate !== criteria.returnDate && 'hidden sm:table-row')}>
            <th
              scope="row"
              className={cn(
                'bg-card sticky left-0 z-10 text-left',
                returnDate === criteria.returnDate && 'text-primary',
              )}
            >
              <DateHeading date={returnDate} />
            </th>
            {grid.departureDates.map((departureDate) => {
              const cell = byKey.get(`${departureDate}|${returnDate}`);
              return (
                <td key={departureDate} className="h-11 p-0">
                  {cell ? (
                    <Cell
                      cell={cell}
                      selected={departureDate === criteria.departureDate && returnDate === criteria.returnDate}
                      cheapest={cell === best}
                      onPick={onPick}
                    />
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The strip or grid for the search on screen; loaded on its own (the results list does not wait for it). */
export function FlexibleDates({ criteria }: { criteria: SearchCriteria }) {
  const headingId = useId();
  const navigate = useNavigate();
  const grid = useQuery(dateGridQueryOptions(criteria));
  const scroller = useRef<HTMLDivElement>(null);
  const roundTrip = criteria.tripType === 'round-trip' && Boolean(criteria.returnDate);
  const [allReturns, setAllReturns] = useState(false);
  const folded = roundTrip && !allReturns && (grid.data?.returnDates.includes(criteria.returnDate ?? '') ?? true);
  const height = !roundTrip ? 'h-[6.25rem]' : folded ? 'h-[6.25rem] sm:h-[25rem]' : 'h-[25rem]';

  // On a narrow screen the selected dates may sit off to the side: bring them into view once.
  useEffect(() => {
    const box = scroller.current;
    const selected = box?.querySelector<HTMLElement>('[data-selected]');
    if (!box || !selected || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = selected.offsetLeft - box.clientWidth / 2 + selected.offsetWidth / 2;
  }, [grid.data]);

  const pick = (cell: DateGridCell) => {
    navigate(
      searchHref({
        ...criteria,
        departureDate: cell.departureDate,
        returnDate: cell.returnDate ?? undefined,
      }),
    );
  };

  const notSearched = grid.data?.cells.some((c) => c.status === 'not_searched' || c.status === 'failed');
  const cachedCells = grid.data?.cells.some((c) => c.cached && c.ageSeconds !== null);
  return (
    <section aria-labelledby={headingId} className="bg-card rounded-xl border p-3 shadow-sm sm:p-4">
      <h2 id={headingId} className="mb-2 flex h-9 flex-wrap items-center gap-x-2 text-sm font-semibold sm:h-5">
        <CalendarRange className="text-primary size-4" aria-hidden="true" />
        Flexible dates: ± 3 days
        <span className="text-muted-foreground w-full text-xs font-normal sm:w-auto sm:text-sm">
          {roundTrip ? 'Cheapest total by departure and return' : 'Cheapest total by departure'}
          {/* The grid prices the airports searched; the list may hold nearby ones too. */}
          {criteria.nearbyOrigin || criteria.nearbyDestination
            ? `, ${criteria.origin} to ${criteria.destination} only`
            : ''}
        </span>
      </h2>
      {/* Scrolls sideways on a phone: reachable by keyboard even when no cell is a button. */}
      <div
        ref={scroller}
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
        // The same height as the frame the server drew (results-page.tsx), so nothing below moves.
        className={cn('-mx-1 overflow-x-auto overflow-y-hidden overscroll-x-contain px-1 pb-1', height)}
      >
        {grid.status === 'pending' ? (
          <div className={cn('bg-muted/60 animate-pulse rounded-md', height)} aria-hidden="true" />
        ) : grid.status === 'error' ? (
          <p className="text-muted-foreground text-sm">Prices for nearby dates are not available right now.</p>
        ) : roundTrip ? (
          <Grid grid={grid.data} criteria={criteria} onPick={pick} folded={folded} />
        ) : (
          <Strip grid={grid.data} criteria={criteria} onPick={pick} />
        )}
      </div>
      {/* Always a line, empty or not: the frame the server drew keeps room for it, so nothing moves. */}
      {/* On a phone a round trip's line has room for two lines of note beside the grid's toggle. */}
      <div
        className={cn(
          'mt-1.5 flex items-start justify-between gap-3 text-xs',
          roundTrip ? 'min-h-8 sm:min-h-4' : 'min-h-4',
        )}
      >
        <p className="text-muted-foreground">
          {notSearched ? '— not searched yet: press it to search this date. ' : ''}
          {cachedCells ? 'Prices marked "ago" come from earlier searches.' : ''}
        </p>
        {roundTrip && grid.status === 'success' ? (
          <button
            type="button"
            aria-expanded={!folded}
            onClick={() => setAllReturns((shown) => !shown)}
            className="text-primary shrink-0 font-medium underline-offset-2 hover:underline sm:hidden"
          >
            {folded ? 'Show all return dates' : 'Show fewer return dates'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
