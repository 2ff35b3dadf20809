import { CalendarPlus, Printer } from 'lucide-react';
import { tripItineraryHref } from '../../../shared/routes';
import { Button } from '../ui/button';
import { LinkButton } from '../ui/link-button';

/**
 * R47: the trip's documents, for a traveller who can read the booking (its owner, signed in):
 * the flights as a calendar file and the printable itinerary and receipt.
 */
export function TripDocuments({ bookingId, printable = true }: { bookingId: string; printable?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="outline" size="sm">
        <a href={`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`} download>
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </a>
      </Button>
      {printable ? (
        <LinkButton to={tripItineraryHref(bookingId)} icon={Printer} variant="outline" size="sm">
          Itinerary and receipt
        </LinkButton>
      ) : null}
    </div>
  );
}
