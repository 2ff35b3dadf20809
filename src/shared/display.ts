import { currencyExponent } from './pricing';

/*
 * How the site writes prices, durations, stops, times and labels (J9,
 * R14 and R21). Pure and locale-fixed (en-US), so the server-rendered e-mails, the results
 * cards and the detail screen all say the same thing for the same data.
 *
 * Times are the airport's own wall clock (R14): the strings are read as written, never
 * through Date in the browser's zone, which would shift them by the visitor's offset.
 */

const NOT_AVAILABLE = 'N/A';

function toAmount(amount: string | number | null | undefined): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  if (typeof amount !== 'string' || amount.trim() === '') return null;
  const value = Number(amount.trim());
  return Number.isFinite(value) ? value : null;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Building a formatter costs ~50 µs (more on a phone); a results page prices hundreds of things. */
function priceFormat(currency: string, digits: number): Intl.NumberFormat {
  const key = `${currency}|${digits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * '$1,234' for 1234 USD: en-US currency in whole units when the amount is whole (the server sends
 * selling prices rounded to whole units, R1), with the currency's decimals otherwise
 * ('$12.50' for a seat). Not a number: 'N/A', or 'EUR N/A' when the currency is known.
 * Intl puts a no-break space between a currency code and the amount ('KWD 7.125'); it is kept.
 */
export function formatPrice(amount: string | number | null | undefined, currency?: string | null): string {
  const code = currency?.trim().toUpperCase() || undefined;
  const value = toAmount(amount);
  if (value === null) return code ? `${code} ${NOT_AVAILABLE}` : NOT_AVAILABLE;
  const digits = Number.isInteger(value) ? 0 : currencyExponent(code ?? 'USD');
  try {
    return priceFormat(code ?? 'USD', digits).format(value);
  } catch {
    // Not an ISO code Intl knows: still show the amount, with the code as sent.
    return `${code} ${value.toFixed(digits)}`;
  }
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Whole minutes of an ISO 8601 duration (PT7H5M, P1DT2H), seconds dropped; null when unreadable. */
export function durationMinutes(iso: string | null | undefined): number | null {
  if (typeof iso !== 'string' || iso === 'P') return null;
  const match = ISO_DURATION.exec(iso.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  return Number(days) * 24 * 60 + Number(hours) * 60 + Number(minutes);
}

/** '7h 5m', '7h' when the minutes are 0, days folded into hours ('26h'); 'N/A' when unreadable. */
export function formatDuration(iso: string | null | undefined): string {
  const total = durationMinutes(iso);
  if (total === null) return NOT_AVAILABLE;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** Where a stops label appears: results cards say 'Direct', every other place 'Non-stop'. */
export type StopsContext = 'card' | 'detail';

/** The stops of a slice: each change of flight, and each technical stop inside a flight. */
export function stopCount(slice: { segments: readonly { stops?: readonly unknown[] | undefined }[] }): number {
  const technical = slice.segments.reduce((sum, segment) => sum + (segment.stops?.length ?? 0), 0);
  return Math.max(0, slice.segments.length - 1) + technical;
}

/** stopsLabel for a slice, counting technical stops (a one-flight trip that lands on the way is not Direct). */
export function sliceStopsLabel(
  slice: { segments: readonly { stops?: readonly unknown[] | undefined }[] },
  context: StopsContext,
): string {
  if (slice.segments.length === 0) return stopsLabel(0, context);
  return stopsLabel(stopCount(slice) + 1, context);
}

/** 1 segment 'Direct' (cards) or 'Non-stop', 2 '1 stop', n '{n-1} stops'; 'N/A' for no segments. */
export function stopsLabel(segmentCount: number, context: StopsContext): string {
  if (!Number.isInteger(segmentCount) || segmentCount < 1) return NOT_AVAILABLE;
  if (segmentCount === 1) return context === 'card' ? 'Direct' : 'Non-stop';
  const stops = segmentCount - 1;
  return stops === 1 ? '1 stop' : `${stops} stops`;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date and time as written, validated (no 2026-02-30, no 25:00); time 00:00 for a bare date. */
function readWallClock(local: string | null | undefined, needTime: boolean): WallClock | null {
  if (typeof local !== 'string') return null;
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [, y = '', mo = '', d = '', h, mi] = match;
  if (needTime && h === undefined) return null;
  const clock = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0) };
  const valid =
    clock.month >= 1 &&
    clock.month <= 12 &&
    clock.day >= 1 &&
    clock.day <= daysInMonth(clock.year, clock.month) &&
    clock.hour <= 23 &&
    clock.minute <= 59;
  return valid ? clock : null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '08:35' (24-hour) from '2026-12-01T08:35:00' as written at the airport; 'N/A' when unreadable. */
export function formatLocalTime(local: string | null | undefined): string {
  const clock = readWallClock(local, true);
  return clock ? `${pad(clock.hour)}:${pad(clock.minute)}` : NOT_AVAILABLE;
}

/** 'Tue, Dec 1' (EEE, MMM d) for the card; '' when unreadable, as the spec's card shows nothing. */
export function formatCardDate(local: string | null | undefined): string {
  const clock = readWallClock(local, false);
  if (!clock) return '';
  const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[clock.month - 1]} ${clock.day}`;
}

