import { Navigate, useSearchParams } from 'react-router';
import { useOffer } from '../../lib/offers';
import { usePageMeta } from '../../rendering/page-meta';
import { BookingFlow } from './components/booking-flow';
import { BookingError, BookingLoading } from './components/booking-states';

/*
 * /booking?offer={id}&adults=&children=&infants= (J2). The passenger
 * counts in the URL are not read for the forms: the offer's own passengers are what it was priced
 * for, and the forms follow them (their ids go to the booking).
 */

function BookingScreen({ offerId }: { offerId: string }) {
  const query = useOffer(offerId);
  if (query.isPending) return <BookingLoading />;
  if (query.isError) return <BookingError error={query.error} onRetry={() => void query.refetch()} />;
  return <BookingFlow offer={query.data} />;
}

export function BookingPage() {
  const [params] = useSearchParams();
  const offerId = params.get('offer')?.trim();
  usePageMeta({
    title: 'Booking',
    description: 'Enter passenger details, choose seats and pay securely to book your flight.',
  });
  if (!offerId) return <Navigate to="/search" replace />;
  // A new offer is a new booking: nothing entered for another offer carries over.
  return <BookingScreen key={offerId} offerId={offerId} />;
}
