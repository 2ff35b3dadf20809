import { useState } from 'react';
import { useHydrated } from '../../../rendering/hydration';
import type { EmptyList } from '../components/airport-combobox';
import { describeRecentSearch, readRecentSearches, restoreRecentSearch, type RecentSearch } from './recent-searches';
import type { SearchFormState } from './search-form-model';

export const RECENT_SEARCHES_LABEL = 'Recent searches';

/**
 * R25: the From field's list of recent searches, read once the page runs in the browser (the
 * server knows none, so the first render matches its HTML). Choosing one fills the form.
 */
export function useRecentSearchList(today: string, fill: (state: SearchFormState) => void): EmptyList | undefined {
  const hydrated = useHydrated();
  const [recent, setRecent] = useState<RecentSearch[] | null>(null);
  if (hydrated && recent === null) setRecent(readRecentSearches());
  if (!recent || recent.length === 0) return undefined;
  return {
    label: RECENT_SEARCHES_LABEL,
    options: recent.map((search, index) => ({ key: String(index), ...describeRecentSearch(search, today) })),
    onPick: (index) => {
      const search = recent[index];
      if (search) fill(restoreRecentSearch(search, today));
    },
  };
}
