import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { prefetchOnApproach } from '../../../lib/prefetch';
import { activeFilterCount } from '../lib/filters';
import type { SheetPanelProps } from './filters-dialog';

const loadDialog = () => import('./filters-dialog');
const FiltersDialog = lazy(async () => ({ default: (await loadDialog()).FiltersDialog }));

/**
 * Phones and tablets: the Filters panel in a bottom sheet, closed by Apply, Reset or Clear all.
 * The sheet's Radix dialog (focus trap, scroll lock: ~12 KB gzip) is not part of the results
 * page's first download: until first used the button is a plain one that starts the fetch when a
 * pointer, finger or focus reaches it, and its first press opens the dialog in its place.
 */
export function FiltersSheet({ panelProps, disabled = false }: { panelProps: SheetPanelProps; disabled?: boolean }) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(panelProps.applied);
  const button = (props: ComponentProps<'button'>) => (
    <Button variant="outline" className="bg-card h-9 shrink-0 lg:hidden" disabled={disabled} {...props}>
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {count > 0 ? (
        <Badge className="px-1.5" aria-label={`${count} active`}>
          {count}
        </Badge>
      ) : null}
    </Button>
  );
  const closed = { 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
  if (!used) {
    return button({
      ...closed,
      ...prefetchOnApproach(loadDialog),
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={button(closed)}>
      <FiltersDialog open={open} onOpenChange={setOpen} trigger={button({})} panelProps={panelProps} />
    </Suspense>
  );
}
