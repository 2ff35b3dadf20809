import { useQueryClient } from '@tanstack/react-query';
import { routeText, TRIP_KIND_LABELS, tripKind } from '../../../shared/itinerary-labels';
import type { Offer } from '../../../shared/schemas/flights';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { passengerCountLabel } from '../../../shared/display';
import { usePageMeta } from '../../rendering/page-meta';
import { seatMapsQueryOptions, useOffer } from '../../lib/offers';
import { ExpiryNotice } from './components/expiry-notice';
import { FareRulesTab } from './components/fare-rules-tab';
import { FareShelves } from './components/fare-shelves';
import { FlightDetailsTab } from './components/flight-details-tab';
import { FlightSummaryCard } from './components/flight-summary-card';
import { OfferBottomBar, OfferTopBar } from './components/offer-bars';
import { OfferError, OfferLoading } from './components/offer-states';
import { PriceSummaryCard } from './components/price-summary-card';
import { SeatMapsTab } from './components/seat-maps-tab';
import { cityOf, travelDates } from './lib/places';
import { backToSearchHref, bookingHref, browserStorage } from './lib/search-links';
import { LinkButton } from '../../components/ui/link-button';

/** True from the moment `expiresAt` passes (re-rendering then, not on a polling timer). */
function useExpired(expiresAt: string | undefined): boolean {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(at) || at <= now) return;
    // setTimeout holds at most ~24.8 days; an offer expires long before.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, now]);
  return !Number.isNaN(at) && at <= now;
}

function tripLabelOf(params: URLSearchParams, slices: Offer['slices']): string {
  const trip = params.get('from_tripType');
  if (trip === 'one-way') return 'One Way';
  if (trip === 'round-trip') return 'Round Trip';
  // R24: a multi-city offer says so whatever link led here.
  return TRIP_KIND_LABELS[tripKind(slices)];
}

function OfferScreen({ offerId }: { offerId: string }) {
  const [params] = useSearchParams();
  const query = useOffer(offerId);
  const queryClient = useQueryClient();
  const offer = query.data;
  const expired = useExpired(offer?.expires_at);
  const backHref = useMemo(() => backToSearchHref(params, browserStorage()), [params]);
  const bookHref = bookingHref(offerId, params);
  const outbound = offer?.slices[0];
  usePageMeta({
    title: offer && outbound ? `${routeText(offer.slices, cityOf)} flight details` : 'Flight details',
    description: 'Flight times, fare rules, baggage and seat maps for your chosen flight, and the total price.',
  });

  if (query.isPending) return <OfferLoading />;
  if (query.isError || !offer || !outbound) {
    return <OfferError error={query.error} backHref={backHref} onRetry={() => void query.refetch()} />;
  }

  const prefetchSeats = () => void queryClient.prefetchQuery(seatMapsQueryOptions(offerId));
  const tripLabel = tripLabelOf(params, offer.slices);
  return (
    <div>
      <OfferTopBar offer={offer} bookHref={bookHref} tripLabel={tripLabel} bookable={!expired} />
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-10">
        <LinkButton to={backHref} icon={ArrowLeft} variant="ghost" size="sm" className="-ml-3">
          Back to Search Results
        </LinkButton>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{routeText(offer.slices, cityOf)}</h1>
        <p className="text-muted-foreground mt-1 text-sm md:hidden">
          {[tripLabel, travelDates(offer), passengerCountLabel(offer.passengers.length)].join(' · ')}
        </p>

        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FlightSummaryCard offer={offer} />
          <FareShelves offer={offer} />
          <aside
            aria-label="Price"
            className="space-y-4 self-start lg:sticky lg:top-40 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <PriceSummaryCard offer={offer} />
            <ExpiryNotice expiresAt={offer.expires_at} expired={expired} backHref={backHref} />
          </aside>
          <Tabs defaultValue="details" className="min-w-0 lg:col-start-1">
            <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
              <TabsTrigger value="details" className="px-2 sm:px-4">
                Flight Details
              </TabsTrigger>
              <TabsTrigger value="rules" className="px-2 sm:px-4">
                Fare Rules
              </TabsTrigger>
              <TabsTrigger
                value="seats"
                className="px-2 sm:px-4"
                onPointerEnter={prefetchSeats}
                onFocus={prefetchSeats}
              >
                Seat Maps
              </TabsTrigger>
            </TabsList>
            <Card className="mt-3">
              <CardContent className="p-4 sm:p-6">
                <TabsContent value="details" className="mt-0">
                  <FlightDetailsTab offer={offer} />
                </TabsContent>
                <TabsContent value="rules" className="mt-0">
                  <FareRulesTab offer={offer} />
                </TabsContent>
                <TabsContent value="seats" className="mt-0">
                  <SeatMapsTab offer={offer} />
                </TabsContent>
              </CardContent>
            </Card>
          </Tabs>
        </div>
      </div>
      <OfferBottomBar offer={offer} bookHref={bookHref} bookable={!expired} />
    </div>
  );
}

/** /flight/{id}: the offer detail screen; without an id, the search results. */
export function OfferPage() {
  const { id } = useParams();
  if (!id?.trim()) return <Navigate to="/search" replace />;
  // A new id is a new screen: nothing (the open tab, the expiry timer) carries over.
  return <OfferScreen key={id} offerId={id} />;
}
