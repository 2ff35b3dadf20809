import { AlertTriangle, ArrowLeft, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { BookedPassengers } from '../../components/itinerary/booked-passengers';
import { ItinerarySlices } from '../../components/itinerary/itinerary-slices';
import { TripDocuments } from '../../components/itinerary/trip-documents';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { useBrandOrDefault } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { useBooking } from './api/bookings';
import { AirlineReferenceFact, BookingReferenceFact, Fact } from './components/fact';
import { IncludedBags, TripReceipt } from './components/trip-receipt';
import { SignedOutTrips, TripsError, TripsLoading } from './components/trips-states';
import { STATUS_NAMES, tripSummary } from './lib/trips';
import type { Booking } from '../../../shared/schemas/booking';
import { LinkButton } from '../../components/ui/link-button';

const bookedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function Itinerary({ booking }: { booking: Booking }) {
  const brand = useBrandOrDefault();
  const trip = tripSummary(booking);
  const data = booking.bookingData;
  return (
    <article className="grid gap-6 rounded-lg border bg-white p-5 sm:p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="grid gap-1">
          <BrandLogo brand={brand} />
          <p className="text-muted-foreground max-w-sm text-xs">
            Operated by {brand.company.legalName || brand.name}
            {brand.company.registeredOffice ? `, ${brand.company.registeredOffice}` : ''}
            {brand.company.companyNumber ? ` (${brand.company.companyNumber})` : ''}
          </p>
        </div>
        <div className="text-muted-foreground grid gap-0.5 text-xs sm:text-right">
          <span>{brand.contact.phone}</span>
          <span>{brand.contact.email}</span>
        </div>
      </header>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Itinerary and receipt</h1>
        <p className="text-muted-foreground">
          {trip.from} to {trip.to}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <BookingReferenceFact reference={trip.reference} />
        <AirlineReferenceFact reference={data.airline_reference} />
        <Fact label="Status" className="font-semibold">
          {STATUS_NAMES[booking.status]}
        </Fact>
        <Fact label="Booked on">{bookedOn(booking.createdAt)}</Fact>
      </dl>
      <section className="grid gap-2" aria-label="Flights">
        <h3 className="font-semibold">Flights</h3>
        <p className="text-muted-foreground text-xs">Times are local to each airport.</p>
        <ItinerarySlices slices={data.slices} className="print:gap-2" />
      </section>
      <BookedPassengers data={data} />
      <IncludedBags booking={booking} />
      <TripReceipt booking={booking} />
    </article>
  );
}

/** /my-trips/:id/itinerary (R47): one booking laid out to print or keep, for its signed-in owner. */
export function ItineraryPage() {
  usePageMeta({ title: 'Itinerary and receipt', description: 'Your booking: flights, travellers and receipt.' });
  const { id = '' } = useParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useBooking(user ? id : null);
  const missing = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);

  let body;
  if (userLoading || (user && query.isPending)) body = <TripsLoading />;
  else if (!user || (query.error instanceof ApiRequestError && query.error.status === 401)) body = <SignedOutTrips />;
  else if (missing) {
    body = (
      <Alert>
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Booking not found</AlertTitle>
        <AlertDescription>We could not find this booking among your trips.</AlertDescription>
      </Alert>
    );
  } else if (query.isError || !query.data) {
    body = (
      <TripsError onRetry={() => void query.refetch()}>
        <p>{query.error?.message ?? 'Unable to load booking.'}</p>
      </TripsError>
    );
  } else body = <Itinerary booking={query.data} />;

  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <LinkButton to="/my-trips" icon={ArrowLeft} variant="ghost" size="sm">
          Back to My Trips
        </LinkButton>
        {query.data ? (
          <div className="flex flex-wrap gap-2">
            <TripDocuments bookingId={query.data.id} printable={false} />
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        ) : null}
      </div>
      {body}
    </section>
  );
}
