import { ROUTES } from '../../../shared/routes';

/** The footer's link lists (A2), in the spec's order. */
export const QUICK_LINKS = [
  { to: ROUTES.myTrips, label: 'My Bookings' },
  { to: ROUTES.contact, label: 'Customer Support' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.home, label: 'Search Flights' },
] as const;

export const LEGAL_LINKS = [
  { to: ROUTES.terms, label: 'Terms of Service' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
  { to: ROUTES.cancellationPolicy, label: 'Cancellation Policy' },
  { to: ROUTES.cookies, label: 'Cookie Policy' },
] as const;

export const BOTTOM_LINKS = [
  { to: ROUTES.privacy, label: 'Privacy' },
  { to: ROUTES.terms, label: 'Terms' },
  { to: ROUTES.cookies, label: 'Cookies' },
] as const;

/** The copyright year is fixed by the spec (A9), not the clock. */
export const COPYRIGHT_YEAR = 2025;
