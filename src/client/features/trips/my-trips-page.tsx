import { useCallback, useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiRequestError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { usePageMeta } from '../../rendering/page-meta';
import { useTripsPages } from './api/bookings';
import { MoreTrips } from './components/more-trips';
import { TripCard } from './components/trip-card';
import { TripDetailsDialog } from './components/trip-details-dialog';
import { NoTrips, SignedOutTrips, TripsError, TripsLoading } from './components/trips-states';
import { TAB_LABELS, TRIP_TABS, type TripTab } from './lib/trips';

type Counts = Record<TripTab, number>;

/** /my-trips: the signed-in person's bookings in three tabs (A2), each paged from the server (R44). */
export function MyTripsPage() {
  usePageMeta({ title: 'My Trips', description: 'Your flight bookings: upcoming, past and cancelled trips.' });
  const { user, isLoading: userLoading } = useCurrentUser();
  const [tab, setTab] = useState<TripTab>('upcoming');
  const trips = useTripsPages(tab, user !== null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Every tab's first page counts all three; the badges keep the latest while another tab loads.
  const [counts, setCounts] = useState<Counts | null>(null);
  const latestCounts = trips.data?.pages[0]?.counts;
  if (latestCounts && latestCounts !== counts) setCounts(latestCounts);
  const shown = useMemo(() => trips.data?.pages.flatMap((page) => page.bookings) ?? [], [trips.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = trips;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The session may have ended since the header last asked: the list's 401 says signed out too.
  const signedOut = (!userLoading && !user) || (trips.error instanceof ApiRequestError && trips.error.status === 401);

  let body;
  if (userLoading || (user && trips.isPending && !counts && !signedOut)) body = <TripsLoading />;
  else if (signedOut) body = <SignedOutTrips />;
  else if (trips.isError && !trips.data) {
    body = (
      <TripsError onRetry={() => void trips.refetch()}>
        <p>{trips.error.message}</p>
      </TripsError>
    );
  } else {
    body = (
      <Tabs value={tab} onValueChange={(value) => setTab(value as TripTab)} className="grid gap-4">
        <TabsList className="w-full sm:w-auto sm:justify-self-start">
          {TRIP_TABS.map((id) => {
            const n = counts?.[id] ?? 0;
            return (
              <TabsTrigger key={id} value={id} className="flex-1 gap-2 sm:flex-none">
                {TAB_LABELS[id]}
                {n > 0 ? (
                  <Badge variant="secondary" className="px-2" aria-label={`${n} trips`}>
                    {n}
                  </Badge>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {TRIP_TABS.map((id) => (
          <TabsContent key={id} value={id} className="grid gap-4">
            {id !== tab ? null : trips.isPending ? (
              <TripsLoading />
            ) : shown.length === 0 ? (
              <NoTrips tab={id} />
            ) : (
              <>
                {shown.map((booking) => (
                  <TripCard key={booking.id} booking={booking} onViewDetails={setOpenId} />
                ))}
                {hasNextPage ? <MoreTrips loading={isFetchingNextPage} onMore={more} /> : null}
              </>
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
        fromList={shown.find((booking) => booking.id === openId)}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
