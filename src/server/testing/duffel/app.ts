import type { AppConfig } from '../../config';
import { createAccountsTestApp, type AccountsTestApp } from '../accounts';
import { closedOnFailure, forFile } from '../for-file';
import { startDuffelServer, type DuffelTestServer } from './server';

/**
 * A site whose airline is the Duffel stand-in. A `duffel_test_…` token flies Duffel in test mode,
 * a live one in live mode only (R18); the built-in card processor pays, mail stays in the outbox.
 */
export async function createDuffelTestApp(
  duffel: DuffelTestServer,
  providers: Partial<AppConfig['providers']> = {},
): Promise<AccountsTestApp> {
  const t = await createAccountsTestApp({
    providers: {
      duffelAccessToken: duffel.token,
      duffelBaseUrl: duffel.url,
      flightProviderTimeoutMs: 5_000,
      stripeSecretKey: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      ...providers,
    },
  });
  // Bookings make accounts and sessions on the real clock.
  t.app.auth.clock = () => new Date();
  return t;
}

/**
 * For one test file: the Duffel stand-in and a site flying it, started before its tests and closed
 * after them. The object is filled in beforeAll: read `app` and `duffel` inside tests and hooks.
 */
export function useDuffelTestApp(
  options: Parameters<typeof startDuffelServer>[0] = {},
  providers: Partial<AppConfig['providers']> = {},
): AccountsTestApp & { duffel: DuffelTestServer } {
  return forFile(
    async () => {
      const duffel = await startDuffelServer(options);
      return closedOnFailure(duffel, async () => ({ ...(await createDuffelTestApp(duffel, providers)), duffel }));
    },
    async (t) => {
      await t.close();
      await t.duffel.close();
    },
  );
}

/**
 * The Duffel stand-in for one test file, started before its tests and closed after them. The
 * object is filled in beforeAll: read it inside tests and hooks.
 */
export function useDuffelServer(options?: Parameters<typeof startDuffelServer>[0]): DuffelTestServer {
  return forFile(
    () => startDuffelServer(options),
    (server) => server.close(),
  );
}
