import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { NotFoundPage } from '../features/pages/not-found-page';
import { PendingScreen } from './pending-screen';
import { SiteLayout } from './shell/site-layout';

/** Screens not built yet, by path, with the title they will carry. */
const PENDING: [string, string][] = [
  [ROUTES.search, 'Flight search results'],
  [ROUTES.flight, 'Flight details'],
  [ROUTES.booking, 'Booking'],
  [ROUTES.myTrips, 'My Trips'],
  [ROUTES.login, 'Sign in'],
  [ROUTES.register, 'Create account'],
  [ROUTES.forgotPassword, 'Forgot password'],
  [ROUTES.resetPassword, 'Reset password'],
  [ROUTES.accountSettings, 'Account settings'],
  [ROUTES.adminSettings, 'Admin settings'],
  [ROUTES.adminBrands, 'Brand manager'],
  [ROUTES.privacy, 'Privacy Policy'],
  [ROUTES.terms, 'Terms of Service'],
  [ROUTES.cookies, 'Cookie Policy'],
  [ROUTES.cancellationPolicy, 'Cancellation Policy'],
  [ROUTES.about, 'About us'],
  [ROUTES.expedia, 'Flight support'],
  [ROUTES.faq, 'Frequently asked questions'],
  [ROUTES.contact, 'Contact us'],
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: ROUTES.home, element: <PendingScreen title="Find cheap flights" /> },
      ...PENDING.map(([path, title]) => ({ path, element: <PendingScreen title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
