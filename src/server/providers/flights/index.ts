import type { Mode } from '../../../shared/schemas/system';
import type { Db } from '../../db/client';
import { createDuffelProvider } from './duffel';
import { createSandboxProvider } from './sandbox';
import { cheapestOffer, FlightProviderError, type AirlineEventSink, type FlightProvider } from './types';

/*
 * Which flight provider answers (R16): the built-in sandbox airline unless a Duffel
 * access token is configured. A test token (duffel_test_...) serves test mode; a live token
 * (duffel_live_...) serves live mode only: a live key is never used in test mode.
 */

export interface FlightProviderSettings {
  duffelAccessToken: string | undefined;
  duffelBaseUrl?: string | undefined;
  /** Per call to Duffel; the flights service bounds each traveller request as well. */
  flightProviderTimeoutMs?: number | undefined;
}

/** Duffel's live tokens start duffel_live_; anything else (duffel_test_...) books nothing real. */
export function isLiveDuffelToken(token: string | undefined): boolean {
  return token?.startsWith('duffel_live_') ?? false;
}

export function createFlightProvider(
  settings: FlightProviderSettings,
  db: Db,
  onEvent?: AirlineEventSink,
): FlightProvider {
  if (settings.duffelAccessToken) {
    return createDuffelProvider({
      accessToken: settings.duffelAccessToken,
      baseUrl: settings.duffelBaseUrl,
      timeoutMs: settings.flightProviderTimeoutMs,
    });
  }
  return createSandboxProvider({ db, onEvent });
}

/** The site's mode as the providers see it: read (cached) per call, and the last value read. */
export interface ModeSource {
  current(): Promise<Mode>;
  last(): Mode;
}

/**
 * The provider for each mode: test mode gets Duffel only with a test token, else the sandbox;
 * live mode gets Duffel only with a live token, else nothing (the admin switch refuses to go
 * live without one, and a site left live without it must fail rather than sell sandbox tickets).
 */
export function createFlightProvidersByMode(
  settings: FlightProviderSettings,
  db: Db,
  onEvent?: AirlineEventSink,
): Record<Mode, FlightProvider | null> {
  const live = isLiveDuffelToken(settings.duffelAccessToken);
  const token = settings.duffelAccessToken;
  return {
    test: createFlightProvider({ ...settings, duffelAccessToken: live ? undefined : token }, db, onEvent),
    live: live ? createFlightProvider(settings, db) : null,
  };
}

export interface ModeFollowingFlightProvider extends FlightProvider {
  /**
   * The provider that answers under this name, whatever the mode is now: an order lives with the
   * provider that made it, so its cancellation or a recovery must go there after a mode switch.
   * Names are unique per site: test mode is the sandbox or Duffel with a test token, live mode is
   * Duffel with a live token, and one token is configured at a time.
   */
  named(name: string): FlightProvider | null;
}

/** One provider that asks the mode on every call, so an admin's switch reaches every process within the cache's TTL. */
export function createModeFollowingFlightProvider(
  byMode: Record<Mode, FlightProvider | null>,
  mode: ModeSource,
): ModeFollowingFlightProvider {
  const pick = async (): Promise<FlightProvider> => {
    const provider = byMode[await mode.current()];
    if (!provider)
      throw new FlightProviderError('UNAVAILABLE', 'Live mode is on but no live Duffel token is configured');
    return provider;
  };
  return {
    // Read after a call has picked, as bookings record it: the provider of the mode that call saw.
    get name() {
      return byMode[mode.last()]?.name ?? 'duffel';
    },
    search: async (query, signal) => (await pick()).search(query, signal),
    cheapest: async (query, signal) => {
      const provider = await pick();
      return provider.cheapest ? provider.cheapest(query, signal) : cheapestOffer(await provider.search(query, signal));
    },
    getOffer: async (offerId, signal) => (await pick()).getOffer(offerId, signal),
    getSeatMaps: async (offerId, signal) => (await pick()).getSeatMaps(offerId, signal),
    createOrder: async (input, signal) => (await pick()).createOrder(input, signal),
    getOrder: async (orderId, signal) => (await pick()).getOrder(orderId, signal),
    quoteCancellation: async (orderId, signal) => (await pick()).quoteCancellation(orderId, signal),
    confirmCancellation: async (quoteId, signal) => (await pick()).confirmCancellation(quoteId, signal),
    findOrderByReference: async (reference, offerId, signal) => {
      const provider = await pick();
      if (!provider.findOrderByReference) throw new FlightProviderError('UNAVAILABLE', 'Cannot look orders up');
      return provider.findOrderByReference(reference, offerId, signal);
    },
    payOrder: async (input, signal) => {
      const provider = await pick();
      if (!provider.payOrder)
        throw new FlightProviderError('NOT_PAYABLE', 'This airline takes no payments for held orders');
      return provider.payOrder(input, signal);
    },
    acceptAirlineChange: async (changeId, signal) => {
      const provider = await pick();
      if (!provider.acceptAirlineChange) throw new FlightProviderError('UNAVAILABLE', 'Cannot accept changes');
      return provider.acceptAirlineChange(changeId, signal);
    },
    updateOfferPassenger: async (offerId, passengerId, update, signal) => {
      const provider = await pick();
      // R50: an airline that cannot take the numbers before the order keeps the offer's price.
      if (!provider.updateOfferPassenger) return;
      return provider.updateOfferPassenger(offerId, passengerId, update, signal);
    },
    named: (name) => Object.values(byMode).find((provider) => provider?.name === name) ?? null,
  };
}

export type { FlightProvider } from './types';
