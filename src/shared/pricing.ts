/*
 * The agency's selling price (R1): the provider's net price plus the brand's markup,
 * rounded to whole currency units. All arithmetic is on integer minor units (BigInt where a
 * product could pass 2^53), never on floats; amounts cross the API as decimal strings.
 */

export const DEFAULT_MARKUP_BASIS_POINTS = 2300;

/**
 * The currencies the site sells in: those Duffel prices offers in and Stripe takes cards in. A card
 * hold in anything else (XXX, BTC) could never be claimed by a booking, so none is made (R33).
 */
export const SELLING_CURRENCIES: readonly string[] = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'JPY',
  'SGD',
  'HKD',
  'AED',
  'SAR',
  'QAR',
  'MXN',
  'BRL',
  'INR',
  'ZAR',
  'TRY',
  'ILS',
  'THB',
  'MYR',
];

/** ISO 4217 currencies whose minor unit is not the cent; every other code has 2 decimals. */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Decimal places of the currency's minor unit: JPY 0, USD 2, KWD 3. */
export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** '123.45' USD -> 12345; '1500' JPY -> 1500. Extra decimals are allowed only when they are zeros. */
export function toMinorUnits(amount: string, currency: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const exponent = currencyExponent(currency);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent && /[^0]/.test(fraction.slice(exponent))) {
    throw new RangeError(`${currency} has ${exponent} decimals: "${amount}"`);
  }
  const minor = Number(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: "${amount}"`);
  return minor;
}

/** 12345 USD -> '123.45'; 1500 JPY -> '1500'. */
export function fromMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not a minor-unit amount: ${minor}`);
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

function checkMarkup(markupBasisPoints: number): void {
  if (!Number.isSafeInteger(markupBasisPoints) || markupBasisPoints < 0) {
    throw new RangeError(`Markup must be whole basis points, 0 or more: ${markupBasisPoints}`);
  }
}

/**
 * Net plus markup, rounded half-up to whole units of the currency. Never below the net amount
 * (rounded up to a whole unit): rounding must not make us sell under cost, e.g. with no markup.
 */
export function sellingMinorUnits(netMinor: number, currency: string, markupBasisPoints: number): number {
  checkMarkup(markupBasisPoints);
  if (!Number.isSafeInteger(netMinor) || netMinor < 0) throw new RangeError(`Not a minor-unit amount: ${netMinor}`);
  const unit = 10n ** BigInt(currencyExponent(currency));
  const numerator = BigInt(netMinor) * BigInt(10_000 + markupBasisPoints);
  const denominator = 10_000n * unit;
  const roundedUnits = (2n * numerator + denominator) / (2n * denominator);
  const floorUnits = (BigInt(netMinor) + unit - 1n) / unit;
  const units = roundedUnits > floorUnits ? roundedUnits : floorUnits;
  const selling = units * unit;
  if (selling > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Selling amount too large');
  return Number(selling);
}

/** The selling price of one amount given as a decimal string (a seat, a bag). */
export function sellingAmount(netAmount: string, currency: string, markupBasisPoints: number): string {
  return fromMinorUnits(sellingMinorUnits(toMinorUnits(netAmount, currency), currency, markupBasisPoints), currency);
}

export interface PriceSplit {
  total: string;
  base: string;
  tax: string;
}

/**
 * An offer's selling total with its split. Taxes are the authorities' and pass through unchanged;
 * the markup sits in the base fare, so base + tax equals the total exactly.
 */
export function sellingPrice(
  net: { total: string; tax: string | null; currency: string },
  markupBasisPoints: number,
): PriceSplit {
  const { currency } = net;
  const totalMinor = sellingMinorUnits(toMinorUnits(net.total, currency), currency, markupBasisPoints);
  const taxMinor = Math.min(net.tax === null ? 0 : toMinorUnits(net.tax, currency), totalMinor);
  return {
    total: fromMinorUnits(totalMinor, currency),
    base: fromMinorUnits(totalMinor - taxMinor, currency),
    tax: fromMinorUnits(taxMinor, currency),
  };
}

/** Sum of decimal amounts in one currency, exactly. */
export function addAmounts(amounts: readonly string[], currency: string): string {
  return fromMinorUnits(
    amounts.reduce((sum, amount) => sum + toMinorUnits(amount, currency), 0),
    currency,
  );
}
