import { CalendarClock, RefreshCw, XCircle, type LucideIcon } from 'lucide-react';
import { IconTile } from '../../../components/icon-tile';

const QUICK_REFERENCE: { icon: LucideIcon; label: string; amount: string; note: string }[] = [
  { icon: XCircle, label: 'Cancellation', amount: '$35-85', note: 'per passenger, plus any airline fee' },
  { icon: RefreshCw, label: 'Change', amount: '$25-75', note: 'per passenger, plus any fare difference' },
  { icon: CalendarClock, label: 'Same-day change', amount: '$50-150', note: 'per passenger, on the day of travel' },
];

/** The three numbers most readers come for, before the full policy. */
export function CancellationQuickReference() {
  return (
    <section aria-labelledby="quick-reference-title" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="quick-reference-title" className="text-xl font-semibold tracking-tight">
        Quick reference
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {QUICK_REFERENCE.map(({ icon, label, amount, note }) => (
          <li key={label} className="bg-card flex items-start gap-4 rounded-lg border p-5 shadow-sm">
            <IconTile icon={icon} className="bg-primary/10 text-primary size-10 shrink-0 rounded-lg" />
            <div>
              <p className="text-muted-foreground text-sm font-medium">{label}</p>
              <p className="text-2xl font-bold tabular-nums">{amount}</p>
              <p className="text-muted-foreground text-sm">{note}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-4 max-w-prose text-sm">
        Free cancellation within 24 hours of booking on eligible trips (section 1). Fees are our service fees; the
        airline&rsquo;s own fare rules apply on top.
      </p>
    </section>
  );
}
