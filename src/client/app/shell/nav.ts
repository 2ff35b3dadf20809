/** The header's main links (spec: Flights is active on any path starting with /search). */
export const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/search', label: 'Flights', end: false },
  { to: '/my-trips', label: 'My Trips', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;
