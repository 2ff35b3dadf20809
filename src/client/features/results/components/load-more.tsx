import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../rendering/hydration';
import { prefetchOnApproach } from '../../../lib/prefetch';
import { preloadVirtualizer } from '../lib/use-window-virtualizer';
import { searchErrorMessage } from './result-states';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  shown: number;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** 'Load More Flights' while the search has more; a retry when a page failed; a line when all are shown. */
export function LoadMore({ hasMore, loading, error, shown, onLoadMore, onRetry }: LoadMoreProps) {
  const hydrated = useHydrated();
  if (error && !loading) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-2 text-center text-sm">
        <p className="text-muted-foreground">{searchErrorMessage(error)}</p>
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!hasMore) {
    return <p className="text-muted-foreground py-2 text-center text-sm">All {shown} flights are shown.</p>;
  }
  return (
    <div className="flex justify-center py-2">
      <Button
        variant="outline"
        size="lg"
        className="bg-card min-w-56"
        // More flights than the first page are virtualised: its chunk comes as the button is reached.
        {...prefetchOnApproach(preloadVirtualizer)}
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
        // Until React has taken over a page the server drew, a press would do nothing.
        inert={!hydrated}
      >
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Load More Flights
      </Button>
    </div>
  );
}
