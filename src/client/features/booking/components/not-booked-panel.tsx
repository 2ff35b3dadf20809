import { Search, XCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Offer } from '../../../../shared/schemas/flights';
import { CallButton } from '../../../components/phone-link';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { searchHrefForOffer } from '../lib/booking-params';

/**
 * R38: what the traveller reads when the card was authorised but the booking could not be completed
 * (the airline refused the order, or the payment could not be taken): the hold was released, so
 * nothing is charged. It stays on the page, unlike a toast, with the two ways on: another flight
 * from the same search, or a call to the agency.
 */
export function NotBookedPanel({ message, offer }: { message: string; offer: Offer }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'center' });
    panel.current?.focus();
  }, [message]);
  return (
    <Alert
      variant="destructive"
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="focus-visible:outline-hidden"
    >
      <XCircle aria-hidden="true" />
      <AlertTitle id={titleId}>Your booking was not completed</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{message}</p>
        <p>Choose another flight from the same search, or call us and we will find you a seat.</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={searchHrefForOffer(offer)}>
              <Search aria-hidden="true" />
              Search Again
            </Link>
          </Button>
          <CallButton size="sm" variant="outline" trackingLabel="booking_not_completed" />
        </div>
      </AlertDescription>
    </Alert>
  );
}
