import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { trackEvent } from '../../../lib/analytics';
import { useHydrated } from '../../../rendering/hydration';
import {
  initialSearchFormState,
  localIsoDate,
  readLastTripType,
  saveLastTripType,
  searchUrl,
  validateSearchForm,
  withTripType,
  type SearchFormErrors,
  type SearchFormState,
  type TripType,
} from './search-form-model';
import { saveRecentSearch } from './recent-searches';

const freshState = () => initialSearchFormState(localIsoDate(), readLastTripType());

/**
 * What the server can render: it knows neither the visitor's today (their time zone) nor the trip
 * type they last searched, so the dates are empty until the page is hydrated.
 */
const SERVER_STATE: SearchFormState = {
  ...initialSearchFormState('', 'round-trip'),
  departureDate: '',
  returnDate: '',
};

export interface SearchFormOptions {
  /** The form filled with a search (Modify Search) rather than J3's defaults. */
  initial?: SearchFormState | undefined;
  /** Called once a valid search is on its way (Modify Search closes its dialog). */
  onSearch?: (() => void) | undefined;
}

/**
 * The search form's behaviour: state from J3's defaults and the remembered trip type,
 * messages on submit that then follow each change, and on a valid submit the trip type saved
 * and /search opened. 'Searching...' lasts until the results screen replaces this one.
 */
export function useSearchForm(options: SearchFormOptions = {}) {
  const { initial, onSearch } = options;
  const hydrated = useHydrated();
  const [state, setState] = useState<SearchFormState>(() => initial ?? (hydrated ? freshState() : SERVER_STATE));
  // Hydrated from the server's HTML: in the render right after, the visitor's defaults replace the empty ones.
  if (hydrated && state === SERVER_STATE) setState(freshState());
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();

  const update = (next: SearchFormState) => {
    setState(next);
    if (attempts > 0) {
      const check = validateSearchForm(next, localIsoDate);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const setTripType = (tripType: TripType) => update(withTripType(state, tripType));

  const fail = (error: unknown) => {
    console.warn('The search could not start', error);
    setSearching(false);
    toast({ title: 'Search failed', description: 'Please try again later.', variant: 'destructive' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    setAttempts((n) => n + 1);
    try {
      const check = validateSearchForm(state, localIsoDate);
      if (!check.ok) {
        setErrors(check.errors);
        return;
      }
      setErrors({});
      setSearching(true);
      const route = check.values.slices
        ? [check.values.origin, ...check.values.slices.map((slice) => slice.destination)].join('-')
        : `${check.values.origin}-${check.values.destination}`;
      trackEvent('search', { category: 'flights', label: `${route} ${check.tripType}` });
      saveLastTripType(check.tripType);
      saveRecentSearch(state);
      // The navigation is a transition: this page, saying 'Searching...', stays until the results
      // screen's code has loaded.
      Promise.resolve(navigate(searchUrl(check.values, check.tripType, state.directOnly === true)))
        .then(() => {
          // The same search again leaves this page as it is: the button says Search again.
          setSearching(false);
          onSearch?.();
        })
        .catch(fail);
    } catch (error) {
      fail(error);
    }
  };

  return { state, ready: state !== SERVER_STATE, update, setTripType, errors, attempts, searching, submit };
}
