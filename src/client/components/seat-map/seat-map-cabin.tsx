import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { cn } from '../../lib/utils';
import { Seat, SeatInfo } from './seat';
import type { CabinLayout, LayoutRow, SeatCell } from './seat-layout';
import { nextSeat, seatRows } from './seat-navigation';
import type { SeatSelection } from './seat-selection';

/*
 * One cabin drawn as the aircraft: a nose at the top, column letters, aisles where the deck
 * configuration splits the seats (row numbers sit in the aisles), exit rows tabbed on the walls
 * and the wing beside the rows over it. The map is a grid with one tab stop, arrow keys move
 * between seats, and the focused or hovered seat is described under the map. Without `selection`
 * it is read-only (the offer screen); with it (the booking's seat step) a click, Enter or Space
 * on a seat hands it to the caller, and seats show who holds them.
 */

const SEAT = 'var(--seat)';
const AISLE = '1.25rem';

function gridTemplate(widths: number[]): string {
  const sections = widths.map((w) => `repeat(${w}, ${SEAT})`);
  return widths.length === 1 ? `${AISLE} ${sections[0]}` : sections.join(` ${AISLE} `);
}

/** Does section `s` start with an aisle column (where the row number sits)? */
const aisleBefore = (s: number, sections: number) => (sections === 1 ? s === 0 : s > 0);

const EXIT_TAB =
  'bg-warning text-warning-foreground absolute top-1/2 z-10 -translate-y-1/2 rounded-sm px-0.5 text-[0.5rem] leading-tight font-bold';
const WING = 'bg-muted-foreground/20 absolute inset-y-0 w-4 sm:w-8';

function RowNumber({ number, header }: { number: number | null; header: boolean }) {
  const className = 'text-muted-foreground grid place-items-center text-[0.65rem] font-medium';
  return header ? (
    <div role="rowheader" className={className}>
      {number}
    </div>
  ) : (
    <div aria-hidden="true" className={className}>
      {number}
    </div>
  );
}

interface SeatMapCabinProps {
  layout: CabinLayout;
  label: string;
  selection?: SeatSelection | undefined;
}

export function SeatMapCabin({ layout, label, selection }: SeatMapCabinProps) {
  const widths = layout.letters.map((letters) => letters.length);
  const columns = widths.reduce((a, b) => a + b, 0);
  const aisles = Math.max(1, widths.length - 1);
  const rows = useMemo(() => seatRows(layout), [layout]);
  const firstSeat = rows.flat().find((s) => s.status !== 'taken') ?? rows[0]?.[0];
  const [active, setActive] = useState(firstSeat?.designator ?? '');
  const [shown, setShown] = useState<SeatCell | null>(null);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const exitRulesId = useId();
  const template = gridTemplate(widths);
  // Seats shrink with the cabin's width (a container query) down to phone size, up to 2.5rem.
  const cabinWidth = `calc(${columns} * 2.5rem + ${aisles} * ${AISLE})`;
  const gridStyle = { '--seat': `min(2.5rem, calc((100cqw - ${aisles} * ${AISLE}) / ${columns}))` } as CSSProperties;
  const disclosures = rows.flat().find((seat) => seat.exit && seat.disclosures.length > 0)?.disclosures ?? [];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = nextSeat(rows, active, event.key, event.ctrlKey || event.metaKey);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    elements.current.get(target)?.focus();
  }

  const register = (designator: string, element: HTMLDivElement | null) => {
    if (element) elements.current.set(designator, element);
    else elements.current.delete(designator);
  };

  const show = (seat: SeatCell) => {
    setShown(seat);
    setActive(seat.designator);
  };

  const renderRow = (row: LayoutRow) => (
    <div
      key={row.key}
      role="row"
      className={cn('relative grid', row.exit && 'bg-warning/10')}
      style={{ gridTemplateColumns: template }}
    >
      {row.wing && (
        <>
          <span aria-hidden="true" className={cn(WING, 'right-[calc(100%+1.25rem)]')} />
          <span aria-hidden="true" className={cn(WING, 'left-[calc(100%+1.25rem)]')} />
        </>
      )}
      {row.exit && (
        <>
          <span aria-hidden="true" className={cn(EXIT_TAB, 'right-[calc(100%+0.2rem)]')}>
            EXIT
          </span>
          <span aria-hidden="true" className={cn(EXIT_TAB, 'left-[calc(100%+0.2rem)]')}>
            EXIT
          </span>
        </>
      )}
      {row.sections.flatMap((section, s) => {
        const aisle = aisleBefore(s, widths.length)
          ? [<RowNumber key={`n${s}`} number={row.number} header={s === (widths.length === 1 ? 0 : 1)} />]
          : [];
        if (section.kind === 'facility') {
          return [
            ...aisle,
            <div
              key={`f${s}`}
              role="gridcell"
              className="bg-muted text-muted-foreground m-px grid place-items-center rounded-sm py-1 text-[0.6rem] font-medium tracking-wide uppercase"
              style={{ gridColumn: `span ${widths[s] ?? 1}` }}
            >
              {[...new Set(section.labels)].join(' · ')}
            </div>,
          ];
        }
        return [
          ...aisle,
          ...section.cells.map((seat, c) =>
            seat ? (
              <Seat
                key={seat.designator}
                seat={seat}
                focusable={seat.designator === active}
                describedBy={seat.exit && disclosures.length > 0 ? exitRulesId : undefined}
                selection={selection}
                onShow={show}
                register={register}
              />
            ) : (
              <div key={`e${s}-${c}`} role="gridcell" aria-hidden="true" />
            ),
          ),
        ];
      })}
    </div>
  );

  return (
    <div className="flex flex-col items-center">
      <div
        className="border-muted-foreground/40 bg-card relative rounded-t-[10rem] rounded-b-3xl border-2 px-6 pt-16 pb-6"
        style={{ width: `min(100%, calc(${cabinWidth} + 3rem + 4px))` }}
      >
        <p
          aria-hidden="true"
          className="text-muted-foreground absolute inset-x-0 top-6 text-center text-[0.65rem] tracking-widest uppercase"
        >
          Front
        </p>
        <div className="@container w-full">
          <div
            role="grid"
            aria-label={label}
            aria-readonly={selection ? undefined : true}
            aria-rowcount={layout.rows.length + 1}
            onKeyDown={onKeyDown}
            style={gridStyle}
          >
            <div role="row" className="grid" style={{ gridTemplateColumns: template }}>
              {widths.flatMap((_, s) => [
                ...(aisleBefore(s, widths.length) ? [<div key={`a${s}`} aria-hidden="true" />] : []),
                ...(layout.letters[s] ?? []).map((letter, c) => (
                  <div
                    key={`${s}-${c}`}
                    role="columnheader"
                    className="text-muted-foreground pb-1 text-center text-xs font-semibold"
                  >
                    {letter}
                  </div>
                )),
              ])}
            </div>
            {layout.rows.map(renderRow)}
          </div>
        </div>
      </div>
      {disclosures.length > 0 && (
        <p id={exitRulesId} className="sr-only">
          {`Exit row: ${disclosures.join('. ')}.`}
        </p>
      )}
      <SeatInfo seat={shown} selection={selection} />
    </div>
  );
}
