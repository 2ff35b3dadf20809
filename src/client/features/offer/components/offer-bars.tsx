import { ArrowRight } from 'lucide-react';
import { Fragment } from 'react';
import { tripKind } from '../../../../shared/itinerary-labels';
import { Link } from 'react-router';
import { formatPrice, passengerCountLabel } from '../../../../shared/display';
import type { Offer } from '../../../../shared/schemas/flights';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cityOf, travelDates } from '../lib/places';

interface BarProps {
  offer: Offer;
  bookHref: string;
  /** 'Round Trip' or 'One Way', from the search the traveller came from. */
  tripLabel: string;
  /** False once the offer has expired: the traveller must pick another flight. */
  bookable: boolean;
}

function BookButton({
  href,
  bookable,
  children,
  className,
}: {
  href: string;
  bookable: boolean;
  children: string;
  className?: string;
}) {
  if (!bookable) {
    return (
      <Button size="lg" disabled className={className}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className={className}>
      <Link to={href}>{children}</Link>
    </Button>
  );
}

/** Large screens: stays at the top while the page scrolls. */
export function OfferTopBar({ offer, bookHref, tripLabel, bookable }: BarProps) {
  const outbound = offer.slices[0];
  if (!outbound) return null;
  return (
    <div
      data-testid="offer-top-bar"
      className="bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-16 z-30 hidden border-b shadow-sm backdrop-blur md:block"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 truncate text-lg font-semibold">
            {cityOf(outbound.origin)} ({outbound.origin.iata_code})
            {/* R24: every landing of a multi-city trip, in order. */}
            {(tripKind(offer.slices) === 'multi-city' ? offer.slices : [outbound]).map((slice) => (
              <Fragment key={slice.id}>
                <ArrowRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">to</span>
                {cityOf(slice.destination)} ({slice.destination.iata_code})
              </Fragment>
            ))}
          </p>
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary">{tripLabel}</Badge>
            <span>{travelDates(offer)}</span>
            <span aria-hidden="true">·</span>
            <span>{passengerCountLabel(offer.passengers.length)}</span>
          </p>
        </div>
        <div className="text-right">
          <p className="text-muted-foreground text-xs">Total price</p>
          <p className="text-2xl leading-tight font-bold tabular-nums">
            {formatPrice(offer.total_amount, offer.total_currency)}
          </p>
        </div>
        <BookButton href={bookHref} bookable={bookable}>
          Book This Flight
        </BookButton>
      </div>
    </div>
  );
}

/** Small screens: stays at the bottom of the screen while the offer is in view. */
export function OfferBottomBar({ offer, bookHref, bookable }: Omit<BarProps, 'tripLabel'>) {
  return (
    <div
      data-testid="offer-bottom-bar"
      className="bg-background sticky bottom-0 z-30 border-t px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] md:hidden"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-muted-foreground text-xs">Total for {passengerCountLabel(offer.passengers.length)}</p>
          <p className="text-xl leading-tight font-bold tabular-nums">
            {formatPrice(offer.total_amount, offer.total_currency)}
          </p>
        </div>
        <BookButton href={bookHref} bookable={bookable} className="px-6">
          Book Now
        </BookButton>
      </div>
    </div>
  );
}
