import { createContext, useContext, type ReactNode } from 'react';
import type { SearchCriteria } from './search-url';

/*
 * Modify Search (R24, J2): the results page shows the search form filled with its search.
 * The form belongs to the search feature and features do not import each other, so the app hands
 * it down here (app/providers.tsx), as a lazy component fetched when the dialog first opens.
 */

export interface ModifySearchFormProps {
  criteria: SearchCriteria;
  /** City names the results page knows, keyed by code, shown in the airport fields. */
  names: Record<string, string>;
  /** The new search is on its way: the dialog closes. */
  onSearch: () => void;
}

/** Draws the form (a function, not a component type, so the page never defines one while rendering). */
export type RenderModifySearchForm = (props: ModifySearchFormProps) => ReactNode;

const ModifySearchContext = createContext<RenderModifySearchForm | null>(null);

export const ModifySearchFormProvider = ModifySearchContext.Provider;

/** The form to draw, or null where the app gave none (then Modify Search goes to the home page). */
export function useModifySearchForm(): RenderModifySearchForm | null {
  return useContext(ModifySearchContext);
}
