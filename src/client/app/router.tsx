import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { NotFoundPage } from '../features/pages/not-found-page';
import { SiteLayout } from './shell/site-layout';

type Page = () => React.JSX.Element;

/** A route whose screen is its own chunk, loaded when the route is first visited. */
const lazyRoute = (path: string, load: () => Promise<Page>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Static pages, contact and admin: each its own chunk. */
const SHELL_ROUTES: RouteObject[] = [
  lazyRoute(ROUTES.privacy, async () => (await import('../features/pages/privacy-page')).PrivacyPage),
  lazyRoute(ROUTES.terms, async () => (await import('../features/pages/terms-page')).TermsPage),
  lazyRoute(ROUTES.cookies, async () => (await import('../features/pages/cookies-page')).CookiesPage),
  lazyRoute(
    ROUTES.cancellationPolicy,
    async () => (await import('../features/pages/cancellation-policy-page')).CancellationPolicyPage,
  ),
  lazyRoute(ROUTES.about, async () => (await import('../features/pages/about-page')).AboutPage),
  lazyRoute(ROUTES.faq, async () => (await import('../features/pages/faq-page')).FaqPage),
  lazyRoute(ROUTES.contact, async () => (await import('../features/contact/contact-page')).ContactPage),
  lazyRoute(
    ROUTES.adminSettings,
    async () => (await import('../features/admin/admin-settings-page')).AdminSettingsPage,
  ),
  lazyRoute(ROUTES.adminBrands, async () => (await import('../features/brands/brand-manager-page')).BrandManagerPage),
  lazyRoute(ROUTES.adminEmails, async () => (await import('../features/admin/admin-emails-page')).AdminEmailsPage),
  lazyRoute(
    ROUTES.adminMessages,
    async () => (await import('../features/admin/admin-messages-page')).AdminMessagesPage,
  ),
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
      ...SHELL_ROUTES,
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
