/** The sandbox airline sells in US dollars, the currency the site's price filter works in. */
export const CURRENCY = 'USD';

/** Integer cents -> the API's decimal string ('1234.50'). */
export function toAmount(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The API's decimal string -> integer cents, or NaN when it is not a plain amount. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
