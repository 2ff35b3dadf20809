import { Quote, Star } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote:
      'We flew the whole family to Orlando for less than the airline wanted for three of us. Booking took five minutes.',
    name: 'Maria G.',
    place: 'Toronto',
    saved: '$412',
  },
  {
    quote:
      'Business class to London for about what I paid for economy last year. The agent even found me a better connection.',
    name: 'James P.',
    place: 'Chicago',
    saved: '$1,180',
  },
  {
    quote: 'My flight was cancelled at midnight. I called, a real person answered, and I was rebooked in ten minutes.',
    name: 'Aisha K.',
    place: 'Vancouver',
    saved: '$265',
  },
];

export function HomeTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">Real savings</p>
          <h2 id="testimonials-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Travellers who paid less
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className="bg-card flex flex-col rounded-2xl border p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </span>
                <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
                  Saved {item.saved}
                </span>
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed">
                <Quote className="text-primary/30 mb-2 size-6" aria-hidden="true" />
                <p>{item.quote}</p>
              </blockquote>
              <p className="mt-5 text-sm font-semibold">
                {item.name} <span className="text-muted-foreground font-normal">· {item.place}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
