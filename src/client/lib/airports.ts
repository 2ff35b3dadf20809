import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { foldText, MIN_QUERY_LENGTH } from '../../shared/airports/text';
import type { Airport } from '../../shared/airports/types';
// `?url`: Vite emits the data as its own hashed file under /assets (cached for a year), so the
// main bundle stays small and a data update does not invalidate the code, or the reverse.
import airportsUrl from '../../shared/data/airports.json?url';

/** The dropdown's four states (J2). */
export type AirportLoadStatus = 'loading' | 'building' | 'error' | 'ready';

export const AIRPORT_MESSAGES = {
  loading: 'Loading airports...',
  building: 'Building airport database...',
  error: 'Error loading airports. Please try again.',
  noResults: (query: string) => `No airports found for "${query}"`,
} as const;

/** The indexed list, once it is ready. */
export interface AirportLookup {
  /** The matches for a query, best first. */
  search(query: string): Airport[];
  byCode(iataCode: string): Airport | undefined;
}

interface Snapshot {
  status: AirportLoadStatus;
  lookup: AirportLookup | null;
}

export interface AirportStore {
  getSnapshot(): Snapshot;
  subscribe(listener: () => void): () => void;
  /** Starts the download unless it is under way or done; after an error, tries again. */
  load(): void;
}

// Lets React paint "Building airport database..." before the index build takes the thread.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One download per store: the data is fetched on first use and kept for the session. */
export function createAirportStore(url: string): AirportStore {
  let snapshot: Snapshot = { status: 'loading', lookup: null };
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  async function run() {
    try {
      // The search engine travels with the data: no page pays for it before a field is used.
      const [response, { buildAirportIndex, searchAirports }, { decodeAirports }] = await Promise.all([
        fetch(url),
        import('../../shared/airports/search'),
        import('../../shared/airports/types'),
      ]);
      if (!response.ok) throw new Error(`airport data answered ${response.status}`);
      const data: unknown = await response.json();
      set({ status: 'building', lookup: null });
      await nextTask();
      const index = buildAirportIndex(decodeAirports(data));
      // The first search runs cold (about 1-5 ms before the engine optimises it); spend that
      // while the dropdown still says "Building", not on the visitor's first keystroke.
      searchAirports(index, 'warm up');
      // And the typo pass (R25), which a word of 5+ letters with no exact match takes.
      searchAirports(index, 'warmupz');
      const lookup: AirportLookup = {
        search: (query) => searchAirports(index, query),
        byCode: (code) => index.airports.find((airport) => airport.iata_code === code),
      };
      set({ status: 'ready', lookup });
    } catch (error) {
      console.warn('Could not load the airport list', error);
      started = false;
      set({ status: 'error', lookup: null });
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (started) return;
      started = true;
      if (snapshot.status !== 'loading') set({ status: 'loading', lookup: null });
      void run();
    },
  };
}

let defaultStore: AirportStore | undefined;

/** The site's airport list, shared by every field on every screen. */
export function airportStore(): AirportStore {
  defaultStore ??= createAirportStore(airportsUrl);
  return defaultStore;
}

export interface AirportSearch {
  status: AirportLoadStatus;
  /** At most 15 matches, best first; empty until the list is ready or under 2 characters. */
  results: Airport[];
  /** After an error: fetch again. */
  retry: () => void;
}

/** The type-ahead's data: starts loading the airport list when first mounted. */
export function useAirportSearch(query: string, store: AirportStore = airportStore()): AirportSearch {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => store.load(), [store]);
  const results = useMemo(() => snapshot.lookup?.search(query) ?? [], [snapshot.lookup, query]);
  return { status: snapshot.status, results, retry: store.load };
}

/**
 * The line the dropdown shows instead of (or for want of) suggestions, or null when it shows
 * suggestions or nothing has been typed yet.
 */
export function airportDropdownMessage(search: Pick<AirportSearch, 'status' | 'results'>, query: string) {
  if (search.status !== 'ready') return AIRPORT_MESSAGES[search.status];
  if (foldText(query).length < MIN_QUERY_LENGTH || search.results.length > 0) return null;
  return AIRPORT_MESSAGES.noResults(query.trim());
}
