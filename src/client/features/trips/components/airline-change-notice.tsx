import { CalendarClock, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../shared/schemas/booking';
import { ItinerarySlices } from '../../../components/itinerary/itinerary-slices';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useAcceptAirlineChange } from '../api/bookings';

/*
 * R42: the airline changed the trip's flights after booking (Duffel's schedule-change webhook, or
 * the sandbox airline's). The card says so in one line; the details show the flights as they now
 * are, and, where the airline allows it, take them with one button. Otherwise the traveller
 * answers through us.
 */

export function latestAirlineChange(booking: Booking) {
  return booking.status === 'confirmed' ? booking.bookingData.airline_changes?.at(-1) : undefined;
}

function AcceptButton({ bookingId, changeId }: { bookingId: string; changeId: string }) {
  const accept = useAcceptAirlineChange();
  return (
    <div>
      <Button
        size="sm"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            { bookingId, changeId },
            {
              onSuccess: () =>
                toast({ title: 'New flights accepted', description: 'Your trip now shows the new times.' }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Could not accept the new flights',
                  description: error instanceof Error && error.message ? error.message : 'Please try again.',
                }),
            },
          )
        }
      >
        <Check aria-hidden="true" />
        Accept the new flights
      </Button>
    </div>
  );
}

export function AirlineChangeNotice({ booking, detailed = false }: { booking: Booking; detailed?: boolean }) {
  const change = latestAirlineChange(booking);
  if (!change) return null;
  if (change.accepted_at) {
    return detailed ? (
      <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
        <Check className="size-4 shrink-0" aria-hidden="true" />
        You accepted the airline&apos;s new flights: the flights below are the new ones.
      </p>
    ) : null;
  }
  const acceptable = change.actions.includes('accept');
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
        {detailed && acceptable ? <AcceptButton bookingId={booking.id} changeId={change.id} /> : null}
      </AlertDescription>
    </Alert>
  );
}
