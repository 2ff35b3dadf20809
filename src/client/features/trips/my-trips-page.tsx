import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiRequestError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { usePageMeta } from '../../rendering/page-meta';
import { useBookings } from './api/bookings';
import { TripCard } from './components/trip-card';
import { TripDetailsDialog } from './components/trip-details-dialog';
import { NoTrips, SignedOutTrips, TripsError, TripsLoading } from './components/trips-states';
import { groupTrips, TAB_LABELS, TRIP_TABS, type TripTab } from './lib/trips';

/** /my-trips: the signed-in person's bookings in three tabs (A2). */
export function MyTripsPage() {
  usePageMeta({ title: 'My Trips', description: 'Your flight bookings: upcoming, past and cancelled trips.' });
  const { user, isLoading: userLoading } = useCurrentUser();
  const bookings = useBookings(user !== null);
  const [tab, setTab] = useState<TripTab>('upcoming');
  const [openId, setOpenId] = useState<string | null>(null);

  // The session may have ended since the header last asked: the list's 401 says signed out too.
  const signedOut =
    (!userLoading && !user) || (bookings.error instanceof ApiRequestError && bookings.error.status === 401);

  let body;
  if (userLoading || (user && bookings.isPending && !signedOut)) body = <TripsLoading />;
  else if (signedOut) body = <SignedOutTrips />;
  else if (bookings.isError) {
    body = <TripsError message={bookings.error.message} onRetry={() => void bookings.refetch()} />;
  } else {
    const groups = groupTrips(bookings.data ?? []);
    body = (
      <Tabs value={tab} onValueChange={(value) => setTab(value as TripTab)} className="grid gap-4">
        <TabsList className="w-full sm:w-auto sm:justify-self-start">
          {TRIP_TABS.map((id) => (
            <TabsTrigger key={id} value={id} className="flex-1 gap-2 sm:flex-none">
              {TAB_LABELS[id]}
              {groups[id].length > 0 ? (
                <Badge variant="secondary" className="px-2" aria-label={`${groups[id].length} trips`}>
                  {groups[id].length}
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRIP_TABS.map((id) => (
          <TabsContent key={id} value={id} className="grid gap-4">
            {groups[id].length === 0 ? (
              <NoTrips tab={id} />
            ) : (
              groups[id].map((booking) => <TripCard key={booking.id} booking={booking} onViewDetails={setOpenId} />)
            )}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Trips</h1>
        <p className="text-muted-foreground">Manage your bookings and view your travel history.</p>
      </header>
      {body}
      <TripDetailsDialog
        bookingId={openId}
        fromList={bookings.data?.find((booking) => booking.id === openId)}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
