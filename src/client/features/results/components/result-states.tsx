import { AlertCircle, FilterX, PlaneTakeoff, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LinkButton } from '../../../components/ui/link-button';
import { cn } from '../../../lib/utils';

/* The states of J2 with J8's texts: loading, error, empty and filtered-empty. */

export const RESULT_TEXTS = {
  loading: 'Searching for the best flights...',
  errorTitle: 'Error Loading Flights',
  errorPrefix: 'Unable to search flights: ',
  unknownError: 'An unknown error occurred',
  tryAgain: 'Try Again',
  emptyTitle: 'No Flights Found',
  emptyText: 'Try adjusting your search criteria or filters',
  newSearch: 'New Search',
  filteredTitle: 'No Matching Flights',
  filteredText: 'No flights match the filters you chose. Remove some to see more flights.',
  resetFilters: 'Reset Filters',
} as const;

/** J8: the message re-worded with its prefix, or the unknown-error sentence. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return `${RESULT_TEXTS.errorPrefix}${error.message}`;
  return RESULT_TEXTS.unknownError;
}

/** A value over its caption to come: a time over its airport, the price over its note. */
function SkeletonPair({ top, bottom, className }: { top: string; bottom: string; className?: string }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Skeleton className={top} />
      <Skeleton className={bottom} />
    </div>
  );
}

/** A card-shaped placeholder as tall as a round-trip result card, so nothing moves when they arrive. */
export function FlightCardSkeleton({ roundTrip }: { roundTrip: boolean }) {
  const row = (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 sm:gap-x-4">
      <Skeleton className="size-10 rounded-full" />
      <Skeleton className="h-3 w-40" />
      <div className="col-span-2 grid grid-cols-[auto_1fr_auto] items-center gap-3 sm:col-start-2 sm:col-end-3">
        <SkeletonPair top="h-6 w-14" bottom="h-4 w-9" />
        <Skeleton className="h-1 w-full" />
        <SkeletonPair top="h-6 w-14" bottom="ml-auto h-4 w-9" />
      </div>
    </div>
  );
  return (
    <div className="bg-card border-border grid gap-4 rounded-xl border p-4 shadow-sm sm:grid-cols-[1fr_11rem] sm:p-5">
      <div className="space-y-4">
        {row}
        {roundTrip ? (
          <>
            <hr className="border-border border-dashed" />
            {row}
          </>
        ) : null}
      </div>
      <div className="border-border flex items-end justify-between gap-3 border-t pt-3 sm:flex-col sm:items-stretch sm:justify-center sm:border-t-0 sm:border-l sm:pt-0 sm:pl-5">
        <SkeletonPair className="sm:ml-auto" top="h-7 w-24" bottom="h-3 w-16 sm:ml-auto" />
        <Skeleton className="h-10 w-28 sm:w-full" />
      </div>
    </div>
  );
}

/** The Filters panel's place while the offers load: the same width, a few quiet bars. */
export function FiltersSkeleton() {
  return (
    <div aria-hidden="true" className="bg-card border-border space-y-6 rounded-xl border p-4 shadow-sm">
      <Skeleton className="h-5 w-24" />
      {[3, 3, 4, 4].map((rows, section) => (
        <div key={section} className="space-y-3">
          <Skeleton className="h-4 w-28" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} className="h-4 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The Filters panel's place when there is nothing to filter (no offers, or an error). */
export function FiltersUnavailable() {
  return (
    <div className="bg-card border-border rounded-xl border p-4 shadow-sm">
      <p className="flex items-center gap-2 text-base font-semibold">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters
      </p>
      <p className="text-muted-foreground mt-2 text-sm">Filters appear when there are flights to compare.</p>
    </div>
  );
}

export function LoadingResults({ roundTrip }: { roundTrip: boolean }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {RESULT_TEXTS.loading}
      </p>
      <div className="space-y-3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <FlightCardSkeleton key={index} roundTrip={roundTrip} />
        ))}
      </div>
    </div>
  );
}

function StateCard({
  icon,
  title,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: string;
}) {
  return (
    <div role={role} className="bg-card border-border rounded-xl border px-6 py-12 text-center shadow-sm">
      <div className="bg-muted text-muted-foreground mx-auto mb-4 grid size-14 place-items-center rounded-full">
        {icon}
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** 'Try Again' reloads the page (J8); tests pass their own. */
export function ErrorState({
  error,
  onRetry = () => window.location.reload(),
}: {
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <StateCard
      role="alert"
      icon={<AlertCircle className="text-destructive size-7" aria-hidden="true" />}
      title={RESULT_TEXTS.errorTitle}
    >
      <p className="text-muted-foreground mx-auto mt-2 max-w-md">{searchErrorMessage(error)}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {RESULT_TEXTS.tryAgain}
      </Button>
    </StateCard>
  );
}

export function EmptyState() {
  return (
    <StateCard icon={<PlaneTakeoff className="size-7" aria-hidden="true" />} title={RESULT_TEXTS.emptyTitle}>
      <p className="text-muted-foreground mt-2">{RESULT_TEXTS.emptyText}</p>
      <LinkButton to="/" icon={Search} className="mt-6">
        {RESULT_TEXTS.newSearch}
      </LinkButton>
    </StateCard>
  );
}

export function FilteredEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <StateCard icon={<FilterX className="size-7" aria-hidden="true" />} title={RESULT_TEXTS.filteredTitle}>
      <p className="text-muted-foreground mx-auto mt-2 max-w-md">{RESULT_TEXTS.filteredText}</p>
      <Button variant="outline" className="mt-6" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        {RESULT_TEXTS.resetFilters}
      </Button>
    </StateCard>
  );
}
