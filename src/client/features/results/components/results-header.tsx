import { ArrowLeftRight, ArrowRight, CalendarDays, RefreshCw, Users } from 'lucide-react';
import { Fragment } from 'react';
import { cabinLabel, formatFieldDate, passengerCountLabel } from '../../../../shared/display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../rendering/hydration';
import { cn } from '../../../lib/utils';
import type { SearchCriteria } from '../../../lib/search-url';
import { ModifySearch } from './modify-search';
import { TrackPrices } from './track-prices';

const TRIP_TYPE_LABEL = { 'round-trip': 'Round Trip', 'one-way': 'One Way', 'multi-city': 'Multi-City' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 passengers (2 adults, 1 child)'; just '1 passenger' for a lone adult. */
export function passengersSummary({
  adults,
  children,
  infants,
}: Pick<SearchCriteria, 'adults' | 'children' | 'infants'>) {
  const total = passengerCountLabel(adults + children + infants);
  if (children === 0 && infants === 0) return total;
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  if (infants > 0) parts.push(plural(infants, 'infant', 'infants'));
  return `${total} (${parts.join(', ')})`;
}

interface ResultsHeaderProps {
  criteria: SearchCriteria;
  names: Record<string, string>;
  onRefresh: () => void;
  refreshing: boolean;
}

function Place({ code, name }: { code: string; name: string | undefined }) {
  return (
    <span className="min-w-0">
      {name ? <span>{name} </span> : null}
      <span className={name ? 'text-muted-foreground font-medium' : undefined}>{name ? `(${code})` : code}</span>
    </span>
  );
}

/** R24: every airport of a multi-city search in the order flown ('New York → London → Paris'). */
function MultiCityRoute({ criteria, names }: Pick<ResultsHeaderProps, 'criteria' | 'names'>) {
  const slices = criteria.slices ?? [];
  const stops = [criteria.origin, ...slices.map((slice) => slice.destination)];
  return (
    <h1
      id="results-route"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xl font-bold tracking-tight sm:text-2xl"
    >
      {stops.map((code, index) => (
        <Fragment key={`${code}-${index}`}>
          {index > 0 ? (
            <>
              <ArrowRight className="text-primary size-5 shrink-0" aria-hidden="true" />
              <span className="sr-only">to</span>
            </>
          ) : null}
          <Place code={code} name={names[code]} />
        </Fragment>
      ))}
    </h1>
  );
}

/** The search at a glance (J2): Modify Search, Refresh Results, trip type, cabin, route, dates, travellers. */
export function ResultsHeader({ criteria, names, onRefresh, refreshing }: ResultsHeaderProps) {
  const roundTrip = criteria.tripType === 'round-trip';
  const multiCity = criteria.tripType === 'multi-city' && criteria.slices !== undefined;
  const hydrated = useHydrated();
  const Arrow = roundTrip ? ArrowLeftRight : ArrowRight;
  const dates = multiCity
    ? (criteria.slices ?? []).map((slice) => formatFieldDate(slice.departureDate))
    : [criteria.departureDate, criteria.returnDate].filter(Boolean).map((d) => formatFieldDate(d));

  return (
    <section aria-labelledby="results-route" className="bg-card border-border rounded-xl border p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Badge variant="default">{TRIP_TYPE_LABEL[criteria.tripType]}</Badge>
            <Badge variant="outline">{cabinLabel(criteria.cabinClass, 'results')}</Badge>
            {criteria.directOnly ? <Badge variant="outline">Direct only</Badge> : null}
          </div>
          {/* Two lines on phones whether or not the city names are known yet: nothing moves when they arrive. */}
          {multiCity ? (
            <MultiCityRoute criteria={criteria} names={names} />
          ) : (
            <h1
              id="results-route"
              className="flex flex-col gap-y-1 text-xl font-bold tracking-tight sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2 sm:text-2xl"
            >
              <Place code={criteria.origin} name={names[criteria.origin]} />
              <span className="flex items-center gap-x-2">
                <Arrow className="text-primary size-5 shrink-0" aria-hidden="true" />
                <span className="sr-only">to</span>
                <Place code={criteria.destination} name={names[criteria.destination]} />
              </span>
            </h1>
          )}
          <dl className="text-muted-foreground flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDays className="size-4" aria-hidden="true" />
                <span className="sr-only">{dates.length > 1 ? 'Dates' : 'Date'}</span>
              </dt>
              <dd className="text-foreground">{dates.join(multiCity ? ', ' : ' – ')}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Users className="size-4" aria-hidden="true" />
                <span className="sr-only">Travellers</span>
              </dt>
              <dd className="text-foreground">{passengersSummary(criteria)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ModifySearch criteria={criteria} names={names} />
          <Button
            variant="outline"
            size="sm"
            className="flex-1 md:flex-none"
            onClick={onRefresh}
            disabled={refreshing}
            // Until React has taken over a page the server drew, a press would do nothing.
            inert={!hydrated}
          >
            <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
            Refresh Results
          </Button>
          {/* R51: one- and two-flight searches can be tracked. */}
          {multiCity || criteria.tripType === 'multi-city' ? null : <TrackPrices criteria={criteria} />}
        </div>
      </div>
    </section>
  );
}
