import type { ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

export type SheetPanelProps = Omit<FiltersPanelProps, 'collapsible' | 'className'>;

interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button, rendered as the dialog's trigger (focus comes back to it on close). */
  trigger: ReactElement;
  panelProps: SheetPanelProps;
}

/** The sheet's Radix dialog, in its own chunk: see filters-sheet.tsx for when it is fetched. */
export function FiltersDialog({ open, onOpenChange, trigger, panelProps }: FiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
