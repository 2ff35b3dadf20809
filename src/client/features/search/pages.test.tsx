import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from './home-page';
import { LandingPage } from './landing-page';
import { onAnalyticsEvent, type AnalyticsEvent } from '../../lib/analytics';
import './testing';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

const TEL = 'tel:+18885550142';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('home page', () => {
  it('has the hero, the form, six benefits, premium services, three testimonials and a closing call', () => {
    renderAt(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cheap flights to anywhere');
    expect(screen.getByRole('button', { name: 'Find Deals Now - Free' })).toBeInTheDocument();
    const benefits = screen.getByRole('heading', { name: 'Better fares, honest prices, real help' }).closest('section');
    const titles = within(benefits as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Cheapest Flights',
      'No Hidden Fees',
      'Instant Booking',
      'Free 24-Hour Cancellation',
      'Price-Match Promise',
      '24/7 Phone Help',
    ]);
    for (const figure of ['Up to 70%', '$10', '500+', '24/7']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Travel planned by an expert, one call away' })).toBeInTheDocument();
    const testimonials = screen.getByRole('heading', { name: 'Travellers who paid less' }).closest('section');
    expect(within(testimonials as HTMLElement).getAllByText(/^Saved \$/)).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Your next trip costs less than you think' })).toBeInTheDocument();
  });

  it("titles itself '{brand} - Flight Booking' with description, keywords and canonical", () => {
    renderAt(<HomePage />);
    expect(document.title).toBe('SkyBound Travel - Flight Booking');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      expect.stringContaining('cheap flights'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`);
  });

  it('calls the brand phone from the hero, premium services and the closing call, reporting each click', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    renderAt(<HomePage />);
    const calls = screen.getAllByRole('link', { name: 'Call +1 (888) 555-0142' });
    expect(calls).toHaveLength(3);
    for (const link of calls) expect(link).toHaveAttribute('href', TEL);
    // jsdom cannot follow tel: links; the click itself is what is reported.
    calls[0]?.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(calls[0] as HTMLElement);
    expect(events).toEqual([{ name: 'phone_call', category: 'engagement', label: 'home_hero' }]);
    stop();
  });
});

describe('support landing page', () => {
  it('shows the phone, the wait time, the landing form, six airlines, six reasons, three deals and the contact', () => {
    renderAt(<LandingPage />);
    expect(document.title).toBe('Flight booking support | SkyBound Travel - Flight Booking');
    expect(screen.getByRole('status')).toHaveTextContent('Current wait time less than 30 seconds');
    expect(screen.getByRole('button', { name: 'Search Flights' })).toBeInTheDocument();
    const airlines = screen.getByRole('heading', { name: 'Book the airlines you already trust' }).closest('section');
    expect(
      within(airlines as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DLDelta', 'UAUnited', 'AAAmerican', 'WNSouthwest', 'ACAir Canada', 'B6JetBlue']);
    const reasons = screen.getByRole('heading', { name: 'Why fly with us' }).closest('section');
    expect(within(reasons as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    const deals = screen.getByRole('heading', { name: 'Featured deals' }).closest('section');
    expect(within(deals as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'support@skybound.travel' })).toHaveAttribute(
      'href',
      'mailto:support@skybound.travel',
    );
    expect(screen.getByText('100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /555-0142/ })) expect(link).toHaveAttribute('href', TEL);
  });

  it('injects no ad or analytics tag (R15)', () => {
    renderAt(<LandingPage />);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
