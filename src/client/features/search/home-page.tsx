import { usePageMeta } from '../../rendering/page-meta';
import { SearchForm } from './components/search-form';
import { HomeBenefits } from './home/home-benefits';
import { HomeClosing } from './home/home-closing';
import { HomeHero } from './home/home-hero';
import { HomePremium } from './home/home-premium';
import { HomeTestimonials } from './home/home-testimonials';

export const HOME_META = {
  description:
    'Search and book cheap flights from 500+ airlines. Save up to 70%, no hidden fees, free 24-hour cancellation, a $10 price-beat promise and 24/7 phone support.',
  keywords:
    'cheap flights, flight booking, airline tickets, flight deals, last minute flights, business class flights, book flights online',
  canonical: '/',
};

/** Home (/): hero, the search form, six benefits, premium services, testimonials, closing call. */
export function HomePage() {
  // The title is the brand's own: '{brand} - Flight Booking' (J1).
  usePageMeta(HOME_META);
  return (
    <>
      <HomeHero />
      <section
        id="search"
        aria-label="Flight search"
        className="relative z-10 mx-auto -mt-20 max-w-6xl scroll-mt-20 px-4 md:-mt-28"
      >
        <SearchForm variant="home" />
      </section>
      <HomeBenefits />
      <HomePremium />
      <HomeTestimonials />
      <HomeClosing />
    </>
  );
}
