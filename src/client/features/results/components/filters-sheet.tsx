import { SlidersHorizontal } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { activeFilterCount } from '../lib/filters';
import { FiltersPanel } from './filters-panel';

type PanelProps = Omit<ComponentProps<typeof FiltersPanel>, 'collapsible' | 'className'>;

/** Phones and tablets: the Filters panel in a bottom sheet, closed by Apply, Reset or Clear all. */
export function FiltersSheet({ panelProps, disabled = false }: { panelProps: PanelProps; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(panelProps.applied);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="bg-card h-9 shrink-0 lg:hidden" disabled={disabled}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 ? (
            <Badge className="px-1.5" aria-label={`${count} active`}>
              {count}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-0 rounded-b-none rounded-t-2xl p-0 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2">
        <DialogTitle className="sr-only">Filters</DialogTitle>
        <DialogDescription className="sr-only">
          Narrow the flights by price, stops, times and airlines.
        </DialogDescription>
        <FiltersPanel
          {...panelProps}
          className="rounded-none border-0 shadow-none"
          inSheet
          onApply={(filters) => {
            panelProps.onApply(filters);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
