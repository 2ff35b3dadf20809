import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { formatPrice } from '../../../shared/display';
import { cn } from '../../lib/utils';
import { seatLabel, type SeatCell } from './seat-layout';
import { selectionLabel, serviceFor, type SeatSelection } from './seat-selection';

/* One seat of the drawn cabin, and the box under the map that describes the seat in focus. */

type Look = 'free' | 'paid' | 'taken' | 'mine' | 'theirs';

const SEAT_STYLES: Record<Look, string> = {
  free: 'border-success bg-success/15 text-foreground',
  paid: 'border-primary bg-primary/10 text-primary-dark',
  taken: 'border-border bg-muted text-muted-foreground',
  mine: 'border-primary bg-primary text-primary-foreground ring-2 ring-primary/40',
  theirs: 'border-foreground/50 bg-foreground/70 text-background',
};

/** '$37' on a roomy seat, '37' on a phone-sized one (the label and the legend name the currency). */
function SeatPrice({ amount, currency }: { amount: string; currency: string }) {
  const full = formatPrice(Math.round(Number(amount)), currency);
  const digits = String(Math.round(Number(amount)));
  return (
    <span aria-hidden="true">
      <span className="hidden @[1.9rem]:inline">{full}</span>
      <span className="text-[0.55rem] tracking-tighter @[1.9rem]:hidden">{digits}</span>
    </span>
  );
}

interface SeatProps {
  seat: SeatCell;
  focusable: boolean;
  describedBy: string | undefined;
  selection: SeatSelection | undefined;
  onShow: (seat: SeatCell) => void;
  register: (designator: string, element: HTMLDivElement | null) => void;
}

/** How the seat looks and reads, for the read-only map or for the passenger choosing. */
function seatView(seat: SeatCell, selection: SeatSelection | undefined) {
  if (!selection) {
    const price = seat.status === 'paid' ? seat.price : null;
    return { look: seat.status as Look, label: seatLabel(seat), price, holder: undefined, open: false };
  }
  const holder = selection.holders.get(seat.designator);
  const service = serviceFor(seat, selection.passengerId);
  const label = selectionLabel(seat, selection.passengerId, holder);
  if (holder) {
    const look: Look = holder.passengerId === selection.passengerId ? 'mine' : 'theirs';
    return { look, label, price: null, holder, open: true };
  }
  if (!service) return { look: 'taken' as Look, label, price: null, holder, open: false };
  const paid = Number(service.amount) > 0;
  return { look: (paid ? 'paid' : 'free') as Look, label, price: paid ? service : null, holder, open: true };
}

export function Seat({ seat, focusable, describedBy, selection, onShow, register }: SeatProps) {
  const view = seatView(seat, selection);
  const choose = () => {
    if (selection && view.open) selection.onSeatClick(seat);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!selection || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    choose();
  };
  return (
    <div
      role="gridcell"
      ref={(element) => register(seat.designator, element)}
      tabIndex={focusable ? 0 : -1}
      aria-label={view.label}
      aria-disabled={view.look === 'taken' || view.look === 'theirs' || undefined}
      aria-selected={selection ? view.look === 'mine' : undefined}
      aria-describedby={describedBy}
      title={view.label}
      data-status={view.look}
      onFocus={() => onShow(seat)}
      onMouseEnter={() => onShow(seat)}
      onClick={selection ? choose : undefined}
      onKeyDown={selection ? onKeyDown : undefined}
      className={cn(
        '@container relative m-px grid aspect-square place-items-center rounded-t-[35%] rounded-b-sm border text-[0.6rem] leading-none font-semibold tabular-nums select-none',
        'focus-visible:ring-ring focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-hidden',
        selection && view.open && view.look !== 'theirs' && 'hover:border-primary-dark cursor-pointer',
        selection && !view.open && 'cursor-not-allowed',
        SEAT_STYLES[view.look],
      )}
    >
      {view.holder ? (
        <span aria-hidden="true">{view.holder.badge}</span>
      ) : view.look === 'taken' ? (
        <X className="size-3/5 opacity-70" aria-hidden="true" />
      ) : view.price ? (
        <SeatPrice amount={view.price.amount} currency={view.price.currency} />
      ) : null}
    </div>
  );
}

export function SeatInfo({ seat, selection }: { seat: SeatCell | null; selection: SeatSelection | undefined }) {
  const holder = seat && selection?.holders.get(seat.designator);
  const service = seat && selection ? serviceFor(seat, selection.passengerId) : undefined;
  const price = selection ? service : seat?.price;
  return (
    <div className="bg-muted/60 mt-4 min-h-16 w-full max-w-md rounded-md border p-3 text-sm" aria-hidden="true">
      {seat ? (
        <>
          <p className="font-semibold">
            Seat {seat.designator} · <span className="capitalize">{seat.position}</span>
            {seat.exit && ' · Exit row'}
            {' · '}
            {holder
              ? `${holder.name}'s seat`
              : seat.status === 'taken' || (selection && !service)
                ? 'Unavailable'
                : !price || Number(price.amount) === 0
                  ? 'Free'
                  : formatPrice(price.amount, price.currency)}
          </p>
          {seat.name && <p className="text-muted-foreground">{seat.name}</p>}
          {seat.disclosures.length > 0 && (
            <p className="text-muted-foreground text-xs">{seat.disclosures.join(' · ')}</p>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">
          {selection
            ? 'Point at or tab to a seat to see its details; click it or press Enter to choose it.'
            : 'Point at or tab to a seat to see its details. You choose seats when you book.'}
        </p>
      )}
    </div>
  );
}
