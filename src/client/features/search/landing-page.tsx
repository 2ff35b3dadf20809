import { Headphones, Phone } from 'lucide-react';
import { useBrandOrDefault } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { HeroArt } from './components/hero-art';
import { PhoneLink, SupportPhone } from '../../components/phone-link';
import { SearchForm } from './components/search-form';
import { LandingAirlines, LandingContact, LandingPromotions, LandingReasons } from './landing/landing-sections';

export const LANDING_META = {
  title: 'Flight booking support',
  description:
    'Talk to a travel expert 24/7 about a new flight booking or a change to your trip, or search flights from 500+ airlines yourself. Current wait time less than 30 seconds.',
};

/**
 * The support landing page (/expedia): for travellers arriving from another travel site. It says
 * plainly that the brand is independent. No ad tag is injected (R15: tags only with a
 * configured id and the visitor's consent).
 */
export function LandingPage() {
  usePageMeta(LANDING_META);
  const brand = useBrandOrDefault();
  return (
    <>
      <section className="from-primary via-primary-dark to-secondary relative isolate overflow-hidden bg-gradient-to-br text-white">
        <HeroArt className="absolute top-1/2 right-[-10rem] -z-10 hidden h-[30rem] -translate-y-1/2 opacity-80 md:block" />
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-28 sm:pt-14 md:pb-32">
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm backdrop-blur"
          >
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-300 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-300" />
            </span>
            <span>
              Current wait time <strong className="font-semibold">less than 30 seconds</strong>
            </span>
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            Flight booking help from a real travel expert
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            New booking, changes, cancellations or seats: call us any time, day or night, or search flights below.
          </p>
          <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center">
            <PhoneLink
              trackingLabel="landing_hero"
              className="text-primary inline-flex items-center justify-center gap-3 rounded-xl bg-white px-6 py-4 text-xl font-bold shadow-lg transition-colors hover:bg-white/90 sm:text-2xl"
            >
              <Phone className="size-6" aria-hidden="true" />
              <SupportPhone />
            </PhoneLink>
            <p className="flex items-center gap-2 text-sm text-white/90">
              <Headphones className="size-5" aria-hidden="true" />
              24/7 support · no automated menus
            </p>
          </div>
        </div>
      </section>
      <section aria-label="Flight search" className="relative z-10 mx-auto -mt-20 max-w-6xl px-4">
        <SearchForm variant="landing" />
      </section>
      <LandingAirlines />
      <LandingReasons />
      <LandingPromotions />
      <LandingContact />
      <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-center text-xs">
        {brand.name} is an independent travel agency. It is not affiliated with, or endorsed by, any other travel
        website or the airlines named on this page.
      </p>
    </>
  );
}
