import { Skeleton } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';

/** While seat maps load, on the offer page and at the seat step: the cabin's outline, and what is happening. */
export function SeatMapsLoading() {
  return (
    <div className="flex flex-col items-center gap-4 py-6">
      <Spinner label="Loading seat maps" />
      <p className="text-muted-foreground text-sm">Loading seat maps...</p>
      <Skeleton className="h-72 w-full max-w-sm rounded-t-[8rem]" />
    </div>
  );
}
