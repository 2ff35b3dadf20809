import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACME } from '../testing';
import { fillLegalText, LegalBlocks } from './legal-text';

const INC = { ...ACME, company: { ...ACME.company, legalName: 'SkyBound Travel Inc.' } };

function draw(text: string) {
  const router = createMemoryRouter([{ path: '/', element: <LegalBlocks blocks={[text]} brand={ACME} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe('legal text', () => {
  it('fills the brand and the facts, ending a sentence with the company without a doubled full stop', () => {
    expect(fillLegalText('{brand} is run by {company.}', ACME)).toBe('Acme Air Travel is run by Acme Holidays Ltd.');
    expect(fillLegalText('Run by {company.}', INC)).toBe('Run by SkyBound Travel Inc.');
    expect(fillLegalText('within {privacyResponse}, fee {fees.booking}', ACME)).toBe('within 30 days, fee £15-45');
  });

  it('refuses a name it does not know, so a typo in the JSON fails instead of showing braces', () => {
    expect(() => fillLegalText('{brnad}', ACME)).toThrow('unknown value {brnad}');
  });

  it('draws bold, links, code and the brand e-mail and phone as links', () => {
    const html = draw('**Note:** see [Terms](/terms), `{storage.consent}`, {email} or {phone}.').innerHTML;
    expect(html).toContain('<strong>Note:</strong> see ');
    expect(html).toMatch(/<a [^>]*href="\/terms"[^>]*>Terms<\/a>/);
    expect(html).toContain('<code>cookie_consent</code>');
    expect(html).toContain('href="mailto:help@acme.travel"');
    expect(html).toContain('href="tel:');
  });
});
