import { AlertTriangle, LogIn, Plane, Search, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { LinkButton } from '../../../components/ui/link-button';

/** Where signing in comes back to (the sign-in page follows ?redirect= to a path on this site). */
export const MY_TRIPS_LOGIN = '/login?redirect=/my-trips';

export function SignedOutTrips() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 p-8">
        <LogIn className="text-primary size-10" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Please sign in</h2>
        <p className="text-muted-foreground">Sign in to see your trips, view their details and cancel bookings.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to={MY_TRIPS_LOGIN} icon={LogIn}>
            Sign In
          </LinkButton>
          <LinkButton to="/register" icon={UserPlus} variant="outline">
            Create Account
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  );
}

/** Grey bars where a loading screen's content will be, one per class list (its height and width). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((bar) => <Skeleton key={bar} className={bar} />);
}

/** A trip card's title, route and button. */
const TRIP_CARD_BARS = ['h-6 w-1/2', 'h-4 w-3/4', 'h-9 w-40 justify-self-end'];

export function TripsLoading() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading your trips">
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardContent className="grid gap-3 p-6">
            <SkeletonBars bars={TRIP_CARD_BARS} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** A failed load with its retry; the booking list's wording unless a caller names its own. */
export function TripsError({
  title = 'Unable to retrieve your bookings',
  children,
  onRetry,
}: {
  title?: string;
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Notice variant="destructive" icon={AlertTriangle} title={title} descriptionClassName="grid gap-2">
      {children}
      <div>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </Notice>
  );
}

const EMPTY_TEXT = {
  upcoming: 'You have no upcoming trips.',
  past: 'You have no past trips yet.',
  cancelled: 'You have no cancelled trips.',
} as const;

export function NoTrips({ tab }: { tab: keyof typeof EMPTY_TEXT }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <Plane className="text-muted-foreground size-10" aria-hidden="true" />
        <p className="font-medium">{EMPTY_TEXT[tab]}</p>
        <LinkButton to="/" icon={Search}>
          Search Flights
        </LinkButton>
      </CardContent>
    </Card>
  );
}
