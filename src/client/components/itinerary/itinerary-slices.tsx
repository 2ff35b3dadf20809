import { ArrowRight, Plane } from 'lucide-react';
import type { Slice } from '../../../shared/schemas/flights';
import { dayOffset, formatCardDate, formatDuration, formatLocalTime, sliceStopsLabel } from '../../../shared/display';
import { flightLabel } from '../../../shared/itinerary-labels';
import { cn } from '../../lib/utils';

/*
 * A booked itinerary, slice by slice and flight by flight, as the confirmation and My Trips show
 * it. Times are the airports' own (R14), with '+1' when a flight lands on a later day.
 */

/** 'Outbound' / 'Return' on a round trip, 'Flight n' on a multi-city trip (R24), 'Flight' alone. */
export function sliceLabel(index: number, slices: readonly Slice[]): string {
  return flightLabel(index, slices, 'Flight');
}

const place = (p: Slice['origin']) => p.city_name ?? p.name;

function DayShift({ from, to }: { from: string; to: string }) {
  const days = dayOffset(from, to);
  if (days === 0) return null;
  return (
    <sup className="text-destructive ml-0.5 text-[0.65rem] font-semibold" title={`Arrives ${days} day(s) later`}>
      {days > 0 ? `+${days}` : days}
    </sup>
  );
}

export function ItinerarySlices({ slices, className }: { slices: readonly Slice[]; className?: string }) {
  return (
    <ol className={cn('grid gap-4', className)} aria-label="Itinerary">
      {slices.map((slice, index) => (
        <li key={slice.id} className="rounded-lg border p-3 sm:p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="flex flex-wrap items-center gap-x-2 font-semibold">
              <span className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
                {sliceLabel(index, slices)}
              </span>
              <span className="flex items-center gap-1.5">
                {place(slice.origin)}
                <ArrowRight className="size-3.5 shrink-0" aria-label="to" />
                {place(slice.destination)}
              </span>
            </h3>
            <p className="text-muted-foreground text-sm">
              {formatCardDate(slice.departure_time)} · {formatDuration(slice.duration)} ·{' '}
              {sliceStopsLabel(slice, 'detail')}
            </p>
          </div>
          <ul className="mt-3 grid gap-2">
            {slice.segments.map((segment) => (
              <li
                key={segment.id}
                className="bg-muted/40 grid gap-1 rounded-md px-3 py-2 text-sm sm:grid-cols-[8rem_1fr]"
              >
                <span className="flex items-center gap-1.5 font-medium">
                  <Plane className="text-primary size-3.5 shrink-0" aria-hidden="true" />
                  {segment.flight_number}
                </span>
                <span className="flex flex-wrap items-center gap-x-2">
                  <span>
                    <span className="font-semibold tabular-nums">{formatLocalTime(segment.departing_at)}</span>{' '}
                    {segment.origin.iata_code}
                  </span>
                  <ArrowRight className="text-muted-foreground size-3 shrink-0" aria-label="to" />
                  <span>
                    <span className="font-semibold tabular-nums">{formatLocalTime(segment.arriving_at)}</span>
                    <DayShift from={segment.departing_at} to={segment.arriving_at} /> {segment.destination.iata_code}
                  </span>
                  {/* A line of its own on a phone, where a leading dot would start the line. */}
                  <span className="text-muted-foreground basis-full sm:basis-auto">
                    <span className="hidden sm:inline" aria-hidden="true">
                      ·{' '}
                    </span>
                    {segment.airline.name} · {formatCardDate(segment.departing_at)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
