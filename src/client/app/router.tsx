import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { NotFoundPage } from '../features/pages/not-found-page';
import { startOfferEarly } from '../features/offer/early-offer';
import { startSearchEarly } from '../features/results/api/early-search';
import { SiteLayout } from './shell/site-layout';

/**
 * A screen in its own chunk, fetched when its route is first rendered. Navigations are
 * transitions (BrowserRouter), so the page on screen stays until the next one's code is here;
 * a first visit waits in the layout's Suspense boundary, and hydration keeps the server's HTML.
 */
function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return { path, element: <Screen /> };
}

/**
 * An admin screen, behind R48's gate: an administrator without two-factor sign-in is shown its
 * set-up first. The gate comes in the screen's chunk, so no traveller's page loads it.
 */
function adminRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return lazyRoute(path, async () => {
    const [Screen, { AdminTwoFactorGate }] = await Promise.all([
      load(),
      import('../features/account/two-factor/admin-two-factor-gate'),
    ]);
    return function GatedAdminScreen() {
      return (
        <AdminTwoFactorGate>
          <Screen />
        </AdminTwoFactorGate>
      );
    };
  });
}

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
  adminRoute(
    ROUTES.adminSettings,
    async () => (await import('../features/admin/admin-settings-page')).AdminSettingsPage,
  ),
  adminRoute(ROUTES.adminBrands, async () => (await import('../features/brands/brand-manager-page')).BrandManagerPage),
  adminRoute(ROUTES.adminEmails, async () => (await import('../features/admin/admin-emails-page')).AdminEmailsPage),
  adminRoute(
    ROUTES.adminMessages,
    async () => (await import('../features/admin/admin-messages-page')).AdminMessagesPage,
  ),
];

/** Accounts: each screen is its own chunk. */
const ACCOUNT_ROUTES: RouteObject[] = [
  lazyRoute(ROUTES.accountAlerts, async () => (await import('../features/alerts/alerts-page')).AlertsPage),
  lazyRoute(ROUTES.adminJobs, async () => (await import('../features/admin/admin-jobs-page')).AdminJobsPage),
  lazyRoute(ROUTES.login, async () => (await import('../features/account/login-page')).LoginPage),
  lazyRoute(ROUTES.register, async () => (await import('../features/account/register-page')).RegisterPage),
  lazyRoute(
    ROUTES.forgotPassword,
    async () => (await import('../features/account/forgot-password-page')).ForgotPasswordPage,
  ),
  lazyRoute(
    ROUTES.resetPassword,
    async () => (await import('../features/account/reset-password-page')).ResetPasswordPage,
  ),
  lazyRoute(ROUTES.verifyEmail, async () => (await import('../features/account/verify-email-page')).VerifyEmailPage),
  lazyRoute(
    ROUTES.accountSettings,
    async () => (await import('../features/account/account-settings-page')).AccountSettingsPage,
  ),
  lazyRoute(ROUTES.accountTravellers, async () => (await import('../features/account/travellers-page')).TravellersPage),
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      lazyRoute(ROUTES.home, async () => (await import('../features/search/home-page')).HomePage),
      lazyRoute(ROUTES.expedia, async () => (await import('../features/search/landing-page')).LandingPage),
      ...SHELL_ROUTES,
      ...ACCOUNT_ROUTES,
      lazyRoute(ROUTES.search, async () => {
        // The first visit's search travels with the screen's code, not after it.
        if (typeof window !== 'undefined') startSearchEarly(window.location.search);
        return (await import('../features/results/results-page')).ResultsPage;
      }),
      lazyRoute(ROUTES.booking, async () => (await import('../features/booking/booking-page')).BookingPage),
      lazyRoute(ROUTES.myTrips, async () => (await import('../features/trips/my-trips-page')).MyTripsPage),
      lazyRoute(ROUTES.tripItinerary, async () => (await import('../features/trips/itinerary-page')).ItineraryPage),
      lazyRoute(ROUTES.payHold, async () => (await import('../features/booking/hold-payment-page')).HoldPaymentPage),
      // The id is optional so /flight alone reaches the screen, which sends it to /search.
      lazyRoute(`${ROUTES.flight}?`, async () => {
        // The first visit's offer travels with the screen's code, not after it.
        if (typeof window !== 'undefined') startOfferEarly(window.location.pathname);
        return (await import('../features/offer/offer-page')).OfferPage;
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The site's screens for the current location: inside BrowserRouter in the browser
 * (main.tsx) and StaticRouter on the server (prerender.tsx). The declarative router, not the
 * data router: no screen loads data through the router, and it is ~17 KB gzip lighter.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
