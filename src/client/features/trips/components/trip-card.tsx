import { ArrowRight, CalendarDays, Eye, Users, XCircle } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { statusBadge, tripSummary, tripTab } from '../lib/trips';
import { CancelTripDialog } from './cancel-trip-dialog';
import { AirlineChangeNotice } from './airline-change-notice';
import { AirlineCancellationNotice } from './cancellation-section';
import { HoldActions, HoldNotice } from './hold-actions';

interface TripCardProps {
  booking: Booking;
  onViewDetails: (id: string) => void;
}

/** One trip: where, which kind, its status, when, how many travel, what it cost. */
export function TripCard({ booking, onViewDetails }: TripCardProps) {
  const trip = tripSummary(booking);
  const badge = statusBadge(booking);
  const upcoming = tripTab(booking) === 'upcoming';
  return (
    <Card role="article" aria-label={`${trip.from} to ${trip.to}`}>
      <CardContent className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="flex min-w-0 items-center gap-2 text-lg font-semibold">
              <span className="truncate">{trip.from}</span>
              <ArrowRight className="size-4 shrink-0" aria-label="to" />
              <span className="truncate">{trip.to}</span>
            </h3>
            <Badge variant={badge.tone}>{badge.label}</Badge>
          </div>
          <p className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="text-foreground font-medium">{trip.tripType}</span>
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {trip.dates}
            </span>
            <span className="flex items-center gap-1.5">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {trip.passengers}
            </span>
            <span>
              Ref <span className="text-foreground font-mono">{trip.reference}</span>
            </span>
          </p>
          <AirlineChangeNotice booking={booking} />
          <AirlineCancellationNotice booking={booking} />
          <HoldNotice booking={booking} />
        </div>
        <div className="flex items-center justify-between gap-3 sm:grid sm:justify-items-end">
          <span className="text-xl font-bold" aria-label={`Total ${trip.total}`}>
            {trip.total}
          </span>
          <div className="flex flex-wrap justify-end gap-2">
            {booking.status === 'on_hold' ? (
              <HoldActions booking={booking} trip={`${trip.from} to ${trip.to} (${trip.reference})`} />
            ) : null}
            <Button variant="outline" size="sm" onClick={() => onViewDetails(booking.id)}>
              <Eye aria-hidden="true" />
              View Details
            </Button>
            {upcoming && booking.status !== 'on_hold' ? (
              <CancelTripDialog bookingId={booking.id} trip={`${trip.from} to ${trip.to} (${trip.reference})`}>
                <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                  <XCircle aria-hidden="true" />
                  Cancel
                </Button>
              </CancelTripDialog>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
