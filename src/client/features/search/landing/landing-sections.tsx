import {
  BadgeCheck,
  Clock3,
  CreditCard,
  Globe2,
  Headphones,
  Mail,
  MapPin,
  Phone,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useBrandOrDefault } from '../../../lib/brand';
import { CallButton, PhoneLink } from '../../../components/phone-link';
import { FeatureCards, type Feature } from '../../../components/icon-tile';

/**
 * A block of the landing page under its centred heading, which names the section for screen readers.
 * A muted band spans the page's width; its content keeps the page's measure.
 */
function LandingSection(props: { id: string; title: string; muted?: boolean; children: ReactNode }) {
  const titleId = `${props.id}-title`;
  const content = (
    <>
      <h2 id={titleId} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {props.title}
      </h2>
      {props.children}
    </>
  );
  return props.muted ? (
    <section aria-labelledby={titleId} className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-14">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-14">
      {content}
    </section>
  );
}

/** Wordmarks drawn in type, not the airlines' logos: names and codes are facts, artwork is theirs. */
const AIRLINES = [
  { name: 'Delta', code: 'DL', tone: 'bg-[#003366]' },
  { name: 'United', code: 'UA', tone: 'bg-[#005daa]' },
  { name: 'American', code: 'AA', tone: 'bg-[#b61f23]' },
  { name: 'Southwest', code: 'WN', tone: 'bg-[#304cb2]' },
  { name: 'Air Canada', code: 'AC', tone: 'bg-[#d22630]' },
  { name: 'JetBlue', code: 'B6', tone: 'bg-[#0033a0]' },
];

export function LandingAirlines() {
  return (
    <LandingSection id="airlines" title="Book the airlines you already trust">
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {AIRLINES.map((airline) => (
          <li key={airline.code} className="bg-card flex items-center gap-3 rounded-xl border px-4 py-4 shadow-sm">
            <span
              className={`grid size-10 shrink-0 place-items-center rounded-lg font-mono text-sm font-bold text-white ${airline.tone}`}
              aria-hidden="true"
            >
              {airline.code}
            </span>
            <span className="font-semibold">{airline.name}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

const REASONS: Feature[] = [
  {
    icon: BadgeCheck,
    title: 'Best price guarantee',
    text: "Find it cheaper elsewhere and we'll beat the price by $10.",
  },
  { icon: Headphones, title: '24/7 expert support', text: 'Real travel experts answer any time of day or night.' },
  {
    icon: ShieldCheck,
    title: 'Secure booking',
    text: 'Your payment is protected by SSL encryption from start to finish.',
  },
  {
    icon: RefreshCw,
    title: 'Flexible changes',
    text: 'We help you change or cancel, and free cancellation within 24 hours.',
  },
  { icon: CreditCard, title: 'No hidden fees', text: 'Taxes and fees are included in every price you see.' },
  { icon: Globe2, title: '500+ airlines', text: 'Flights to every continent from the airlines you know.' },
];

export function LandingReasons() {
  return (
    <LandingSection id="reasons" title="Why fly with us" muted>
      <FeatureCards items={REASONS} look="reasons" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
    </LandingSection>
  );
}

const PROMOTIONS = [
  {
    tag: 'Last minute',
    title: 'Leaving this week?',
    text: 'Unsold seats on flights departing in the next 7 days, at fares airlines only release by phone.',
    tone: 'from-sky-600 to-blue-800',
  },
  {
    tag: 'Premium cabins',
    title: 'Business class for less',
    text: 'Lie-flat seats on long-haul routes for a fraction of the published fare.',
    tone: 'from-indigo-600 to-violet-800',
  },
  {
    tag: 'Families',
    title: 'Family holidays',
    text: 'Seats together, children and infant fares, and one expert for the whole trip.',
    tone: 'from-emerald-600 to-teal-800',
  },
];

export function LandingPromotions() {
  return (
    <LandingSection id="promotions" title="Featured deals">
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {PROMOTIONS.map((promo) => (
          <li
            key={promo.title}
            className={`flex flex-col rounded-2xl bg-gradient-to-br p-6 text-white shadow-lg ${promo.tone}`}
          >
            <span className="self-start rounded-full bg-white/20 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
              {promo.tag}
            </span>
            <h3 className="mt-4 text-xl font-bold">{promo.title}</h3>
            <p className="mt-2 flex-1 text-sm text-white/90">{promo.text}</p>
            <PhoneLink
              trackingLabel="landing_promotion"
              className="mt-5 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              Call for today&apos;s fare
            </PhoneLink>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function LandingContact() {
  const { email, address } = useBrandOrDefault().contact;
  const rows = [
    {
      icon: Phone,
      label: 'Phone, 24/7',
      value: <PhoneLink trackingLabel="landing_contact" className="hover:underline" />,
    },
    {
      icon: Mail,
      label: 'E-mail',
      value: (
        <a href={`mailto:${email}`} className="hover:underline">
          {email}
        </a>
      ),
    },
    { icon: MapPin, label: 'Address', value: <address className="not-italic">{address}</address> },
    { icon: Clock3, label: 'Hours', value: 'Open 24 hours a day, 7 days a week' },
  ];
  return (
    <section aria-labelledby="contact-title" className="bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Contact our travel experts
          </h2>
          <p className="text-muted-foreground mt-3 max-w-lg">
            New booking, a change to your trip or a question about a fare: call, write or visit us.
          </p>
          <CallButton trackingLabel="landing_contact_button" size="xl" className="mt-6 font-semibold" />
        </div>
        <ul className="bg-card grid gap-5 rounded-2xl border p-6 shadow-sm">
          {rows.map(({ icon: Icon, label, value }) => (
            <li key={label} className="flex gap-4">
              <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="text-muted-foreground text-sm">{label}</p>
                <div className="font-medium">{value}</div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
