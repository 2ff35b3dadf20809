import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { cn } from '../../../lib/utils';
import type { Filters } from '../lib/filters';
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
  // Apply hides the sheet in the press's own frame, one attribute for the browser to draw; taking
  // its ~25 controls out of the page (Radix's unmount, the scroll lock lifted, focus back on
  // Filters) waits for the frame after, with the filtered list (R45's 50 ms on a phone).
  const [leaving, setLeaving] = useState(false);
  const { onApply } = panelProps;
  const apply = useCallback(
    (filters: Filters) => {
      setLeaving(true);
      onApply(filters);
      afterNextPaint(() => {
        setLeaving(false);
        onOpenChange(false);
      });
    },
    [onApply, onOpenChange],
  );
  // The same element while the panel's props are: hiding the sheet does not draw the panel again.
  const panel = useMemo(
    () => <FiltersPanel {...panelProps} className="rounded-none border-0 shadow-none" inSheet onApply={apply} />,
    [panelProps, apply],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        overlayClassName={leaving ? 'hidden' : undefined}
        className={cn(
          'top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-0 rounded-b-none rounded-t-2xl p-0 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2',
          leaving && 'hidden',
        )}
      >
        <DialogTitle className="sr-only">Filters</DialogTitle>
        <DialogDescription className="sr-only">
          Narrow the flights by price, stops, times and airlines.
        </DialogDescription>
        {panel}
      </DialogContent>
    </Dialog>
  );
}
