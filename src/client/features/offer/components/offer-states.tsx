import { ArrowLeft, CircleAlert, RefreshCw, TimerOff } from 'lucide-react';
import { ApiRequestError } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { OFFER_EXPIRED_MESSAGE, OFFER_WITHDRAWN_MESSAGE } from '../../../../shared/messages';
import { LinkButton } from '../../../components/ui/link-button';

/** Only the server's own two sentences are shown as they are; anything else reads as expired. */
const knownGoneMessage = (message: string | undefined) =>
  message === OFFER_WITHDRAWN_MESSAGE ? OFFER_WITHDRAWN_MESSAGE : OFFER_EXPIRED_MESSAGE;

export const MISSING_OFFER_MESSAGE = 'Unable to load flight details. Please try again.';

/** The shape of the page while the offer loads, so nothing jumps when it arrives. */
export function OfferLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-4 flex items-center gap-3">
        <Spinner label="Loading flight details" />
        <span className="text-muted-foreground text-sm">Loading flight details...</span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Skeleton className="h-72 w-full rounded-lg" />
          <Skeleton className="h-10 w-80 max-w-full" />
          <Skeleton className="h-96 w-full rounded-lg" />
        </div>
        <Skeleton className="h-80 w-full rounded-lg" />
      </div>
    </div>
  );
}

interface ErrorProps {
  error: Error | null;
  backHref: string;
  onRetry: () => void;
}

/**
 * 'Error Loading Flight Details' with 'Back to Search'. An offer that is gone (410) gets the
 * server's word for it (the spec's expired message, or "no longer available" for one the airline
 * withdrew before its time); one that does not exist (404, or an id that cannot be one) gets the
 * missing-offer message; anything else says what went wrong and offers a retry.
 */
export function OfferError({ error, backHref, onRetry }: ErrorProps) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const expired = status === 410;
  const missing = status === 404 || status === 400 || !error;
  const message = expired
    ? knownGoneMessage(error?.message)
    : missing
      ? MISSING_OFFER_MESSAGE
      : `Unable to retrieve flight offer: ${error.message}`;
  const Icon = expired ? TimerOff : CircleAlert;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card role="alert" className="flex flex-col items-center p-8 text-center">
        <span className="bg-destructive/10 grid size-14 place-items-center rounded-full">
          <Icon className="text-destructive size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold">Error Loading Flight Details</h1>
        <p className="text-muted-foreground mt-2">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to={backHref} icon={ArrowLeft}>
            Back to Search
          </LinkButton>
          {!expired && (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
