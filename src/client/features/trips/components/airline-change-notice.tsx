import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../shared/schemas/booking';
import { ItinerarySlices } from '../../../components/itinerary/itinerary-slices';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/*
 * R42: the airline changed the trip's flights after booking (a Duffel schedule-change webhook).
 * The card says so in one line; the details show the flights as they now are. The traveller
 * answers through us: the airline's own options (accept, change, cancel) are arranged by staff.
 */

export function latestAirlineChange(booking: Booking) {
  return booking.status === 'confirmed' ? booking.bookingData.airline_changes?.at(-1) : undefined;
}

export function AirlineChangeNotice({ booking, detailed = false }: { booking: Booking; detailed?: boolean }) {
  const change = latestAirlineChange(booking);
  if (!change) return null;
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
      <CalendarClock aria-hidden="true" />
      <AlertTitle>The airline has changed your flights</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {detailed
            ? 'These are your flights as the airline now operates them. '
            : 'Open View Details to see the new times. '}
          If they do not suit you,{' '}
          <Link to="/contact" className="font-medium underline underline-offset-4">
            contact us
          </Link>{' '}
          and we will arrange what the airline allows
          {change.actions.includes('cancel') ? ', including cancelling with a refund' : ''}.
        </p>
        {detailed && change.slices.length > 0 ? <ItinerarySlices slices={change.slices} /> : null}
      </AlertDescription>
    </Alert>
  );
}
