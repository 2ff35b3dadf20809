import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../features/account/testing';
import { onAnalyticsEvent, type AnalyticsEvent } from '../../lib/analytics';
import { BrandProvider, DEFAULT_PUBLIC_BRAND } from '../../lib/brand';
import { SiteLayout } from './site-layout';

const shell = (
  <BrandProvider>
    <SiteLayout />
  </BrandProvider>
);
const renderAt = (path: string, pattern = path) => renderRoutes(path, [{ path: pattern, element: shell }]);
const header = () => screen.getByRole('banner');
// The footer is its own chunk (deferred-footer.tsx): wait for it once per test.
const footer = () => screen.getByRole('contentinfo');
const footerLoaded = () => screen.findByRole('contentinfo', {}, { timeout: 5000 });

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

// jsdom cannot follow tel: links; the test only cares about the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  fakeApi({});
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  scrollTo(0);
  document.removeEventListener('click', stopNavigation);
  document.getElementById('brand-data')?.remove();
  vi.unstubAllGlobals();
});

describe('the header', () => {
  it('is transparent at the top and turns white, blurred and shadowed after more than 10 px of scroll', () => {
    renderAt('/');
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    expect(header()).toHaveClass('bg-transparent', 'fixed');
    scrollTo(10);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    expect(header()).toHaveClass('bg-white/90', 'backdrop-blur-md', 'shadow-md');
    scrollTo(0);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('links Home, Flights, My Trips and Contact, and marks Home active only on /', () => {
    renderAt('/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Flights', '/search'],
      ['My Trips', '/my-trips'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Flights' })).not.toHaveAttribute('aria-current');
  });

  it('marks Flights active on any path starting with /search, and Home not', () => {
    renderAt('/search/anything', '/search/*');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the phone as a tel: link that sends phone_call labelled header_phone', () => {
    const events: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    renderAt('/');
    const phone = within(header()).getByRole('link', { name: '+1 (888) 555-0142' });
    expect(phone).toHaveAttribute('href', 'tel:+18885550142');
    fireEvent.click(phone);
    stop();
    expect(events).toEqual([{ name: 'phone_call', category: 'engagement', label: 'header_phone' }]);
  });

  it("wears the page's brand: name, phone and logo", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'brand-data';
    script.textContent = JSON.stringify({
      ...DEFAULT_PUBLIC_BRAND,
      id: 'acme',
      name: 'Acme Air',
      logo: 'https://cdn.acme.travel/logo.png',
      contact: { ...DEFAULT_PUBLIC_BRAND.contact, phone: '+44 20 7946 0000' },
      company: { ...DEFAULT_PUBLIC_BRAND.company, legalName: 'Acme Holdings Ltd' },
    });
    document.body.append(script);
    renderAt('/');
    await footerLoaded();
    const logo = within(header()).getByRole('img', { name: 'Acme Air' });
    expect(logo).toHaveAttribute('src', 'https://cdn.acme.travel/logo.png');
    expect(logo).toHaveClass('max-h-10');
    expect(within(header()).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(within(footer()).getByText(/^© 2025 Acme Air\./)).toHaveTextContent('Operated by Acme Holdings Ltd');
  });
});

describe('the footer', () => {
  const listed = (name: string) =>
    within(within(footer()).getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);

  it('has the quick links, the legal links and the bottom links of the spec', async () => {
    renderAt('/');
    await footerLoaded();
    expect(listed('Quick Links')).toEqual([
      ['My Bookings', '/my-trips'],
      ['Customer Support', '/contact'],
      ['About Us', '/about'],
      ['Search Flights', '/'],
    ]);
    expect(listed('Legal & Policies')).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Cancellation Policy', '/cancellation-policy'],
      ['Cookie Policy', '/cookies'],
    ]);
    expect(listed('Legal')).toEqual([
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookies', '/cookies'],
    ]);
  });

  it('shows the brand, the three badges, the contact block, the accreditation mark and the copyright line', async () => {
    renderAt('/');
    await footerLoaded();
    const f = within(footer());
    expect(f.getByText(/SkyBound Travel is a travel agency/)).toBeInTheDocument();
    for (const badge of ['SSL Secured', 'IATA Certified', '24/7 Support'])
      expect(f.getByText(badge)).toBeInTheDocument();
    expect(f.getByRole('link', { name: 'support@skybound.travel' })).toHaveAttribute(
      'href',
      'mailto:support@skybound.travel',
    );
    expect(f.getByText('24/7 Service')).toBeInTheDocument();
    expect(f.getByText(DEFAULT_PUBLIC_BRAND.company.registeredOffice)).toBeInTheDocument();
    expect(f.getByText(/Corporation No\. 1204587-3/)).toBeInTheDocument();
    expect(f.getByRole('img', { name: 'IATA accredited travel agent since 2022' })).toBeInTheDocument();
    expect(f.getByText(/^© 2025/)).toHaveTextContent(
      '© 2025 SkyBound Travel. All rights reserved. Operated by SkyBound Travel Inc.',
    );
  });

  it('names its social links for screen readers', async () => {
    renderAt('/');
    await footerLoaded();
    expect(within(footer()).getByRole('link', { name: 'SkyBound Travel on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/skyboundtravel',
    );
    expect(within(footer()).getByRole('link', { name: 'SkyBound Travel on Instagram' })).toBeInTheDocument();
  });

  it('sends phone_call labelled footer_phone from its 24/7 phone', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    renderAt('/');
    await footerLoaded();
    fireEvent.click(within(footer()).getByRole('link', { name: '+1 (888) 555-0142' }));
    stop();
    expect(events).toEqual([{ name: 'phone_call', category: 'engagement', label: 'footer_phone' }]);
  });
});
