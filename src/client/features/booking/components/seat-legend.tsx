import { cn } from '../../../lib/utils';

/* What the seat colours mean while choosing. */

const SWATCH = 'inline-block size-4 rounded-t-[35%] rounded-b-sm border';

const ITEMS = [
  ['border-success bg-success/15', 'Free'],
  ['border-primary bg-primary/10', 'Paid (price shown)'],
  ['border-primary bg-primary', 'Selected for this passenger'],
  ['border-foreground/50 bg-foreground/70', 'Another passenger'],
  ['border-border bg-muted', 'Unavailable'],
] as const;

export function SeatLegend() {
  return (
    <ul
      className="text-muted-foreground flex flex-wrap justify-center gap-x-4 gap-y-2 text-xs"
      aria-label="Seat map legend"
    >
      {ITEMS.map(([style, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn(SWATCH, style)} /> {label}
        </li>
      ))}
    </ul>
  );
}
