import { describe, expect, it } from 'vitest';
import { faqContent } from './faq-content';
import { FAQ_CATEGORIES } from './faq-types';
import { searchFaq } from './search-faq';

const content = faqContent({ name: 'Acme Air Travel', phone: '+44 20 7946 0000', email: 'help@acme.travel' });

describe('FAQ content', () => {
  it.each(FAQ_CATEGORIES)('has at least 8 questions under $label, each with a real answer', ({ id }) => {
    expect(content[id].length).toBeGreaterThanOrEqual(8);
    for (const entry of content[id]) {
      expect(entry.question.length).toBeGreaterThan(10);
      expect(entry.answer.length).toBeGreaterThan(80);
    }
  });

  it('writes the brand phone and e-mail into the answers, leaving no placeholder', () => {
    const all = FAQ_CATEGORIES.flatMap(({ id }) => content[id]);
    expect(all.some((entry) => entry.answer.includes('+44 20 7946 0000'))).toBe(true);
    expect(all.some((entry) => entry.answer.includes('help@acme.travel'))).toBe(true);
    expect(all.filter((entry) => /\{(phone|email|brand)\}/.test(entry.answer))).toEqual([]);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
  });

  it.each([
    ['booking', 'about 11 months ahead'],
    ['travel', '2 hours before a domestic flight and 3 hours before an international one'],
    ['travel', 'valid for 6 months beyond your return date'],
    ['travel', 'Online check-in opens 24-48 hours before departure'],
    ['cancellations', 'A refund to your card usually takes 7-14 business days'],
    [
      'payment',
      'major credit and debit cards (Visa, Mastercard, American Express, Discover and more), PayPal, Apple Pay and Google Pay',
    ],
    ['payment', 'one payment method per booking'],
    [
      'account',
      'view all their trips in My Trips, cancel upcoming bookings, change flights with our team, manage seats and extras, and save multiple travellers',
    ],
    ['account', 'Account deletion is done through our support team'],
  ] as const)('%s states: %s', (category, fact) => {
    expect(content[category].some((entry) => entry.answer.includes(fact))).toBe(true);
  });
});

describe('searchFaq', () => {
  it('returns null for an empty or blank query, which clears the results', () => {
    expect(searchFaq(content, '')).toBeNull();
    expect(searchFaq(content, '   ')).toBeNull();
  });

  it('ignores case', () => {
    expect(searchFaq(content, 'PASSPORT')).toEqual(searchFaq(content, 'passport'));
    expect(searchFaq(content, 'PaSsPoRt')?.length).toBeGreaterThan(0);
  });

  it('matches answer text, not only questions', () => {
    // 'Apple Pay' is in an answer only: the question asks about payment methods.
    const entries = (searchFaq(content, 'apple pay') ?? []).flatMap((g) => g.entries);
    expect(entries.map((e) => e.id)).toEqual(['payment-methods']);
    expect(entries[0]?.question).not.toMatch(/apple pay/i);
  });

  it('groups results by category in the tabs order, leaving empty categories out', () => {
    const groups = searchFaq(content, 'refund') ?? [];
    const order = FAQ_CATEGORIES.map((c) => c.id);
    const ids = groups.map((g) => g.category);
    expect(ids.length).toBeGreaterThan(1);
    expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    for (const group of groups) {
      expect(group.entries.length).toBeGreaterThan(0);
      for (const entry of group.entries) expect(`${entry.question} ${entry.answer}`.toLowerCase()).toContain('refund');
      expect(content[group.category]).toEqual(expect.arrayContaining([...group.entries]));
    }
  });

  it('needs every word of the query, anywhere in the question or answer', () => {
    const both = (searchFaq(content, 'refund card') ?? []).flatMap((g) => g.entries);
    expect(both.map((e) => e.id)).toContain('refund-time');
    for (const entry of both) {
      const words = `${entry.question} ${entry.answer}`.toLowerCase();
      expect(words).toContain('refund');
      expect(words).toContain('card');
    }
    expect(searchFaq(content, 'refund zanzibar')).toEqual([]);
  });
});
