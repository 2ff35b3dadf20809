import { Briefcase, Clock, Luggage, Plane } from 'lucide-react';
import { cabinLabel, formatCardDate, formatDuration, formatLocalTime } from '../../../../shared/display';
import type { Place, Segment } from '../../../../shared/schemas/flights';
import { baggageAllowance } from '../lib/baggage';
import { CarrierLogo } from './carrier-logo';
import { DayOffset } from './flight-summary-card';

interface StopProps {
  time: string;
  place: Place;
  terminal?: string | null | undefined;
  /** The departure, when this is the arrival: a later day shows '+1'. */
  from?: string;
}

function Stop({ time, place, terminal, from }: StopProps) {
  return (
    <div className="relative pl-6">
      <span
        aria-hidden="true"
        className="border-primary bg-background absolute top-1.5 left-0 size-3 rounded-full border-2"
      />
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-semibold tabular-nums">
          {formatLocalTime(time)}
          {from && <DayOffset from={from} to={time} />}
        </span>
        <span className="text-muted-foreground text-sm">{formatCardDate(time)}</span>
      </p>
      <p className="text-sm">
        <span className="font-medium">{place.name}</span> ({place.iata_code})
        {terminal && <span className="text-muted-foreground"> · Terminal {terminal}</span>}
      </p>
    </div>
  );
}

export function SegmentCard({ segment, fareBrand }: { segment: Segment; fareBrand: string | null | undefined }) {
  const marketing = segment.marketing_carrier;
  const operating = segment.operating_carrier;
  const operatedByOther =
    (operating.iata_code ?? operating.name) !== (marketing.iata_code ?? marketing.name) && operating.name !== '';
  const passenger = segment.passengers[0];
  const baggage = baggageAllowance(segment);
  return (
    <article className="rounded-lg border p-4 sm:p-5" aria-label={`Flight ${segment.flight_number}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <CarrierLogo
            name={segment.airline.name}
            code={marketing.iata_code}
            logoUrl={segment.airline.logo_url ?? marketing.logo_url}
          />
          <div className="min-w-0">
            <p className="font-semibold">
              {segment.airline.name || marketing.name || 'Airline'}{' '}
              <span className="text-muted-foreground font-normal">· {segment.flight_number}</span>
            </p>
            {operatedByOther && <p className="text-muted-foreground text-sm">Operated by {operating.name}</p>}
          </div>
        </div>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <Clock className="size-4" aria-hidden="true" />
          <span>
            <span className="sr-only">Flight time </span>
            {formatDuration(segment.duration)}
          </span>
        </p>
      </header>

      <div className="relative mt-4 space-y-4">
        <span aria-hidden="true" className="bg-border absolute top-4 bottom-8 left-[5px] w-0.5" />
        <Stop time={segment.departing_at} place={segment.origin} terminal={segment.origin_terminal} />
        <Stop
          time={segment.arriving_at}
          place={segment.destination}
          terminal={segment.destination_terminal}
          from={segment.departing_at}
        />
      </div>

      <dl className="bg-muted/60 mt-4 grid gap-x-6 gap-y-2 rounded-md p-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <Plane className="text-muted-foreground size-4" aria-hidden="true" />
            <span className="sr-only">Aircraft</span>
          </dt>
          <dd>{segment.aircraft?.name ?? 'Aircraft to be confirmed'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Briefcase className="text-muted-foreground size-4" aria-hidden="true" />
            <span className="sr-only">Cabin and fare</span>
          </dt>
          <dd>
            {cabinLabel(passenger?.cabin_class, 'results')}
            {fareBrand && <span className="text-muted-foreground"> · {fareBrand} fare</span>}
          </dd>
        </div>
        {baggage && (
          <div className="flex items-center gap-2 sm:col-span-2">
            <dt>
              <Luggage className="text-muted-foreground size-4" aria-hidden="true" />
              <span className="sr-only">Baggage allowance per passenger</span>
            </dt>
            <dd>
              {baggage.carryOn} · {baggage.checked}
            </dd>
          </div>
        )}
      </dl>
      {segment.services.length > 0 && (
        <ul className="text-muted-foreground mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="On board">
          {segment.services.map((service) => (
            <li key={service.type + service.description}>{service.description}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
