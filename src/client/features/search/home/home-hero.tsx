import { ArrowDown, Clock3, Plane, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { HeroArt } from '../components/hero-art';
import { CallButton } from '../../../components/phone-link';

/** Brings the search form into view and puts the cursor in its first field. */
export function scrollToSearch() {
  const form = document.getElementById('search');
  if (!form) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  form.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus({ preventScroll: true });
}

const TRUST = [
  { icon: Plane, text: '500+ airlines' },
  { icon: ShieldCheck, text: 'No hidden fees' },
  { icon: Clock3, text: '24/7 phone support' },
];

export function HomeHero() {
  return (
    <section className="from-primary via-primary-dark to-secondary relative isolate overflow-hidden bg-gradient-to-br text-white">
      <HeroArt className="absolute top-1/2 right-[-12rem] -z-10 hidden h-[34rem] -translate-y-1/2 opacity-90 md:block lg:right-[-4rem]" />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 sm:pt-16 md:pb-40 lg:pt-20">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium backdrop-blur">
            <span className="size-2 rounded-full bg-emerald-300" aria-hidden="true" />
            Save up to 70% on flights worldwide
          </p>
          <h1 className="mt-4 text-[2.125rem] leading-[1.1] font-extrabold tracking-tight text-balance sm:mt-5 sm:text-5xl lg:text-6xl">
            Cheap flights to anywhere, booked in minutes
          </h1>
          <p className="mt-4 max-w-xl text-base text-white/90 sm:mt-5 sm:text-lg">
            Compare fares from 500+ airlines and book with no hidden fees, free 24-hour cancellation and real travel
            experts on the phone day and night.
          </p>
          <div className="mt-6 grid gap-3 sm:mt-8 sm:flex">
            <Button
              size="xl"
              onClick={scrollToSearch}
              className="text-primary bg-white font-semibold shadow-lg hover:bg-white/90"
            >
              <ArrowDown aria-hidden="true" />
              Search Flights
            </Button>
            <CallButton trackingLabel="home_hero" size="xl" variant="glass" className="font-semibold" />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-white/90 sm:mt-8">
            {TRUST.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
