import { ChevronDown, Plane } from 'lucide-react';
import { formatCardDate, formatLocalTime, formatPrice } from '../../../../shared/display';
import { isRoundTrip, routeText } from '../../../../shared/itinerary-labels';
import type { SelectedBag, SelectedSeat } from '../../../../shared/schemas/booking';
import type { Offer, Place } from '../../../../shared/schemas/flights';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Separator } from '../../../components/ui/separator';
import { offerCounts } from '../lib/booking-params';
import { seatsTotal } from '../lib/seat-assignment';
import { bagCount, bagsTotal } from '../lib/bags';

/*
 * The trip being booked, beside the steps on a desktop and folded above them on a phone: route,
 * dates, passengers, the fare, the seats chosen and the total that will be charged.
 */

const cityOf = (place: Place) => place.city_name ?? place.name;

function passengersText(offer: Offer): string {
  const { adults, children, infants } = offerCounts(offer);
  const part = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);
  return [
    ...part(adults, 'adult', 'adults'),
    ...part(children, 'child', 'children'),
    ...part(infants, 'infant', 'infants'),
  ].join(', ');
}

interface TripSummaryProps {
  offer: Offer;
  seats: readonly SelectedSeat[];
  bags?: readonly SelectedBag[];
  total: { amount: string; currency: string };
  /** R50: why the fare is lower than listed (a member price). */
  note?: string | undefined;
}

function SummaryBody({ offer, seats, bags = [], total, note }: TripSummaryProps) {
  const bagsChosen = bagCount(bags);
  const currency = offer.total_currency;
  const seatCount = seats.length;
  return (
    <div className="grid gap-3 text-sm">
      <ul className="grid gap-2">
        {offer.slices.map((slice, index) => (
          <li key={slice.id} className="flex items-start gap-2">
            <Plane
              aria-hidden="true"
              className={`text-primary mt-0.5 size-4 shrink-0 ${index === 1 && isRoundTrip(offer.slices) ? 'rotate-180' : ''}`}
            />
            <span>
              <span className="font-medium">
                {slice.origin.iata_code} → {slice.destination.iata_code}
              </span>
              <span className="text-muted-foreground block">
                {formatCardDate(slice.departure_time)} · {formatLocalTime(slice.departure_time)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{passengersText(offer)}</p>
      <Separator />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Fare</dt>
        <dd className="text-right tabular-nums">{formatPrice(offer.total_amount, currency)}</dd>
        {note && (
          <dd className="text-foreground col-span-2 text-xs font-medium" data-testid="member-price-note">
            {note}
          </dd>
        )}
        <dt className="text-muted-foreground">Seats{seatCount > 0 && ` (${seatCount})`}</dt>
        <dd className="text-right tabular-nums">
          {seatCount > 0 ? formatPrice(seatsTotal(seats, currency), currency) : '—'}
        </dd>
        {bagsChosen > 0 && (
          <>
            <dt className="text-muted-foreground">Extra bags ({bagsChosen})</dt>
            <dd className="text-right tabular-nums">{formatPrice(bagsTotal(offer, bags), currency)}</dd>
          </>
        )}
        <dt className="border-t pt-2 font-semibold">Total</dt>
        <dd className="border-t pt-2 text-right text-base font-bold tabular-nums">
          {formatPrice(total.amount, total.currency)}
        </dd>
      </dl>
      <p className="text-muted-foreground text-xs">Price is for all passengers, taxes and fees included.</p>
    </div>
  );
}

/** The desktop card. */
export function TripSummary(props: TripSummaryProps) {
  const { offer } = props;
  const [outbound] = offer.slices;
  return (
    <Card aria-label="Trip summary" role="region">
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{outbound ? routeText(offer.slices, cityOf) : 'Your trip'}</CardTitle>
      </CardHeader>
      <CardContent>
        <SummaryBody {...props} />
      </CardContent>
    </Card>
  );
}

/** The phone's folded summary: route and total, opened for the rest. */
export function TripSummaryCompact(props: TripSummaryProps) {
  const [outbound] = props.offer.slices;
  return (
    <details className="bg-card group rounded-lg border shadow-xs">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block truncate font-semibold">{outbound && routeText(props.offer.slices, cityOf)}</span>
          <span className="text-muted-foreground text-xs">Trip summary</span>
        </span>
        <span className="flex items-center gap-2 font-bold tabular-nums">
          {formatPrice(props.total.amount, props.total.currency)}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="border-t px-4 py-3">
        <SummaryBody {...props} />
      </div>
    </details>
  );
}
