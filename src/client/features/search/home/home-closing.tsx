import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CallButton } from '../../../components/phone-link';
import { scrollToSearch } from './home-hero';

export function HomeClosing() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <div className="from-primary to-secondary rounded-3xl bg-gradient-to-r px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Your next trip costs less than you think
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/90">
          Search hundreds of airlines in seconds, or call and let an expert find the fare for you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="xl" onClick={scrollToSearch} className="text-primary bg-white font-semibold hover:bg-white/90">
            <Search aria-hidden="true" />
            Search Flights
          </Button>
          <CallButton trackingLabel="home_closing" size="xl" variant="glass" className="font-semibold" />
        </div>
      </div>
    </section>
  );
}
