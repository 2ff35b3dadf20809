import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  currencyExponent,
  DEFAULT_MARKUP_BASIS_POINTS,
  fromMinorUnits,
  sellingAmount,
  sellingMinorUnits,
  sellingPrice,
  toMinorUnits,
} from './pricing';
import { itFollowsRules } from './testing/rules';

describe('minor units', () => {
  itFollowsRules(currencyExponent, {
    'knows the currencies without cents and with three decimals': [
      ['USD', 2],
      ['JPY', 0],
      ['krw', 0],
      ['KWD', 3],
    ],
  });

  itFollowsRules(([amount, currency]: Parameters<typeof toMinorUnits>) => toMinorUnits(amount, currency), {
    'reads decimal strings into integer minor units': [
      [['123.45', 'USD'], 12345],
      [['45', 'GBP'], 4500],
      [['45.5', 'GBP'], 4550],
      [['0.05', 'EUR'], 5],
      [['1500', 'JPY'], 1500],
      [['1500.00', 'JPY'], 1500],
      [['12.345', 'KWD'], 12345],
    ],
  });

  it('refuses amounts it would have to round or cannot read', () => {
    expect(() => toMinorUnits('1500.50', 'JPY')).toThrow(RangeError);
    expect(() => toMinorUnits('1.234', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('-1.00', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('1e3', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('99999999999999999.00', 'USD')).toThrow(RangeError);
  });

  it('writes minor units back as decimal strings with the currency’s decimals', () => {
    expect(fromMinorUnits(12345, 'USD')).toBe('123.45');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(0, 'USD')).toBe('0.00');
    expect(fromMinorUnits(1500, 'JPY')).toBe('1500');
    expect(fromMinorUnits(12300, 'KWD')).toBe('12.300');
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits(-1, 'USD')).toThrow(RangeError);
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('USD', 'JPY', 'KWD'), (minor, currency) => {
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('adds amounts exactly', () => {
    expect(addAmounts(['0.10', '0.20'], 'USD')).toBe('0.30');
    expect(addAmounts([], 'USD')).toBe('0.00');
  });
});

describe('selling price', () => {
  it('adds the default 23% markup and rounds to whole units', () => {
    expect(DEFAULT_MARKUP_BASIS_POINTS).toBe(2300);
    expect(sellingAmount('100.00', 'USD', 2300)).toBe('123.00');
    expect(sellingAmount('99.99', 'USD', 2300)).toBe('123.00'); // 122.9877
    expect(sellingAmount('412.37', 'GBP', 2300)).toBe('507.00'); // 507.2151
  });

  it('rounds an exact half unit up', () => {
    expect(sellingAmount('50.00', 'USD', 2300)).toBe('62.00'); // 61.5
    expect(sellingAmount('50.00', 'USD', 2299)).toBe('61.00'); // 61.495
  });

  it('rounds to whole yen and whole dinars', () => {
    expect(sellingAmount('12345', 'JPY', 2300)).toBe('15184'); // 15184.35
    expect(sellingAmount('10.000', 'KWD', 2300)).toBe('12.000'); // 12.3
  });

  it('never sells below the net price, even when rounding would', () => {
    expect(sellingAmount('100.40', 'USD', 0)).toBe('101.00');
    expect(sellingAmount('100.00', 'USD', 0)).toBe('100.00');
    expect(sellingAmount('0.30', 'USD', 2300)).toBe('1.00'); // 0.369 would round to 0
    expect(sellingAmount('0.00', 'USD', 2300)).toBe('0.00');
  });

  it('refuses a markup that is not whole basis points', () => {
    expect(() => sellingMinorUnits(100, 'USD', -1)).toThrow(RangeError);
    expect(() => sellingMinorUnits(100, 'USD', 12.5)).toThrow(RangeError);
  });

  it('keeps the taxes and puts the markup in the base fare, summing exactly to the total', () => {
    expect(sellingPrice({ total: '100.00', tax: '20.00', currency: 'USD' }, 2300)).toEqual({
      total: '123.00',
      base: '103.00',
      tax: '20.00',
    });
    expect(sellingPrice({ total: '100.00', tax: null, currency: 'USD' }, 2300)).toEqual({
      total: '123.00',
      base: '123.00',
      tax: '0.00',
    });
    expect(sellingPrice({ total: '20000', tax: '4000', currency: 'JPY' }, 2300)).toEqual({
      total: '24600',
      base: '20600',
      tax: '4000',
    });
  });

  it('for any net price: a whole-unit total, never below net, within half a unit of net x markup, parts summing to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('USD', 'JPY', 'KWD'),
        (netMinor, taxShare, bp, currency) => {
          const taxMinor = Math.floor(netMinor * taxShare);
          const unit = 10 ** currencyExponent(currency);
          const price = sellingPrice(
            { total: fromMinorUnits(netMinor, currency), tax: fromMinorUnits(taxMinor, currency), currency },
            bp,
          );
          const total = toMinorUnits(price.total, currency);
          expect(total % unit).toBe(0);
          expect(total).toBeGreaterThanOrEqual(netMinor);
          expect(toMinorUnits(price.base, currency) + toMinorUnits(price.tax, currency)).toBe(total);
          expect(toMinorUnits(price.tax, currency)).toBe(taxMinor);
          const exact = (netMinor * (10_000 + bp)) / 10_000;
          expect(Math.abs(total - exact) <= unit / 2 || total === Math.ceil(netMinor / unit) * unit).toBe(true);
        },
      ),
    );
  });
});
