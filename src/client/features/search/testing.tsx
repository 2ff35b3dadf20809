import { currentLocation, renderRoutes } from '../../testing/render';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createAirportStore, type AirportStore } from '../../lib/airports';
import { SearchForm, type SearchFormVariant } from './components/search-form';

/* Client test helpers for the search form: the real airport list, served as the browser gets it. */

const AIRPORTS_FILE = path.resolve(import.meta.dirname, '../../../shared/data/airports.json');
const AIRPORTS_URL = '/assets/airports.json';
let airportsJson: string | undefined;

export type AirportServer = 'ok' | 'pending' | 'error';

/**
 * A fresh airport store whose download is answered with the real data file ('ok'), never
 * answered ('pending'), or answered 500 ('error'). Returns the store and the requests it made.
 */
export function airportStoreServing(mode: AirportServer = 'ok'): { store: AirportStore; requests: string[] } {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (url !== AIRPORTS_URL) return new Response('not found', { status: 404 });
      if (mode === 'pending') return new Promise<Response>(() => {});
      if (mode === 'error') return new Response('down', { status: 500 });
      airportsJson ??= readFileSync(AIRPORTS_FILE, 'utf8');
      return new Response(airportsJson, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { store: createAirportStore(AIRPORTS_URL), requests };
}

interface RenderOptions {
  store?: AirportStore;
  /** The /search route; by default an empty screen that shows up at once. */
  searchRoute?: Omit<RouteObject, 'path' | 'children' | 'index'>;
}

/** The form on '/', with a '/search' route to land on, the toasts and the current address. */
export function renderSearchForm(variant: SearchFormVariant, { store, searchRoute }: RenderOptions = {}) {
  return renderRoutes('/', [
    { path: '/', element: <SearchForm variant={variant} airports={store ?? airportStoreServing().store} /> },
    { path: '/search', ...(searchRoute ?? { element: <h1>Results</h1> }) },
  ] as RouteObject[]);
}

export { currentLocation };
