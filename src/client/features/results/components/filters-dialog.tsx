import { useCallback, useMemo, useRef, type ReactElement } from 'react';
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
  // Apply hides the sheet and its backdrop in the press's own frame by their inline display: no
  // React render at all in that frame (a state change would draw the dialog's Radix layers again
  // first), and no selector to match (a :has() rule for the backdrop cost the frame more). Taking
  // its ~25 controls out of the page (Radix's unmount, the scroll lock lifted, focus back on
  // Filters) waits for the frame after, with the filtered list (R45's 50 ms on a phone). A sheet
  // opened again is a new node, shown.
  const content = useRef<HTMLDivElement>(null);
  const { onApply } = panelProps;
  const apply = useCallback(
    (filters: Filters) => {
      const sheet = content.current;
      if (sheet) {
        sheet.style.display = 'none';
        // Radix draws the backdrop just before the sheet.
        if (sheet.previousElementSibling instanceof HTMLElement) sheet.previousElementSibling.style.display = 'none';
      }
      onApply(filters);
      afterNextPaint(() => onOpenChange(false));
    },
    [onApply, onOpenChange],
  );
  // The same element while the panel's props are: hiding the sheet does not draw the panel again.
  // Keyed by the applied filters, so a sheet opened after Apply starts its draft from them; the
  // sheet itself (and the Filters button that focus returns to) stays the same node.
  const panel = useMemo(
    () => (
      <FiltersPanel
        key={JSON.stringify(panelProps.applied)}
        {...panelProps}
        className="rounded-none border-0 shadow-none"
        inSheet
        onApply={apply}
      />
    ),
    [panelProps, apply],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        ref={content}
        className={cn(
          'top-auto bottom-0 left-0 max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-0 rounded-b-none rounded-t-2xl p-0 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2',
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
