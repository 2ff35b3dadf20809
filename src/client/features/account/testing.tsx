import { fakeApi as scriptApi, type Answer, type ApiCall, type FakeRoutes } from '../../testing/fake-api';
import { currentLocation, renderRoutes } from '../../testing/render';
import { testUser } from '../../testing/users';

/* Client test helpers for the account screens: a scripted API and a router that shows where it is. */

export const signedOut: Answer = { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } };

export const ADA = testUser();

/** The API for the account screens: a call no route names answers 401, as for a visitor. */
export function fakeApi(routes: FakeRoutes): ApiCall[] {
  return scriptApi(routes, { fallback: signedOut, signedIn: routes['GET /api/auth/user'] !== undefined });
}

export { currentLocation, renderRoutes };
