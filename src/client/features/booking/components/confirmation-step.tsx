import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Mail, Plane, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CreateBookingResponse } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { formatPrice } from '../../../../shared/display';
import { ItinerarySlices } from '../../../components/itinerary/itinerary-slices';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { currentUserQueryOptions } from '../../../lib/auth';
import { CopyButton } from '../payment/copy-button';
import { ConfirmEmailToSeeTrip, NewAccountDetails, SignInToSeeTrip } from '../payment/credentials';
import { BookedPassengers } from '../../../components/itinerary/booked-passengers';
import { TripDocuments } from '../../../components/itinerary/trip-documents';
import { formatHoldDeadline } from '../../../lib/hold-time';
import { LinkButton } from '../../../components/ui/link-button';

export interface ConfirmationStepProps {
  result: CreateBookingResponse;
  offer: Offer;
}

/** Says it once per booking, and lets the header and My Trips see the new session and trip. */
function useAnnounceBooking(result: CreateBookingResponse) {
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current === result.id) return;
    announced.current = result.id;
    // One toast shows at a time, so both pieces of news share it.
    const hold = result.booking.bookingData.hold;
    // R55: a hold is not a booking yet: the toast says when to pay.
    if (result.status === 'on_hold' && hold) {
      toast({ title: 'Price on hold', description: `Pay by ${formatHoldDeadline(hold.payment_required_by)}.` });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      return;
    }
    toast({
      title: 'Booking confirmed!',
      description: result.accountCreated
        ? 'Account created! Your sign-in details are below.'
        : `Your booking reference is ${result.bookingReference}.`,
    });
    // A created account came with a session cookie: the header should show the person now.
    if (result.accountCreated) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  }, [queryClient, result]);
}

/** Step 4: the reference, what was booked, and what to do next. */
export function ConfirmationStep({ result, offer }: ConfirmationStepProps) {
  useAnnounceBooking(result);
  const data = result.booking.bookingData;
  const slices = data.slices.length > 0 ? data.slices : offer.slices;
  const hold = result.status === 'on_hold' ? (data.hold ?? null) : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <section className="grid justify-items-center gap-3 text-center" aria-labelledby="booking-confirmed">
        <CheckCircle2 className="text-success size-14" aria-hidden="true" />
        <h3 id="booking-confirmed" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {hold ? 'Your price is on hold' : 'Your booking is confirmed'}
        </h3>
        {hold ? (
          <p className="max-w-xl text-sm" data-testid="hold-deadline">
            Nothing has been charged. Pay by <strong>{formatHoldDeadline(hold.payment_required_by)}</strong> in My Trips
            to book it; after that the airline releases the seats.
          </p>
        ) : null}
        <div className="grid justify-items-center gap-1">
          <span className="text-muted-foreground text-sm">Booking reference</span>
          <span className="flex items-center gap-2">
            <span data-testid="booking-reference" className="font-mono text-3xl font-bold tracking-widest sm:text-4xl">
              {result.bookingReference}
            </span>
            <CopyButton text={result.bookingReference} what="Booking reference" />
          </span>
          {data.airline_reference ? (
            <span className="text-muted-foreground text-sm">
              Airline reference{' '}
              <span className="text-foreground font-mono font-semibold">{data.airline_reference}</span>
            </span>
          ) : null}
        </div>
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <Mail className="size-4 shrink-0" aria-hidden="true" />A confirmation has been e-mailed to{' '}
          {result.emailContent.to}.
        </p>
      </section>

      {result.accountInfo ? <NewAccountDetails account={result.accountInfo} /> : null}
      {result.signInToSeeTrip ? <SignInToSeeTrip email={result.emailContent.to} /> : null}
      {result.confirmEmailToSeeTrip ? <ConfirmEmailToSeeTrip email={result.emailContent.to} /> : null}

      <Card>
        <CardHeader>
          <CardTitle as="h3">Your trip</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {/* The files need the booking's owner signed in, as a new account is here (R47); others find them in the e-mail. */}
          {result.signInToSeeTrip || result.confirmEmailToSeeTrip || hold ? null : (
            <TripDocuments bookingId={result.id} />
          )}
          <ItinerarySlices slices={slices} />
          <BookedPassengers data={data} />
          <div className="flex items-baseline justify-between border-t pt-4">
            <span className="font-semibold">{hold ? 'Held price' : 'Total paid'}</span>
            <span className="text-xl font-bold" data-testid="total-paid">
              {formatPrice(data.total_amount, data.total_currency)}
            </span>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <LinkButton to="/my-trips" icon={Plane} size="lg">
          View My Trips
        </LinkButton>
        <LinkButton to="/" icon={Search} size="lg" variant="outline">
          Book Another Flight
        </LinkButton>
      </div>
    </div>
  );
}
