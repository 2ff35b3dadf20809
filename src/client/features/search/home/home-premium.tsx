import { Armchair, Check, Route, Users } from 'lucide-react';
import { IconTile } from '../../../components/icon-tile';
import { CallButton } from '../../../components/phone-link';

const SERVICES = [
  {
    icon: Armchair,
    title: 'Business & First Class',
    text: 'Premium cabins at fares you will not find on airline sites.',
  },
  { icon: Users, title: 'Group travel', text: 'Families, teams and events: one expert handles every ticket.' },
  {
    icon: Route,
    title: 'Multi-city trips',
    text: 'Complex itineraries planned end to end, at the best combined fare.',
  },
];

const PERKS = ['A dedicated travel expert', 'Unpublished phone-only fares', 'Help with changes and refunds'];

export function HomePremium() {
  return (
    <section aria-labelledby="premium-title" className="bg-foreground text-background relative isolate overflow-hidden">
      <div
        className="from-primary/40 to-secondary/40 absolute inset-0 -z-10 bg-gradient-to-tr via-transparent"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-sky-300 uppercase">Premium services</p>
          <h2 id="premium-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Travel planned by an expert, one call away
          </h2>
          <p className="mt-4 max-w-xl text-white/80">
            For premium cabins, groups and trips with several stops, our travel experts find fares and routes that
            online searches miss.
          </p>
          <ul className="mt-6 grid gap-2">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2 text-white/90">
                <Check className="size-4 text-emerald-300" aria-hidden="true" />
                {perk}
              </li>
            ))}
          </ul>
          <CallButton trackingLabel="home_premium" size="xl" className="mt-8 w-full font-semibold sm:w-auto" />
        </div>
        <ul className="grid gap-4">
          {SERVICES.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-white/15 bg-white/5 p-5 backdrop-blur">
              <IconTile icon={icon} className="size-11 shrink-0 rounded-xl bg-white/10" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-white/75">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
