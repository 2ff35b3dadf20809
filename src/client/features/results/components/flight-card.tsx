import { cn } from '../../../lib/utils';
import type { BagChoice, PriceWithBags } from '../../../../shared/bags';
import { bagPriceNote } from '../lib/bags';
import { BadgeCheck, Briefcase, Leaf, MapPin } from 'lucide-react';
import { Fragment, memo } from 'react';
import { Link } from 'react-router';
import {
  dayOffset,
  formatCardDate,
  formatDuration,
  formatLocalTime,
  formatPrice,
  passengerCountLabel,
  sliceStopsLabel,
  stopCount,
} from '../../../../shared/display';
import { flightLabel, tripKind } from '../../../../shared/itinerary-labels';
import type { FareBrandSummary, Offer, Slice } from '../../../../shared/schemas/flights';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { emissionsKg, formatEmissions } from '../lib/emissions';
import { isRenderableOffer } from '../lib/offers';
import { AirlineLogo } from './airline-logo';

const NA = 'N/A';

function sliceAirline(slice: Slice, offer: Offer) {
  const first = slice.segments[0];
  const names = [...new Set(slice.segments.map((s) => s.airline?.name || s.marketing_carrier?.name).filter(Boolean))];
  return {
    name: names.join(', ') || offer.owner?.name || 'Airline',
    code: first?.marketing_carrier?.iata_code ?? offer.owner?.iata_code,
    logoUrl: first?.airline?.logo_url ?? first?.marketing_carrier?.logo_url ?? offer.owner?.logo_url,
  };
}

function SliceRow({ slice, offer, label }: { slice: Slice; offer: Offer; label: string }) {
  const first = slice.segments[0];
  const last = slice.segments[slice.segments.length - 1];
  const departs = slice.departure_time || first?.departing_at;
  const arrives = slice.arrival_time || last?.arriving_at;
  const days = dayOffset(departs, arrives);
  const airline = sliceAirline(slice, offer);
  // Where the trip stops: technical stops inside a flight, then each change of flight.
  const via = slice.segments
    .flatMap((segment, i) => [
      ...(segment.stops ?? []).map((stop) => stop.iata_code),
      ...(i < slice.segments.length - 1 ? [segment.destination?.iata_code || NA] : []),
    ])
    .join(', ');
  const stops = sliceStopsLabel(slice, 'card');
  const date = formatCardDate(departs);

  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 sm:gap-x-4">
      <AirlineLogo name={airline.name} code={airline.code} logoUrl={airline.logoUrl} />
      <p className="text-muted-foreground min-w-0 truncate text-xs">
        <span className="text-foreground font-semibold">{label}</span>
        {date ? <> · {date}</> : null} · <span>{airline.name}</span>
      </p>
      <div className="col-span-2 grid grid-cols-[auto_1fr_auto] items-center gap-3 sm:col-start-2 sm:col-end-3">
        <div>
          <p className="text-xl leading-tight font-semibold tabular-nums">{formatLocalTime(departs)}</p>
          <p className="text-muted-foreground text-sm font-medium">{slice.origin?.iata_code || NA}</p>
        </div>
        <div className="min-w-0 text-center">
          <p className="text-muted-foreground text-xs">{formatDuration(slice.duration)}</p>
          <div className="relative my-1.5 h-px bg-current/25" aria-hidden="true">
            <span className="bg-muted-foreground absolute top-1/2 left-0 size-1.5 -translate-y-1/2 rounded-full" />
            {slice.segments.slice(1).map((segment, index) => (
              <span
                key={segment.id}
                className="border-muted-foreground bg-card absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full border"
                style={{ left: `${((index + 1) / slice.segments.length) * 100}%` }}
              />
            ))}
            <span className="bg-muted-foreground absolute top-1/2 right-0 size-1.5 -translate-y-1/2 rounded-full" />
          </div>
          <p className="truncate text-xs">
            <span className={stopCount(slice) === 0 ? 'text-foreground font-semibold' : 'text-foreground'}>
              {stops}
            </span>
            {via ? <span className="text-muted-foreground"> · {via}</span> : null}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl leading-tight font-semibold tabular-nums">
            {formatLocalTime(arrives)}
            {days > 0 ? (
              <sup className="text-primary ml-0.5 text-xs font-semibold">
                +{days}
                <span className="sr-only"> day</span>
              </sup>
            ) : null}
          </p>
          <p className="text-muted-foreground text-sm font-medium">{slice.destination?.iata_code || NA}</p>
        </div>
      </div>
    </div>
  );
}

export interface FlightCardProps {
  offer: Offer;
  /** R52: the group's fare shown (the cheapest the filters let through); null or absent: the offer. */
  fare?: FareBrandSummary | null;
  /** The detail link with the search's from_ parameters. */
  href: string;
  /** A checked bag for everyone on every flight (computed with the filters). */
  baggageIncluded?: boolean;
  /** R46: where a nearby-airports search found it, when not at the airports searched. */
  notes?: readonly string[] | undefined;
  /** R45: at least 15% below the search's median emissions (computed with the filters). */
  lowerEmissions?: boolean;
  /** R54: the price with the bags chosen on the results page. */
  withBags?: { choice: BagChoice; price: PriceWithBags } | undefined;
}

