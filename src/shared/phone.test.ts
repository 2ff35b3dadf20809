import { describe, expect, it } from 'vitest';
import { E164, phoneCountryOptions, toE164 } from './phone';

/* R26: what the traveller types becomes the E.164 number airlines take, or is refused. */

describe('toE164', () => {
  it.each([
    ['07700 900123', 'GB', '+447700900123'],
    ['+44 (0)20 7946 0000', undefined, '+442079460000'],
    ['(212) 555-0142', 'US', '+12125550142'],
    ['+1 (888) 555-0142', 'GB', '+18885550142'], // a "+" number keeps its own country
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['030 1234567', 'DE', '+49301234567'],
  ])('%s in %s -> %s', (typed, country, e164) => {
    expect(toE164(typed, country)).toBe(e164);
    expect(E164.test(e164)).toBe(true);
  });

  it.each([
    ['12', 'GB'],
    ['7946', 'GB'],
    ['+1 555 0100', undefined],
    ['not a number', 'US'],
  ])('refuses %s in %s', (typed, country) => {
    expect(toE164(typed, country)).toBeNull();
  });

  it('lists every country once with its calling code, named for the traveller', () => {
    const options = phoneCountryOptions('en');
    expect(options.length).toBeGreaterThan(200);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    expect(options.find((o) => o.code === 'GB')).toEqual({ code: 'GB', name: 'United Kingdom', callingCode: '44' });
  });
});
