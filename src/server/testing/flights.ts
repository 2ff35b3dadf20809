import type { SearchRequest } from '../../shared/schemas/search';
import { buildApp } from '../app';
import type { FlightProvider } from '../providers/flights/types';
import { testConfig } from './app';
import type { TestDatabase } from './database';

/*
 * Test help for the flight service and API: a real provider wrapped to count what it is asked
 * (no mock: every call still goes to the real sandbox or the local Duffel server).
 */

export type ProviderCalls = Record<
  'search' | 'getOffer' | 'getSeatMaps' | 'createOrder' | 'getOrder' | 'quoteCancellation' | 'confirmCancellation',
  number
>;

export function countingProvider(inner: FlightProvider): { provider: FlightProvider; calls: ProviderCalls } {
  const calls: ProviderCalls = {
    search: 0,
    getOffer: 0,
    getSeatMaps: 0,
    createOrder: 0,
    getOrder: 0,
    quoteCancellation: 0,
    confirmCancellation: 0,
  };
  const counted =
    <A extends unknown[], R>(name: keyof ProviderCalls, call: (...args: A) => R) =>
    (...args: A): R => {
      calls[name] += 1;
      return call(...args);
    };
  const provider: FlightProvider = {
    name: inner.name,
    search: counted('search', inner.search.bind(inner)),
    getOffer: counted('getOffer', inner.getOffer.bind(inner)),
    getSeatMaps: counted('getSeatMaps', inner.getSeatMaps.bind(inner)),
    createOrder: counted('createOrder', inner.createOrder.bind(inner)),
    getOrder: counted('getOrder', inner.getOrder.bind(inner)),
    quoteCancellation: counted('quoteCancellation', inner.quoteCancellation.bind(inner)),
    confirmCancellation: counted('confirmCancellation', inner.confirmCancellation.bind(inner)),
  };
  return { provider, calls };
}

/** A departure date `days` from today (UTC), yyyy-MM-dd. */
export function daysFromNow(days: number, now = Date.now()): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** A search for these flights by one adult in economy, the first page of 30; `extra` changes any field. */
export function searchRequest(slices: SearchRequest['slices'], extra: Partial<SearchRequest> = {}): SearchRequest {
  return { slices, cabinClass: 'economy', adults: 1, children: 0, infants: 0, page: 1, limit: 30, ...extra };
}

/** The whole app on `database`, its flights from `inner` with every call counted, its airline waits bounded. */
export async function appCountingFlights(
  database: TestDatabase,
  inner: FlightProvider,
  flightProviderTimeoutMs: number,
) {
  const counted = countingProvider(inner);
  const config = testConfig();
  config.providers = { ...config.providers, flightProviderTimeoutMs };
  const app = await buildApp(config, database, { flightProvider: counted.provider });
  await app.ready();
  return { app, calls: counted.calls };
}
