import { fakeApi as scriptApi, type Answer, type ApiCall, type FakeRoutes } from '../../testing/fake-api';
import { currentLocation, renderRoutes } from '../../testing/render';
import type { AdminSettings } from '../../../shared/schemas/admin';

/* Client test helpers for the admin screens: a scripted API and a router that shows where it is. */

export const notFound: Answer = { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };

export const SETTINGS: AdminSettings = {
  enableLiveMode: false,
  duffelApiConfigured: false,
  stripeConfigured: false,
  environment: 'development',
  duffelLiveKey: false,
  stripeLiveKey: false,
  liveModeAvailable: false,
};

/** The API for the admin screens: a call no route names answers 404. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  return scriptApi(routes, { fallback: notFound });
}

export { currentLocation, renderRoutes };
