import { ArrowRight, CheckCircle2, MessageCircle, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeatureCards } from '../../components/icon-tile';
import { useBrand } from '../../lib/brand';
import { usePageMeta } from '../../rendering/page-meta';
import { HOW_WE_WORK, MILESTONES, STATS, VALUES } from './about/about-content';
import { LinkButton } from '../../components/ui/link-button';

/** A section's title; the section names itself by its id (aria-labelledby). */
function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight">
      {children}
    </h2>
  );
}

/** /about (A1 and A2): who we are, with the spec's claims. */
export function AboutPage() {
  const { brand } = useBrand();
  usePageMeta({
    title: 'About Us',
    description: `${brand.name} is an IATA-accredited travel agency founded in 2020: over 100,000 travellers, 500+ airline partners, a 4.9/5 rating and support 24/7.`,
    canonical: '/about',
  });

  return (
    <>
      <section className="from-primary via-primary-dark to-secondary bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">About {brand.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Cheaper flights, booked by people who care where you land
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90">
            Since 2020 we have helped travellers find fair fares and fly with confidence: honest prices, secure payment
            and an expert on the phone whenever you need one.
          </p>
        </div>
      </section>

      <section aria-label="In numbers" className="mx-auto -mt-10 max-w-6xl px-4">
        <ul className="bg-card grid grid-cols-2 gap-px overflow-hidden rounded-2xl border shadow-lg md:grid-cols-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label} className="bg-card flex flex-col items-center gap-1 px-4 py-6 text-center">
              <Icon className="text-primary size-5" aria-hidden="true" />
              <span className="text-2xl font-extrabold tracking-tight sm:text-3xl">{value}</span>
              <span className="text-muted-foreground text-sm">{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <SectionTitle id="story">Our story</SectionTitle>
          <div className="text-muted-foreground mt-4 grid gap-4 leading-relaxed">
            <p>
              {brand.name} began in 2020, when most of the travel industry was standing still. We used that time to
              build what we had always wanted as travellers ourselves: a fare search that shows the real price up front,
              and a team of agents who pick up the phone at 3 a.m. when a flight is cancelled.
            </p>
            <p>
              In 2022 we earned our IATA accreditation, the airline industry’s mark for agents that meet its standards
              for financial security and ticketing. Today we work with more than 500 airlines, have helped over 100,000
              travellers, and hold an average rating of 4.9 out of 5.
            </p>
          </div>
        </div>
        <ol className="grid gap-5 border-l-2 pl-6" aria-label="Milestones">
          {MILESTONES.map((m) => (
            <li key={m.year} className="relative">
              <span className="bg-primary ring-background absolute top-1.5 -left-[31px] size-3 rounded-full ring-4" />
              <p className="text-primary text-sm font-bold">{m.year}</p>
              <h3 className="font-semibold">{m.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="mission" className="bg-muted/60">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <SectionTitle id="mission">Our mission</SectionTitle>
          <p className="mt-5 text-xl leading-relaxed text-balance">
            To make flying affordable and simple for everyone, by pairing the widest choice of fares with honest pricing
            and human help at every step of the trip.
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className="mx-auto max-w-6xl px-4 py-16">
        <SectionTitle id="values">What we stand for</SectionTitle>
        <FeatureCards items={VALUES} look="values" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </section>

      <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionTitle id="how">Our team and how we work</SectionTitle>
        <p className="text-muted-foreground mt-3 max-w-3xl">
          Behind the website is a team of travel experts, fare specialists and customer-care agents working in shifts
          around the clock, so there is always someone who knows your booking.
        </p>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {HOW_WE_WORK.map((step, index) => (
            <li key={step.title} className="rounded-xl border p-6">
              <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full text-sm font-bold">
                {index + 1}
              </span>
              <h3 className="mt-4 flex items-center gap-2 font-semibold">
                {step.title}
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
              </h3>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="cta" className="mx-auto max-w-6xl px-4 pb-20">
        <div className="from-primary to-secondary flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-r p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Ready for your next trip?
            </h2>
            <p className="mt-2 text-white/90">Search fares on 500+ airlines, or talk to one of our experts.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <LinkButton
              to="/"
              icon={Search}
              size="lg"
              className="text-primary bg-white font-semibold hover:bg-white/90"
            >
              Search flights
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            <LinkButton
              to="/contact"
              icon={MessageCircle}
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10"
            >
              Contact us
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
