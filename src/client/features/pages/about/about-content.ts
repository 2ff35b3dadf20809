import { Compass, Eye, HeartHandshake, Lock, Plane, Star, Headphones, Users, type LucideIcon } from 'lucide-react';

/** The claims of A1, as the about page shows them. */
export const STATS = [
  { value: '100,000+', label: 'travellers helped', icon: Users },
  { value: '500+', label: 'airline partners', icon: Plane },
  { value: '4.9/5', label: 'average customer rating', icon: Star },
  { value: '24/7', label: 'phone and e-mail support', icon: Headphones },
] as const;

export const MILESTONES = [
  {
    year: '2020',
    title: 'Founded',
    text: 'We started with a phone line, a fare-search engine and a simple idea: a travel agent should make flying cheaper and less stressful, not more confusing.',
  },
  {
    year: '2022',
    title: 'IATA accreditation',
    text: 'We became an IATA-accredited agent, meeting the airline industry’s standards for financial security and ticketing.',
  },
  {
    year: 'Today',
    title: '100,000+ travellers',
    text: 'More than 100,000 people have flown with tickets we issued, on over 500 airlines, and rate us 4.9 out of 5.',
  },
] as const;

export interface Value {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const VALUES: Value[] = [
  {
    icon: Eye,
    title: 'Honest prices',
    text: 'The price you see includes every tax and fee we know of. If a fare changes before you pay, we tell you before you pay.',
  },
  {
    icon: HeartHandshake,
    title: 'Real people',
    text: 'Every call is answered by a trained travel expert, not an automated menu, at any hour of the day or night.',
  },
  {
    icon: Lock,
    title: 'Security first',
    text: 'Payments run over encrypted connections through a certified card processor. We never store your full card number.',
  },
  {
    icon: Compass,
    title: 'Flexibility',
    text: 'Plans change. Free cancellation within 24 hours of booking, and clear rules for changes and refunds after that.',
  },
];

export const HOW_WE_WORK = [
  {
    title: 'We search widely',
    text: 'Our fare engine compares hundreds of airlines and fare types at once, including combinations a single airline site will not show you.',
  },
  {
    title: 'We book carefully',
    text: 'Before you pay we check the fare is still available, so there are no surprises after checkout. Your ticket is issued the moment payment clears.',
  },
  {
    title: 'We stay with you',
    text: 'Schedule changes, cancellations, name corrections or a missed connection: one call reaches an agent who can see your booking and act on it.',
  },
] as const;
