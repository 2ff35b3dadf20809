import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { passengerError } from '../lib/search-form-model';
import type { useSearchForm } from '../lib/use-search-form';
import { CabinSelect } from './cabin-select';
import { PassengerPicker } from './passenger-picker';

/** The last row of both search forms (one-way/round trip and multi-city): cabin, travellers and the search button. */
export function SearchSubmitRow({ form, label }: { form: ReturnType<typeof useSearchForm>; label: string }) {
  const { state, update, errors, searching } = form;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_1.5fr] lg:items-end">
      <CabinSelect
        value={state.cabinClass}
        onChange={(cabinClass) => update({ ...state, cabinClass })}
        error={errors.cabinClass}
      />
      <PassengerPicker
        counts={state}
        onChange={(counts) => update({ ...state, ...counts })}
        error={passengerError(errors)}
      />
      <Button
        type="submit"
        size="xl"
        disabled={searching}
        className="col-span-2 h-12 w-full rounded-lg text-base font-semibold shadow-md lg:col-span-1"
      >
        <Search aria-hidden="true" />
        {searching ? 'Searching...' : label}
      </Button>
    </div>
  );
}
