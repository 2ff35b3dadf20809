import { Search, XCircle } from 'lucide-react';
import type { Offer } from '../../../../shared/schemas/flights';
import { CallButton } from '../../../components/phone-link';
import { searchHrefForOffer } from '../lib/booking-params';
import { StepNotice } from './step-notice';
import { LinkButton } from '../../../components/ui/link-button';

/**
 * R38: what the traveller reads when the card was authorised but the booking could not be completed
 * (the airline refused the order, or the payment could not be taken): the hold was released, so
 * nothing is charged. It stays on the page, unlike a toast, with the two ways on: another flight
 * from the same search, or a call to the agency.
 */
export function NotBookedPanel({ message, offer }: { message: string; offer: Offer }) {
  return (
    <StepNotice variant="destructive" icon={XCircle} title="Your booking was not completed" message={message}>
      <p>Choose another flight from the same search, or call us and we will find you a seat.</p>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={searchHrefForOffer(offer)} icon={Search} size="sm">
          Search Again
        </LinkButton>
        <CallButton size="sm" variant="outline" trackingLabel="booking_not_completed" />
      </div>
    </StepNotice>
  );
}
