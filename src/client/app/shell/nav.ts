/** The header's main links (spec: Flights is active on any path starting with /search). */
export const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/search', label: 'Flights', end: false },
  { to: '/my-trips', label: 'My Trips', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

/** 'tel:' form of a displayed phone number: '+1 (888) 555-0142' -> 'tel:+18885550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
