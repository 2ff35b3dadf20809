import { Pencil } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DeferredDialog } from '../../../components/deferred-dialog';
import { Button } from '../../../components/ui/button';
import { useModifySearchForm } from '../../../lib/modify-search';
import type { SearchCriteria } from '../../../lib/search-url';

// The dialog (Radix Dialog) is a chunk of its own, fetched when the button is near a finger or
// pointer or focused: the results page's first download does not carry it.
const loadDialog = () => import('./modify-search-dialog');
const ModifySearchDialog = lazy(async () => ({ default: (await loadDialog()).ModifySearchDialog }));

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
    <DeferredDialog
      preload={loadDialog}
      trigger={
        <Button variant="outline" size="sm" className="flex-1 md:flex-none">
          {label}
        </Button>
      }
    >
      {(trigger) => <ModifySearchDialog criteria={criteria} names={names} renderForm={renderForm} trigger={trigger} />}
    </DeferredDialog>
  );
}
