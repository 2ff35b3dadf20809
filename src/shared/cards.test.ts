import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, groupCardNumber, luhnValid, maskedCard } from './cards';
import { allGive, itFollowsRules } from './testing/rules';

/* J5's card number rules and R3's test cards. */

const TEST_CARDS = [
  '4242424242424242',
  '4000000000000002',
  '4000000000009995',
  '4000000000009987',
  '4000000000009979',
  '4000000000000069',
  '4000000000000127',
  '4000000000000119',
  '5555555555554444',
  '378282246310005',
];

describe('luhnValid', () => {
  it.each(TEST_CARDS)('%s passes', (number) => {
    expect(luhnValid(number)).toBe(true);
  });
  itFollowsRules(luhnValid, {
    'fails one digit off': allGive(false, ['4242424242424241', cardDigits('4242 4242 4242 4241'), '378282246310006']),
    'refuses anything but digits': allGive(false, ['', '4242 4242 4242 4242', '42424242424242a2']),
  });
});

describe('groupCardNumber and cardDigits', () => {
  itFollowsRules(groupCardNumber, {
    'groups by four while typing': [
      ['4242424242424242', '4242 4242 4242 4242'],
      ['42424', '4242 4'],
      ['4242', '4242'],
      ['', ''],
    ],
  });
  it('keeps digits only, at most 16, from pasted text', () => {
    expect(cardDigits('4242-4242 4242.4242 99')).toBe('4242424242424242');
    expect(groupCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
  });
  it('writes a 15-digit Amex number as 4 4 4 3', () => {
    expect(groupCardNumber('378282246310005')).toBe('3782 8224 6310 005');
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ] as const)('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

it('masks all but the last four', () => {
  expect(maskedCard('4242424242424242')).toBe('•••• 4242');
});
