import { describe, expect, it } from 'vitest';
import { checkCard, CLEAN_INPUT, clearCard, padMonth, splitMessage, type CardFormValues } from './card-fields';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');

const valid: CardFormValues = {
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: nextYear,
  cvv: '123',
  holderName: 'Ada Lovelace',
};

const errorsOf = (values: Partial<CardFormValues>) => {
  const check = checkCard({ ...valid, ...values });
  return check.ok ? {} : check.errors;
};

describe('the card form rules (J5)', () => {
  it('accepts the test card with a future expiry, giving the digits and a zero-padded month', () => {
    const check = checkCard({ ...valid, expiryMonth: '3' });
    expect(check).toEqual({
      ok: true,
      card: {
        number: '4242424242424242',
        expiryMonth: '03',
        expiryYear: nextYear,
        cvv: '123',
        holderName: 'Ada Lovelace',
      },
    });
  });

  it('groups the number by 4 as it is typed, keeps at most 16 digits and drops anything else', () => {
    expect(CLEAN_INPUT.number('42424')).toBe('4242 4');
    expect(CLEAN_INPUT.number('4242-4242 4242x42424242 99')).toBe('4242 4242 4242 4242');
  });

  it('keeps digits only in month, year (2) and CVV (4)', () => {
    expect(CLEAN_INPUT.expiryMonth('1a2b3')).toBe('12');
    expect(CLEAN_INPUT.expiryYear('2030')).toBe('20');
    expect(CLEAN_INPUT.cvv('12345')).toBe('1234');
  });

  it('pads a one-digit month when the field is left', () => {
    expect(padMonth('7')).toBe('07');
    expect(padMonth('11')).toBe('11');
    expect(padMonth('0')).toBe('0');
  });

  it("rejects fewer than 15 digits with 'Please enter a valid card number'", () => {
    expect(errorsOf({ number: '4242 4242 4242 42' })).toEqual({ number: 'Please enter a valid card number' });
    expect(errorsOf({ number: '' })).toEqual({ number: 'Please enter a valid card number' });
  });

  it("rejects a number failing the Luhn check with 'The card number you entered is not valid'", () => {
    expect(errorsOf({ number: '4242 4242 4242 4241' })).toEqual({ number: 'The card number you entered is not valid' });
  });

  it('accepts a 15-digit Luhn-valid number (American Express)', () => {
    expect(checkCard({ ...valid, number: '3782 8224 6310 005' }).ok).toBe(true);
  });

  it("marks month 13, month 0, a 1-digit year and a past expiry with 'Please enter a valid expiration date'", () => {
    const message = 'Please enter a valid expiration date';
    expect(errorsOf({ expiryMonth: '13' }).expiryMonth).toBe(message);
    expect(errorsOf({ expiryMonth: '0' }).expiryMonth).toBe(message);
    expect(errorsOf({ expiryYear: '3' }).expiryYear).toBe(message);
    expect(errorsOf({ expiryYear: lastYear })).toEqual({ expiryMonth: message, expiryYear: message });
  });

  it("rejects a CVV of 2 or 5 digits with 'Please enter a valid security code (CVV)'", () => {
    expect(errorsOf({ cvv: '12' })).toEqual({ cvv: 'Please enter a valid security code (CVV)' });
    expect(errorsOf({ cvv: '12345' })).toEqual({ cvv: 'Please enter a valid security code (CVV)' });
    expect(checkCard({ ...valid, cvv: '1234' }).ok).toBe(true);
  });

  it('rejects a holder name under 3 characters after trimming', () => {
    expect(errorsOf({ holderName: '  Al  ' })).toEqual({
      holderName: 'Please enter the name as it appears on your card',
    });
  });

  it('leads with the first invalid field in form order, split into title and text', () => {
    const check = checkCard({ ...valid, cvv: '1', number: '1' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.first).toBe('number');
    expect(check.notice).toEqual({ title: 'Invalid Card Number', description: 'Please enter a valid card number' });
  });

  it("titles the Luhn message 'Invalid Card Number'", () => {
    expect(splitMessage('The card number you entered is not valid')).toEqual({
      title: 'Invalid Card Number',
      description: 'The card number you entered is not valid',
    });
    expect(splitMessage('Invalid CVV: Please enter a valid security code (CVV)')).toEqual({
      title: 'Invalid CVV',
      description: 'Please enter a valid security code (CVV)',
    });
  });

  it('clears every card field but the holder name', () => {
    const { holderName, ...card } = clearCard(valid);
    expect(card).toEqual({ number: '', expiryMonth: '', expiryYear: '', cvv: '' });
    expect(holderName).toBe('Ada Lovelace');
  });
});
