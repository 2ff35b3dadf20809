import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The end of a tab's list while more trips wait on the server (R44): reaching it loads the next
 * page, and a "Show more trips" button does the same for keyboards, screen readers and browsers
 * without IntersectionObserver.
 */
export function MoreTrips(props: { loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { loading, onMore } = props;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      // A screen ahead, so the next page is usually there before the traveller reaches the end.
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, onMore]);

  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="outline" onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading more trips…' : 'Show more trips'}
      </Button>
    </div>
  );
}