/** The card's word for each flight: Depart and Return, or Flight 1, Flight 2... on a multi-city trip (R24). */
function cardLabel(index: number, slices: Offer['slices']): string {
  if (tripKind(slices) === 'multi-city') return flightLabel(index, slices);
  return index === 0 ? 'Depart' : 'Return';
}

/** One offer: each of its flights, price for all passengers, refundable when it is, and View Details. */
export const FlightCard = memo(function FlightCard({
  offer,
  fare = null,
  href,
  baggageIncluded = false,
  notes,
  lowerEmissions = false,
  withBags,
}: FlightCardProps) {
  if (!isRenderableOffer(offer)) return null;
  // R45: no figure from the airline, no line at all (never "0 kg").
  const emissions = emissionsKg(offer.total_emissions_kg);
  const [outbound] = offer.slices;
  // R52: one card per set of flights, "from" the cheapest fare shown, with how many fares it has.
  const fareCount = offer.fare_brands?.length ?? 1;
  const shown = fare ?? offer.fare_brands?.find((f) => f.offer_id === offer.id) ?? null;
  // R54: with bags chosen, the price with them (of the fare shown).
  const price = withBags
    ? formatPrice(withBags.price.total, withBags.price.currency)
    : fare
      ? formatPrice(fare.total_amount, fare.total_currency)
      : formatPrice(offer.total_amount, offer.total_currency);
  const bagNote = withBags ? bagPriceNote(withBags.choice, withBags.price) : null;
  const refundable = fare ? fare.refund?.allowed === true : offer.conditions?.refundable === true;
  const passengers = offer.passengers?.length ?? 1;
  const airline = offer.owner?.name || outbound?.segments[0]?.airline?.name || 'Airline';

  return (
    <article
      aria-label={`${airline}, ${price}`}
      className="bg-card text-card-foreground border-border hover:border-primary/40 grid gap-4 rounded-xl border p-4 shadow-sm transition-[border-color,box-shadow] hover:shadow-md sm:grid-cols-[1fr_11rem] sm:p-5"
    >
      <div className="space-y-4">
        {notes && notes.length > 0 ? (
          <ul className="text-primary bg-primary/5 -mb-1 space-y-0.5 rounded-md px-2 py-1 text-xs font-medium">
            {notes.map((note) => (
              <li key={note} className="flex items-start gap-1.5">
                <MapPin className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                {note}
              </li>
            ))}
          </ul>
        ) : null}
        {offer.slices.map((slice, index) => (
          <Fragment key={slice.id ?? index}>
            {index > 0 ? <hr className="border-border border-dashed" /> : null}
            <SliceRow slice={slice} offer={offer} label={cardLabel(index, offer.slices)} />
          </Fragment>
        ))}
      </div>
      <div className="border-border flex flex-wrap items-end justify-between gap-3 border-t pt-3 sm:flex-col sm:flex-nowrap sm:items-stretch sm:justify-center sm:border-t-0 sm:border-l sm:pt-0 sm:pl-5">
        <div className="sm:text-right">
          <p className="text-2xl leading-tight font-bold tabular-nums">
            {fareCount > 1 ? <span className="text-muted-foreground text-sm font-normal">from </span> : null}
            {price}
          </p>
          <p className="text-muted-foreground text-xs">
            {passengers > 1 ? `Total for ${passengerCountLabel(passengers)}` : 'Total price'}
          </p>
          {fareCount > 1 ? (
            <p className="text-xs font-medium" data-testid="fare-count">
              {shown ? `${shown.name} · ` : null}
              {fareCount} fares
            </p>
          ) : null}
          {bagNote ? (
            <p
              data-testid="bag-price-note"
              className={cn('text-xs font-medium', bagNote.known ? 'text-foreground' : 'text-muted-foreground italic')}
            >
              {bagNote.text}
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-1.5 sm:justify-end">
            {refundable ? (
              <Badge variant="outline" className="border-success bg-success/10">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                Refundable
              </Badge>
            ) : null}
            {baggageIncluded ? (
              <Badge variant="outline">
                <Briefcase className="size-3.5" aria-hidden="true" />
                Bag included
              </Badge>
            ) : null}
            {lowerEmissions ? (
              <Badge variant="outline" className="border-success bg-success/10">
                <Leaf className="size-3.5" aria-hidden="true" />
                Lower emissions
              </Badge>
            ) : null}
          </div>
          {emissions !== null ? (
            <p className="text-muted-foreground mt-1 text-xs tabular-nums">{formatEmissions(emissions)}</p>
          ) : null}
        </div>
        <Button asChild className="sm:w-full">
          <Link to={href} aria-label={`View Details: ${airline}, ${price}`}>
            View Details
          </Link>
        </Button>
      </div>
    </article>
  );
});
