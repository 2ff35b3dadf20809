import { BellRing } from 'lucide-react';
import { lazy } from 'react';
import { DeferredDialog } from '../../../components/deferred-dialog';
import { Button } from '../../../components/ui/button';
import type { SearchCriteria } from '../../../lib/search-url';

// The dialog, its form and the alert's schema are a chunk of their own: the results page's first
// download does not carry them for a control most visitors never press.
const loadDialog = () => import('./track-prices-dialog');
const TrackPricesDialog = lazy(async () => ({ default: (await loadDialog()).TrackPricesDialog }));

/** R51: "Track prices" on the results page: saves this search as a price alert. */
export function TrackPrices({ criteria }: { criteria: SearchCriteria }) {
  return (
    <DeferredDialog
      preload={loadDialog}
      trigger={
        <Button variant="outline" size="sm" className="flex-1 md:flex-none">
          <BellRing aria-hidden="true" />
          Track prices
        </Button>
      }
    >
      {(trigger) => <TrackPricesDialog criteria={criteria} trigger={trigger} />}
    </DeferredDialog>
  );
}
