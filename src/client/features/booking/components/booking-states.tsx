import { SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api';

/* The booking screen before its offer is here: loading, and the two failures of J8. */

export function BookingLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10" aria-busy="true">
      <Spinner label="Loading flight details" />
      <Skeleton className="mt-4 h-8 w-64" />
      <Skeleton className="mt-6 h-10 w-full" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="hidden h-64 w-full lg:block" />
      </div>
    </div>
  );
}

export function BookingError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-16">
      <Alert variant="destructive">
        {missing ? <SearchX aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
        <AlertTitle>{missing ? 'Flight offer not found' : 'Error loading flight details'}</AlertTitle>
        <AlertDescription>
          <p>
            {missing
              ? 'This flight offer has expired or no longer exists. Flight offers expire after about 30 minutes.'
              : (error?.message ?? 'Please try again.')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/">Back to Search</Link>
            </Button>
            {!missing && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try Again
              </Button>
            )}
          </div>
        </AlertDescription>
      </Alert>
    </div>
  );
}
