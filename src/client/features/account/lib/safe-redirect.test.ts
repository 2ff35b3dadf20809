import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

/*
 * The sign-in page's ?redirect= (no open redirect), for any string an attacker can put in a link:
 * the answer is the safe default or a path on this site that no browser reads as another host.
 */

const origin = () => window.location.origin;

function staysHere(result: string): boolean {
  if (result === '/') return true;
  if (!result.startsWith('/') || result.startsWith('//') || result.startsWith('/\\')) return false;
  // What the browser would make of it: parsed the way a link or location change parses it.
  return new URL(result, origin()).origin === origin();
}

/** The pieces redirect tricks are made of, joined at random. */
const trick = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '@',
      ':',
      'evil.example',
      'javascript:',
      'https:',
      'data:text/html,',
      '?',
      '#',
      'my-trips',
      '%09',
      '\u3002',
      '\uFF0F',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('safeRedirect for any input', () => {
  it('gives "/" or a same-site path, never another origin', () => {
    fc.assert(
      fc.property(fc.oneof(trick, fc.string(), fc.webUrl(), fc.webPath()), (target) => {
        const result = safeRedirect(target);
        expect(staysHere(result), `${JSON.stringify(target)} -> ${JSON.stringify(result)}`).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '\t//evil.com',
    ' //evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '\\\\evil.com',
    '/%5cevil.com',
    'http:evil.com',
    '//evil.com@example.com',
    'data:text/html,<script>alert(1)</script>',
  ])('%j goes to the safe default or stays on this site', (target) => {
    const result = safeRedirect(target);
    expect(staysHere(result)).toBe(true);
    expect(new URL(result, origin()).hostname).toBe(window.location.hostname);
  });
});
