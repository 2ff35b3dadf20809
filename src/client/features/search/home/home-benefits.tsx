import { BadgeDollarSign, Headphones, ReceiptText, RotateCcw, Scale, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { IconTile } from '../../../components/icon-tile';

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Tailwind classes for the icon tile: one hue per promise, on the theme's own colours. */
  tone: string;
}

const BENEFITS: Benefit[] = [
  {
    icon: BadgeDollarSign,
    title: 'Cheapest Flights',
    text: 'We compare fares from 500+ airlines in seconds, with savings of up to 70% on the routes you fly.',
    tone: 'bg-primary/10 text-primary',
  },
  {
    icon: ReceiptText,
    title: 'No Hidden Fees',
    text: 'The price you see is the price you pay: taxes and fees are in every fare we show.',
    tone: 'bg-secondary/10 text-secondary',
  },
  {
    icon: Zap,
    title: 'Instant Booking',
    text: 'Book in a few minutes and get your confirmation and booking reference straight away.',
    tone: 'bg-amber-100 text-amber-700',
  },
  {
    icon: RotateCcw,
    title: 'Free 24-Hour Cancellation',
    text: 'Changed your mind? Cancel free of charge within 24 hours of booking.',
    tone: 'bg-emerald-100 text-emerald-700',
  },
  {
    icon: Scale,
    title: 'Price-Match Promise',
    text: "Found the same flight for less elsewhere? We'll beat that price by $10.",
    tone: 'bg-rose-100 text-rose-700',
  },
  {
    icon: Headphones,
    title: '24/7 Phone Help',
    text: 'Real travel experts answer day and night, whenever your plans change.',
    tone: 'bg-sky-100 text-sky-700',
  },
];

const FIGURES = [
  { value: 'Up to 70%', label: 'savings on flights' },
  { value: '$10', label: 'price-beat promise' },
  { value: '500+', label: 'airlines compared' },
  { value: '24/7', label: 'phone support' },
];

export function HomeBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Why book with us</p>
        <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Better fares, honest prices, real help
        </h2>
      </div>
      <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
        {FIGURES.map((figure) => (
          // The figure reads first on screen; the term comes first in the list, as <dl> requires.
          <div key={figure.value} className="bg-muted/60 flex flex-col-reverse rounded-xl px-4 py-5 text-center">
            <dt className="text-muted-foreground mt-1 text-sm">{figure.label}</dt>
            <dd className="text-primary text-2xl font-extrabold tracking-tight sm:text-3xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon, title, text, tone }) => (
          <li
            key={title}
            className="bg-card flex gap-4 rounded-2xl border p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6"
          >
            <IconTile icon={icon} className={`size-12 shrink-0 rounded-xl ${tone}`} iconClassName="size-6" />
            <div>
              <h3 className="text-lg font-semibold sm:mt-4">{title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
              {title === 'Free 24-Hour Cancellation' && (
                <Link
                  to={ROUTES.cancellationPolicy}
                  className="text-primary mt-2 inline-block text-sm font-medium hover:underline"
                >
                  Conditions in our cancellation policy
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
