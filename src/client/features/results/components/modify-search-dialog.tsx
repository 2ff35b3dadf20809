import { Suspense, useState, type ReactElement } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { RenderModifySearchForm } from '../../../lib/modify-search';
import type { SearchCriteria } from '../../../lib/search-url';

interface ModifySearchDialogProps {
  criteria: SearchCriteria;
  names: Record<string, string>;
  renderForm: RenderModifySearchForm;
  trigger: ReactElement;
}

/** The Modify Search dialog, in its own chunk: see modify-search.tsx for when it is fetched. */
export function ModifySearchDialog({ criteria, names, renderForm, trigger }: ModifySearchDialogProps) {
  // Drawn by the first press on its trigger: open at once.
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="top-2 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-5xl translate-y-0 p-4 sm:top-8 sm:p-6">
        <DialogTitle className="text-lg font-semibold">Modify Search</DialogTitle>
        <DialogDescription className="sr-only">
          Change the airports, dates, cabin or travellers and search again.
        </DialogDescription>
        <Suspense
          fallback={
            <div className="grid h-40 place-items-center">
              <Spinner />
            </div>
          }
        >
          {renderForm({ criteria, names, onSearch: () => setOpen(false) })}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
