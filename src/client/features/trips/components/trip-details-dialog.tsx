import { XCircle } from 'lucide-react';
import { ItinerarySlices } from '../../../components/itinerary/itinerary-slices';
import { BookedPassengers } from '../../../components/itinerary/booked-passengers';
import { TripDocuments } from '../../../components/itinerary/trip-documents';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { Booking } from '../../../../shared/schemas/booking';
import { formatPrice } from '../../../../shared/display';
import { useBooking } from '../api/bookings';
import { STATUS_NAMES, statusBadge, tripSummary } from '../lib/trips';
import { AirlineChangeNotice, latestAirlineChange } from './airline-change-notice';
import { CancelTripDialog } from './cancel-trip-dialog';
import { CancellationSection, canCancelFromDetails } from './cancellation-section';
import { AirlineReferenceFact, BookingReferenceFact, Fact } from './fact';
import { SkeletonBars, TripsError } from './trips-states';

/** The dialog's heading and two blocks of details, until the booking arrives. */
const DETAILS_BARS = ['h-12', 'h-32', 'h-20'];

function Details({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const trip = tripSummary(booking);
  const data = booking.bookingData;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <BookingReferenceFact reference={trip.reference} />
        <Fact label="Status">
          <Badge variant={statusBadge(booking).tone}>{STATUS_NAMES[booking.status]}</Badge>
        </Fact>
        <AirlineReferenceFact reference={data.airline_reference} />
        <Fact label="Total paid" className="font-semibold">
          {formatPrice(data.total_amount, data.total_currency)}
        </Fact>
      </dl>
      {['pending', 'failed', 'on_hold', 'hold_expired', 'released'].includes(booking.status) ? null : (
        <TripDocuments bookingId={booking.id} />
      )}
      <AirlineChangeNotice booking={booking} detailed />
      {/* The flights as booked; a change above shows them as they now are. */}
      {latestAirlineChange(booking) && !latestAirlineChange(booking)?.accepted_at ? (
        <h3 className="-mb-3 font-semibold">As booked</h3>
      ) : null}
      <ItinerarySlices slices={data.slices} />
      <BookedPassengers data={data} />
      <section className="grid gap-2" aria-label="Cancellation">
        <h3 className="font-semibold">Cancellation</h3>
        <CancellationSection booking={booking} />
        {canCancelFromDetails(booking) ? (
          <div>
            <CancelTripDialog
              bookingId={booking.id}
              trip={`${trip.from} to ${trip.to} (${trip.reference})`}
              onCancelled={onClose}
            >
              <Button variant="destructive" size="sm">
                <XCircle aria-hidden="true" />
                Cancel Booking
              </Button>
            </CancelTripDialog>
          </div>
        ) : null}
      </section>
    </div>
  );
}

interface TripDetailsDialogProps {
  bookingId: string | null;
  /** The list's copy, shown at once while the fresh one loads. */
  fromList: Booking | undefined;
  onClose: () => void;
}

/** 'View Details': the booking as GET /api/bookings/{id} returns it. */
export function TripDetailsDialog({ bookingId, fromList, onClose }: TripDetailsDialogProps) {
  const query = useBooking(bookingId);
  const booking = query.data ?? fromList;
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Booking Details</DialogTitle>
          <DialogDescription>
            {booking ? `${tripSummary(booking).from} to ${tripSummary(booking).to}` : 'Your booking'}
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <TripsError title="Unable to load booking details." onRetry={() => void query.refetch()}>
            {booking ? <p>What follows may be out of date.</p> : null}
          </TripsError>
        ) : null}
        {booking ? (
          <Details booking={booking} onClose={onClose} />
        ) : query.isError ? null : (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading booking details">
            <SkeletonBars bars={DETAILS_BARS} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
