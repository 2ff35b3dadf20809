import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CheckCircle2, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { BookingSchema, HoldPriceSchema, type Booking } from '../../../shared/schemas/booking';
import { formatPrice } from '../../../shared/display';
import { ROUTES } from '../../../shared/routes';
import { Notice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ItinerarySlices } from '../../components/itinerary/itinerary-slices';
import { api, ApiRequestError } from '../../lib/api';
import { formatHoldDeadline } from '../../lib/hold-time';
import { usePageMeta } from '../../rendering/page-meta';
import { CardSection, PaymentDetailsCard, useCardEntry } from './components/card-section';
import { authoriseCard, useAttempts } from './payment/card-attempt';

/*
 * R55: paying a held trip, from My Trips' Pay now: the price the airline asks now (said so when it
 * changed after the price guarantee), the card, then the booking is confirmed as any other. The
 * card is held only after the traveller has seen that total; the server checks it again. The card
 * is taken as on the payment step, by whichever processor takes the site's payments (R23).
 */

const path = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

export function HoldPaymentPage() {
  usePageMeta({ title: 'Pay for your held trip', description: 'Pay for a trip on hold before its deadline.' });
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<Booking | null>(null);
  const booking = useQuery({
    queryKey: ['bookings', 'detail', id],
    queryFn: ({ signal }) => api.get(path(id), BookingSchema, { signal }),
  });
  const price = useQuery({
    queryKey: ['bookings', 'hold-price', id],
    queryFn: ({ signal }) => api.get(`${path(id)}/hold-price`, HoldPriceSchema, { signal }),
    enabled: booking.data?.status === 'on_hold' && paid === null,
    retry: false,
    staleTime: 0,
  });
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);
  const card = useCardEntry();
  const attempts = useAttempts((failure) => {
    if (failure.kind === 'price-changed') {
      setProblem({ title: 'The price has changed', text: failure.description });
      void price.refetch();
    } else if (failure.kind === 'expired') {
      setProblem({ title: 'This hold has expired', text: failure.description });
      void booking.refetch();
    } else {
      setProblem({ title: failure.title, text: failure.description });
      if (failure.kind === 'card') card.clear();
    }
  });

  if (paid) {
    return (
      <section className="mx-auto grid max-w-2xl justify-items-center gap-3 px-4 py-10 text-center">
        <CheckCircle2 className="text-success size-14" aria-hidden="true" />
        <h1 className="text-2xl font-bold sm:text-3xl">Your booking is confirmed</h1>
        <p data-testid="booking-reference" className="font-mono text-3xl font-bold tracking-widest">
          {paid.bookingReference}
        </p>
        <p className="text-muted-foreground text-sm">
          Paid {formatPrice(paid.bookingData.total_amount, paid.bookingData.total_currency)}. A confirmation has been
          e-mailed to you.
        </p>
        <Button asChild size="lg">
          <Link to={ROUTES.myTrips}>View My Trips</Link>
        </Button>
      </section>
    );
  }

  const trip = booking.data;
  const due = price.data;
  const expired =
    trip?.status === 'hold_expired' || (price.error instanceof ApiRequestError && price.error.status === 410);
  const total = due ? { amount: due.amount, currency: due.currency } : null;

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!total) return;
    const source = card.source(total);
    if (!source) return;
    setProblem(null);
    void attempts.run(async (attemptFor) => {
      const attempt = attemptFor(JSON.stringify({ card: source.fingerprint, total }));
      const paymentId = await authoriseCard(source, attempt, total);
      const done = await api.post(`${path(id)}/pay`, { ...total, paymentId }, BookingSchema, {
        headers: { 'Idempotency-Key': attempt.key },
      });
      // The trip as paid; the lists are read again. The hold's price is not: there is none any more.
      setPaid(done);
      queryClient.setQueryData(['bookings', 'detail', id], done);
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
      return true;
    });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-10">
      <Link to={ROUTES.myTrips} className="text-primary flex items-center gap-1 text-sm font-medium">
        <ArrowLeft className="size-4" aria-hidden="true" />
        My Trips
      </Link>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pay for your held trip</h1>
      {booking.isPending ? <Skeleton className="h-48 w-full" aria-label="Loading the trip" /> : null}
      {booking.error ? (
        <Notice variant="destructive" icon={AlertTriangle} title="Trip not found">
          <p>{booking.error.message}</p>
        </Notice>
      ) : null}
      {expired ? (
        <Notice variant="warning" role="status" icon={AlertTriangle} title="This hold has expired">
          <p>The payment deadline passed and the airline released the seats. Nothing was charged.</p>
        </Notice>
      ) : null}
      {trip && !expired && trip.status !== 'on_hold' ? (
        <Notice role="status" title="This trip is not on hold">
          <p>There is nothing to pay for it here.</p>
        </Notice>
      ) : null}
      {trip && due && trip.status === 'on_hold' ? (
        <PaymentDetailsCard heading="h2" onSubmit={pay}>
          <p className="text-sm">
            On hold, pay by <strong>{formatHoldDeadline(due.paymentRequiredBy)}</strong>.
          </p>
          {due.repriced ? (
            <Notice
              variant="warning"
              role="status"
              data-testid="hold-repriced"
              icon={AlertTriangle}
              title="The price has changed"
            >
              <p>
                The airline&apos;s price guarantee for this hold has passed and it changed the price from{' '}
                {formatPrice(due.heldAmount, due.currency)} to {formatPrice(due.amount, due.currency)}.
              </p>
            </Notice>
          ) : null}
          {problem ? (
            <Notice variant="destructive" role="alert" icon={AlertTriangle} title={problem.title}>
              <p>{problem.text}</p>
            </Notice>
          ) : null}
          <CardSection
            entry={card}
            total={{ amount: due.amount, currency: due.currency }}
            disabled={attempts.pending}
          />
          <Button type="submit" size="lg" disabled={attempts.pending || !card.ready} className="sm:justify-self-end">
            {attempts.pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {attempts.pending ? 'Processing' : `Pay ${formatPrice(due.amount, due.currency)}`}
          </Button>
        </PaymentDetailsCard>
      ) : null}
      {trip ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your trip</CardTitle>
          </CardHeader>
          <CardContent>
            <ItinerarySlices slices={trip.bookingData.slices} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
