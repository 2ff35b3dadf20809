import { useState } from 'react';
import type { ModifySearchFormProps } from '../../lib/modify-search';
import { SearchForm } from './components/search-form';
import { stateFromCriteria } from './lib/search-form-model';

/** The search form filled with the results page's search: airports, dates, cabin, travellers, trip type, flights. */
export function ModifySearchForm({ criteria, names, onSearch }: ModifySearchFormProps) {
  const [options] = useState(() => ({ initial: stateFromCriteria(criteria, names), onSearch }));
  return <SearchForm variant="modify" options={options} className="border-0 p-0 shadow-none sm:p-0" />;
}
