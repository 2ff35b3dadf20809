import { Pencil } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useModifySearchForm } from '../../../lib/modify-search';
import type { SearchCriteria } from '../../../lib/search-url';

interface ModifySearchProps {
  criteria: SearchCriteria;
  names: Record<string, string>;
}

/**
 * Modify Search (R24): the search form, filled with this page's search, in a dialog over the
 * results. Its search opens the new /search address and the dialog closes.
 */
export function ModifySearch({ criteria, names }: ModifySearchProps) {
  const renderForm = useModifySearchForm();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <Pencil aria-hidden="true" />
      Modify Search
    </>
  );
  if (!renderForm) {
    return (
      <Button asChild variant="outline" size="sm" className="flex-1 md:flex-none">
        <Link to="/">{label}</Link>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="flex-1 md:flex-none">
          {label}
        </Button>
      </DialogTrigger>
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
