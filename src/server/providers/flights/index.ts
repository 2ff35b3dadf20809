import type { Db } from '../../db/client';
import { createDuffelProvider } from './duffel';
import { createSandboxProvider } from './sandbox';
import type { FlightProvider } from './types';

/*
 * Which flight provider answers (decision 16): the built-in sandbox airline unless a Duffel
 * access token is configured. A test token (duffel_test_...) serves test mode; going live with
 * a live token is the admin switch's check, not this one's.
 */

export interface FlightProviderSettings {
  duffelAccessToken: string | undefined;
  duffelBaseUrl?: string | undefined;
  /** Per call to Duffel; the flights service bounds each traveller request as well. */
  flightProviderTimeoutMs?: number | undefined;
}

export function createFlightProvider(settings: FlightProviderSettings, db: Db): FlightProvider {
  if (settings.duffelAccessToken) {
    return createDuffelProvider({
      accessToken: settings.duffelAccessToken,
      baseUrl: settings.duffelBaseUrl,
      timeoutMs: settings.flightProviderTimeoutMs,
    });
  }
  return createSandboxProvider({ db });
}

export type { FlightProvider } from './types';
