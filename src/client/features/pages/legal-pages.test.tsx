import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { onConsentEvent } from '../../lib/consent';
import { CancellationPolicyPage } from './cancellation-policy-page';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { renderPage, resetPage } from './testing';

afterEach(resetPage);

const PAGES: { path: string; element: ReactNode; title: string }[] = [
  { path: '/privacy', element: <PrivacyPage />, title: 'Privacy Policy' },
  { path: '/terms', element: <TermsPage />, title: 'Terms of Service' },
  { path: '/cookies', element: <CookiesPage />, title: 'Cookie Policy' },
  { path: '/cancellation-policy', element: <CancellationPolicyPage />, title: 'Cancellation & Refund Policy' },
];

const text = () => document.body.textContent ?? '';
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe.each(PAGES)('$path', ({ path, element, title }) => {
  it('sets its title with the brand, a description and its canonical address', () => {
    renderPage(element, path);
    expect(document.title).toBe(`${title} | Acme Air Travel - Flight Booking`);
    expect(description()).toMatch(/Acme Air Travel/);
    expect(canonical()).toBe(`${window.location.origin}${path}`);
  });

  it("names the brand's operating company, its registered office and company number", () => {
    renderPage(element, path);
    expect(text()).toContain('Acme Holidays Ltd');
    expect(text()).toContain('1 Acme Way, London EC1A 1AA');
    if (path !== '/cancellation-policy') expect(text()).toContain('09876543');
  });

  it('has one h1, the date it was last updated, and a table of contents that matches its numbered sections', () => {
    renderPage(element, path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(text()).toContain('Last updated: 9 June 2025');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const heading = document.getElementById(`${id}-title`);
      expect(heading?.tagName).toBe('H2');
      expect(heading).toHaveTextContent(`${index + 1}.${link.textContent}`);
    });
  });
});

