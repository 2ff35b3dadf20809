import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';
import { renderPage, resetPage } from './testing';

afterEach(resetPage);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the FAQ' });
const TABS = ['Booking', 'Payment', 'Cancellations', 'Changes', 'Travel', 'Account'];

describe('/faq', () => {
  it('sets its title, description and canonical, and names the operating company', () => {
    renderPage(<FaqPage />, '/faq');
    expect(document.title).toBe('Frequently Asked Questions | Acme Air Travel - Flight Booking');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Acme Air Travel'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/faq`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(document.body).toHaveTextContent('Acme Air Travel is operated by Acme Holidays Ltd.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('has six tabs, each with at least 8 questions', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TABS);
    for (const name of TABS) {
      await user.click(screen.getByRole('tab', { name }));
      const panel = screen.getByRole('tabpanel', { name });
      expect(within(panel).getAllByRole('button').length).toBeGreaterThanOrEqual(8);
    }
  });

  it('opens one question at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    const first = screen.getByRole('button', { name: 'How do I book a flight?' });
    const second = screen.getByRole('button', { name: 'How far in advance can I book?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Booking takes four steps/)).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/about 11 months ahead/)).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('searches on Enter, case-insensitively, over answers too, grouped by category with counts', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.type(searchBox(), 'APPLE PAY{Enter}');
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    // Only an answer says it; the question is about payment methods.
    const groups = [...document.querySelectorAll('h3[id^="faq-group-"]')].map((h) => h.textContent);
    expect(groups).toEqual(['Payment1']);
    expect(screen.getByRole('heading', { level: 4, name: 'Which payment methods do you accept?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Which payment methods do you accept?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches "APPLE PAY".');
  });

  it('searches with the Search button and shows every category that matches, with its count', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.type(searchBox(), 'refund');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const groups = [...document.querySelectorAll<HTMLElement>('h3[id^="faq-group-"]')];
    expect(groups.length).toBeGreaterThan(1);
    let total = 0;
    for (const heading of groups) {
      const count = Number(/(\d+)$/.exec(heading.textContent ?? '')?.[1]);
      const section = heading.closest('section') as HTMLElement;
      expect(within(section).getAllByRole('button')).toHaveLength(count);
      total += count;
    }
    expect(screen.getByRole('status')).toHaveTextContent(`${total} questions match "refund".`);
  });

  it('clears the results when the query is emptied, and when an empty query is searched', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.type(searchBox(), 'passport{Enter}');
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    await user.clear(searchBox());
    expect(screen.queryByRole('heading', { name: 'Search results' })).toBeNull();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await user.type(searchBox(), '   {Enter}');
    expect(screen.queryByRole('heading', { name: 'Search results' })).toBeNull();
  });

  it('says when nothing matches and points to the contact page', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.type(searchBox(), 'zanzibar submarine{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('No questions match "zanzibar submarine".');
    expect(screen.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
  });

  it('writes the brand phone into answers', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.type(searchBox(), 'multi-city{Enter}');
    await user.click(screen.getByRole('button', { name: 'Can I book a multi-city trip?' }));
    expect(screen.getByText(/Call us on \+44 20 7946 0000/)).toBeVisible();
  });
});
