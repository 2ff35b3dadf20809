/*
 * Card number rules of the payment form (J5): digits only, grouped by
 * four, 15 or 16 digits, Luhn. Pure, so the form and the server agree on what a number is.
 */

export const CARD_NUMBER_MIN = 15;
export const CARD_NUMBER_MAX = 16;

/** Keeps the digits of what was typed or pasted, at most 16. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX);
}

/** '4242424242424242' -> '4242 4242 4242 4242' (as the field shows it while typing). */
export function groupCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The network from the number's leading digits (what may be kept besides the last four). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Masks a number for display: '•••• 4242'. Never log more than this. */
export function maskedCard(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}
