import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { NotFoundPage } from '../features/pages/not-found-page';
import { PendingScreen } from './pending-screen';
import { SiteLayout } from './shell/site-layout';

/** Screens not built yet, by path, with the title they will carry. */
const PENDING: [string, string][] = [
  [ROUTES.adminSettings, 'Admin settings'],
  [ROUTES.adminBrands, 'Brand manager'],
  [ROUTES.privacy, 'Privacy Policy'],
  [ROUTES.terms, 'Terms of Service'],
  [ROUTES.cookies, 'Cookie Policy'],
  [ROUTES.cancellationPolicy, 'Cancellation Policy'],
  [ROUTES.about, 'About us'],
  [ROUTES.faq, 'Frequently asked questions'],
  [ROUTES.contact, 'Contact us'],
];

/** Accounts: each screen is its own chunk, loaded when its route is first visited. */
const ACCOUNT_ROUTES: RouteObject[] = [
  {
    path: ROUTES.login,
    lazy: async () => ({ Component: (await import('../features/account/login-page')).LoginPage }),
  },
  {
    path: ROUTES.register,
    lazy: async () => ({ Component: (await import('../features/account/register-page')).RegisterPage }),
  },
  {
    path: ROUTES.forgotPassword,
    lazy: async () => ({ Component: (await import('../features/account/forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: ROUTES.resetPassword,
    lazy: async () => ({ Component: (await import('../features/account/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: ROUTES.accountSettings,
    lazy: async () => ({
      Component: (await import('../features/account/account-settings-page')).AccountSettingsPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        path: ROUTES.home,
        lazy: async () => ({ Component: (await import('../features/search/home-page')).HomePage }),
      },
      {
        path: ROUTES.expedia,
        lazy: async () => ({ Component: (await import('../features/search/landing-page')).LandingPage }),
      },
      ...PENDING.map(([path, title]) => ({ path, element: <PendingScreen title={title} /> })),
      ...ACCOUNT_ROUTES,
      {
        path: ROUTES.search,
        lazy: async () => ({ Component: (await import('../features/results/results-page')).ResultsPage }),
      },
      {
        path: ROUTES.booking,
        lazy: async () => ({ Component: (await import('../features/booking/booking-page')).BookingPage }),
      },
      {
        path: ROUTES.myTrips,
        lazy: async () => ({ Component: (await import('../features/trips/my-trips-page')).MyTripsPage }),
      },
      {
        // The id is optional so /flight alone reaches the screen, which sends it to /search.
        path: `${ROUTES.flight}?`,
        lazy: async () => ({ Component: (await import('../features/offer/offer-page')).OfferPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
