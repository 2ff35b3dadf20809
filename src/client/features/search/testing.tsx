import { currentLocation, renderRoutes } from '../../testing/render';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
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

/**
 * Fixes "today" at 9:30 on 10 March 2030 for every test of the file. Only Date is faked: timers
 * (and so user events) run for real. Clears what the form stored after each test.
 */
export function fixToday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 10, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
}

/** Types into an airport field and picks, with the keyboard, the suggestion whose code is `code`. */
export async function pickAirport(user: UserEvent, label: 'From' | 'To', typed: string, code: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await screen.findAllByRole('option');
  for (let i = 0; i < 15; i++) {
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    if (active?.textContent?.endsWith(code)) break;
  }
  await user.keyboard('{Enter}');
}

export { currentLocation };