/** 'Dec 01, 2026' (MMM dd, yyyy) from '2026-12-01' (a date-time is read by its date); 'N/A' otherwise. */
export function formatFieldDate(yyyyMMdd: string | null | undefined): string {
  const clock = readWallClock(yyyyMMdd, false);
  if (!clock) return NOT_AVAILABLE;
  return `${MONTHS[clock.month - 1]} ${pad(clock.day)}, ${clock.year}`;
}

/** Calendar days from departure to arrival, each at its own airport: 1 shows as '+1'. 0 when unreadable. */
export function dayOffset(departLocal: string | null | undefined, arriveLocal: string | null | undefined): number {
  const from = readWallClock(departLocal, false);
  const to = readWallClock(arriveLocal, false);
  if (!from || !to) return 0;
  const dayNumber = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day) / 86_400_000;
  return dayNumber(to) - dayNumber(from);
}

export const TIME_BUCKET_IDS = ['early_morning', 'morning', 'afternoon', 'evening'] as const;
export type TimeBucket = (typeof TIME_BUCKET_IDS)[number];

/** The filter's four parts of the day (J9), with the hours the label shows. */
export const TIME_BUCKETS: readonly { id: TimeBucket; label: string; hours: string; from: number; to: number }[] = [
  { id: 'early_morning', label: 'Early Morning', hours: '00:00 - 05:59', from: 0, to: 5 },
  { id: 'morning', label: 'Morning', hours: '06:00 - 11:59', from: 6, to: 11 },
  { id: 'afternoon', label: 'Afternoon', hours: '12:00 - 17:59', from: 12, to: 17 },
  { id: 'evening', label: 'Evening', hours: '18:00 - 23:59', from: 18, to: 23 },
];

/** The part of the day of a local time; null when unreadable (it then matches no time filter). */
export function timeBucket(local: string | null | undefined): TimeBucket | null {
  const clock = readWallClock(local, true);
  if (!clock) return null;
  return TIME_BUCKETS.find((bucket) => clock.hour >= bucket.from && clock.hour <= bucket.to)?.id ?? null;
}

/** R21: the form's select and the results header name cabins differently. */
const CABIN_LABELS = {
  form: { economy: 'Economy', premium_economy: 'Premium', business: 'Business', first: 'First' },
  results: { economy: 'Economy', premium_economy: 'Premium Economy', business: 'Business', first: 'First Class' },
} as const;

/** Cabin label for 'form' or 'results'; a missing cabin is economy (the search default). */
export function cabinLabel(cabin: string | null | undefined, context: 'form' | 'results'): string {
  const labels: Record<string, string> = CABIN_LABELS[context];
  const key = cabin?.trim().toLowerCase() || 'economy';
  return labels[key] ?? cabin ?? labels.economy ?? 'Economy';
}

/** '1 passenger', '3 passengers' (and '0 passengers'). */
export function passengerCountLabel(n: number): string {
  return n === 1 ? '1 passenger' : `${n} passengers`;
}

/** An e-ticket number as airlines print it: the airline's 3-digit code, a dash, the 10-digit serial. */
export function formatTicketNumber(number: string): string {
  return /^\d{13}$/.test(number) ? `${number.slice(0, 3)}-${number.slice(3)}` : number;
}