describe('legal facts', () => {
  it('terms: agency fees, refund timing, 30 days notice and the law of England and Wales', () => {
    renderPage(<TermsPage />, '/terms');
    for (const fact of [
      '£15-45 per passenger',
      '£25-75 per passenger',
      '£35-85 per passenger',
      '£50-150',
      'within 7-21 business days',
      'further 3-10 days',
      '30 days’ notice',
      'governed by the law of England and Wales',
    ])
      expect(text()).toContain(fact);
    expect(screen.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
  });

  it('privacy: requests answered within 30 days, through the brand e-mail', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(text()).toContain('We answer every privacy request within 30 days');
    expect(screen.getAllByRole('link', { name: 'help@acme.travel' })[0]).toHaveAttribute(
      'href',
      'mailto:help@acme.travel',
    );
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it('cookies: every lifetime, our real cookies and storage keys, consent-only analytics, 48-hour answers', () => {
    renderPage(<CookiesPage />, '/cookies');
    const lifetimes = screen.getByRole('table', { name: 'Longest lifetime of each kind of cookie' });
    for (const [kind, life] of [
      ['Authentication', '30 days'],
      ['Security tokens', '24 hours'],
      ['Booking session', '4 hours'],
      ['Preferences', '90 days'],
    ] as const)
      expect(within(lifetimes).getByRole('row', { name: new RegExp(`^${kind}.*${life}$`) })).toBeInTheDocument();
    for (const name of [
      'sid',
      'signed_in',
      'vid',
      'did',
      'brand',
      'lastTripType',
      'lastSearchParams',
      'previousResults',
      'recentSearches',
      'cookie_consent',
    ])
      expect(screen.getByText(name, { selector: 'code' })).toBeInTheDocument();
    expect(text()).toContain('Your cookie choice');
    expect(text()).toContain('Nothing is loaded until you choose "Accept all"');
    expect(text()).toContain('we will reply within 48 hours');
    expect(screen.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
  });
});

describe('cookies page consent', () => {
  it('reopens the consent banner from "Change cookie settings"', async () => {
    const events: string[] = [];
    const stop = onConsentEvent((event) => events.push(event.type));
    renderPage(<CookiesPage />, '/cookies');
    await userEvent.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    stop();
    expect(events).toEqual(['open']);
  });
});

describe('cancellation policy', () => {
  it('has a quick reference with the cancellation, change and same-day change fees', () => {
    renderPage(<CancellationPolicyPage />, '/cancellation-policy');
    const reference = screen.getByRole('heading', { name: 'Quick reference' }).closest('section') as HTMLElement;
    const items = within(reference)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Cancellation\$35-85/),
      expect.stringMatching(/^Change\$25-75/),
      expect.stringMatching(/^Same-day change\$50-150/),
    ]);
  });

  it('has 8 numbered sections', () => {
    renderPage(<CancellationPolicyPage />, '/cancellation-policy');
    const numbered = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\./.test(h.textContent ?? ''));
    expect(numbered.map((h) => h.textContent?.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  const row = (table: string, name: RegExp) =>
    within(screen.getByRole('table', { name: table })).getByRole('row', { name });

  it('states the 24-hour rule, every service and additional fee, and refund timing by method', () => {
    renderPage(<CancellationPolicyPage />, '/cancellation-policy');
    for (const condition of [
      'within 24 hours of completing the purchase',
      'at least 7 days after you booked',
      'starts or ends in the United States',
      'has not been changed',
      '100% refund, our service fee is waived',
      'processed within 7-14 business days',
    ])
      expect(text()).toContain(condition);
    const fees = 'Cancellation service fees';
    expect(row(fees, /^Online cancellation \$35 per passenger$/)).toBeInTheDocument();
    expect(row(fees, /^Cancellation by phone \$50 per passenger$/)).toBeInTheDocument();
    expect(row(fees, /^Same-day .* \$85 per passenger$/)).toBeInTheDocument();
    expect(row(fees, /^Groups of 10 or more passengers \$25 per passenger$/)).toBeInTheDocument();
    expect(row(fees, /^Complex itinerary .* \$75 per booking$/)).toBeInTheDocument();
    const extra = 'Additional fees';
    expect(row(extra, /^Expedited refund processing \$100$/)).toBeInTheDocument();
    expect(row(extra, /^Partial refund calculation \$40 per booking$/)).toBeInTheDocument();
    expect(row(extra, /^Conversion to travel credit \$30 per passenger$/)).toBeInTheDocument();
    expect(row(extra, /^International refund \$60 per passenger$/)).toBeInTheDocument();
    expect(row(extra, /^Disputed claim handling \$125 per case$/)).toBeInTheDocument();
    const timing = 'Refund timing by payment method';
    expect(row(timing, /^Credit card 7-21 business days$/)).toBeInTheDocument();
    expect(row(timing, /^Bank transfer 10-30 business days$/)).toBeInTheDocument();
    expect(row(timing, /^Digital wallet 3-7 business days$/)).toBeInTheDocument();
    expect(row(timing, /^Travel credit Instant$/)).toBeInTheDocument();
  });

  it('lists typical airline fees by cabin, Basic Economy, the waivers, both flows and 30 days notice', () => {
    renderPage(<CancellationPolicyPage />, '/cancellation-policy');
    const airline = 'Typical airline cancellation fees by cabin';
    expect(row(airline, /^Main Cabin \$200-400 \$300-600$/)).toBeInTheDocument();
    expect(row(airline, /^Premium Economy \$150-300 \$250-500$/)).toBeInTheDocument();
    expect(row(airline, /^Business \/ First \$100-200 \$200-400$/)).toBeInTheDocument();
    expect(text()).toMatch(/Basic Economy fares are non-refundable/);
    for (const waiver of ['medical emergency', 'military deployment', 'schedule change made by the airline'])
      expect(text()).toContain(waiver);
    for (const step of ['Access your booking', 'Review the terms', 'Confirm with an electronic signature'])
      expect(text()).toContain(step);
    const steps = [
      'Request validation',
      'Airline coordination',
      'Eligibility confirmation',
      'Fee assessment',
      'Amount calculation',
      'Final approval',
      'Payment processing',
    ];
    const refundList = screen.getByText(/^Request validation/).closest('ol') as HTMLElement;
    expect(
      within(refundList)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(steps);
    expect(text()).toContain('at least 30 days before they take effect');
    expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
  });
});
