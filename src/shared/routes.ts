/**
 * The client's route table (A2). The server uses it to
 * answer unknown pages with a 404 status while still serving the app, which shows the
 * not-found page; the client router is built from the same paths.
 */
export const ROUTES = {
  home: '/',
  search: '/search',
  flight: '/flight/:id',
  booking: '/booking',
  myTrips: '/my-trips',
  /** R47: a booking's printable itinerary and receipt. */
  tripItinerary: '/my-trips/:id/itinerary',
  /** R55: pay a held trip (the payment step again). */
  payHold: '/my-trips/:id/pay',
  login: '/login',
  register: '/register',
  accountSettings: '/account-settings',
  /** R49: the account's saved travellers. */
  accountTravellers: '/account/travellers',
  /** R51: the signed-in traveller's price alerts. */
  accountAlerts: '/account/alerts',
  adminSettings: '/admin-settings',
  adminBrands: '/admin/brands',
  adminEmails: '/admin/emails',
  adminMessages: '/admin/messages',
  /** R51: the job queue's dead letters. */
  adminJobs: '/admin/jobs',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  cancellationPolicy: '/cancellation-policy',
  about: '/about',
  expedia: '/expedia',
  faq: '/faq',
  contact: '/contact',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

export const payHoldHref = (bookingId: string) => `/my-trips/${encodeURIComponent(bookingId)}/pay`;
export const tripItineraryHref = (bookingId: string) => `/my-trips/${encodeURIComponent(bookingId)}/itinerary`;

const patterns = Object.values(ROUTES).map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** True when the path (without query) is one of the client's screens. */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
