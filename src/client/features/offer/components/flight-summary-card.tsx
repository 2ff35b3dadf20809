import { ShieldCheck } from 'lucide-react';
import {
  dayOffset,
  formatCardDate,
  formatDuration,
  formatLocalTime,
  sliceStopsLabel,
} from '../../../../shared/display';
import type { Offer, Slice } from '../../../../shared/schemas/flights';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { airlinesOf, cityOf, sliceTitle } from '../lib/places';
import { CarrierLogo } from './carrier-logo';

/** '+1' beside an arrival on a later day; the label says it in words for screen readers. */
export function DayOffset({ from, to }: { from: string; to: string }) {
  const days = dayOffset(from, to);
  if (days === 0) return null;
  const sign = days > 0 ? '+' : '';
  return (
    <sup className="text-primary ml-0.5 text-xs font-semibold" title={`Arrives ${days} day(s) later`}>
      <span aria-hidden="true">{`${sign}${days}`}</span>
      <span className="sr-only">{` (arrives ${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days > 0 ? 'later' : 'earlier'})`}</span>
    </sup>
  );
}

function SliceSummary({ slice, index, slices }: { slice: Slice; index: number; slices: readonly Slice[] }) {
  const first = slice.segments[0];
  const stops = slice.segments.slice(1).map((segment) => segment.origin.iata_code);
  return (
    <section aria-labelledby={`slice-${index}-title`} className="py-5 first:pt-0 last:pb-0">
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={index === 0 ? 'default' : 'secondary'}>{sliceTitle(index, slices)}</Badge>
        <h3 id={`slice-${index}-title`} className="font-semibold">
          {cityOf(slice.origin)} to {cityOf(slice.destination)}
        </h3>
        <span className="text-muted-foreground ml-auto">{formatCardDate(slice.departure_time)}</span>
      </div>
      <div className="flex items-center gap-3">
        {first && (
          <CarrierLogo
            name={first.airline.name}
            code={first.marketing_carrier.iata_code}
            logoUrl={first.airline.logo_url ?? first.marketing_carrier.logo_url}
          />
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{airlinesOf(slice) || 'Airline'}</p>
          {slice.fare_brand_name && <p className="text-muted-foreground text-xs">{slice.fare_brand_name} fare</p>}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-[auto_1fr_auto] items-center gap-3 sm:gap-6">
        <div>
          <p className="text-2xl font-bold tabular-nums">{formatLocalTime(slice.departure_time)}</p>
          <p className="text-sm font-semibold">{slice.origin.iata_code}</p>
          <p className="text-muted-foreground max-w-32 truncate text-xs">{cityOf(slice.origin)}</p>
        </div>
        <div className="flex min-w-0 flex-col items-center text-center">
          <p className="text-muted-foreground text-xs">{formatDuration(slice.duration)}</p>
          <div className="relative my-1.5 h-px w-full bg-border" aria-hidden="true">
            <span className="absolute top-1/2 left-0 size-2 -translate-y-1/2 rounded-full bg-muted-foreground" />
            {stops.map((code, i) => (
              <span
                key={code + i}
                className="border-background absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-warning"
                style={{ left: `${((i + 1) / (stops.length + 1)) * 100}%` }}
              />
            ))}
            <span className="absolute top-1/2 right-0 size-2 -translate-y-1/2 rounded-full bg-muted-foreground" />
          </div>
          <p className="text-xs font-medium">
            {sliceStopsLabel(slice, 'detail')}
            {stops.length > 0 && <span className="text-muted-foreground font-normal"> via {stops.join(', ')}</span>}
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold tabular-nums">
            {formatLocalTime(slice.arrival_time)}
            <DayOffset from={slice.departure_time} to={slice.arrival_time} />
          </p>
          <p className="text-sm font-semibold">{slice.destination.iata_code}</p>
          <p className="text-muted-foreground ml-auto max-w-32 truncate text-xs">{cityOf(slice.destination)}</p>
        </div>
      </div>
    </section>
  );
}

export function FlightSummaryCard({ offer }: { offer: Offer }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle as="h2">Flight Summary</CardTitle>
        {offer.conditions.refundable && (
          <Badge variant="outline" className="border-success/50 bg-success/10">
            <ShieldCheck className="text-success size-3.5" aria-hidden="true" />
            Refundable
          </Badge>
        )}
      </CardHeader>
      <CardContent className="divide-y p-4 pt-0 sm:p-6 sm:pt-0">
        {offer.slices.map((slice, index) => (
          <SliceSummary key={slice.id} slice={slice} index={index} slices={offer.slices} />
        ))}
      </CardContent>
    </Card>
  );
}
