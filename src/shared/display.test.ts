import { describe, expect, it } from 'vitest';
import {
  cabinLabel,
  dayOffset,
  durationMinutes,
  formatCardDate,
  formatDuration,
  formatFieldDate,
  formatLocalTime,
  formatPrice,
  passengerCountLabel,
  stopsLabel,
  timeBucket,
  TIME_BUCKETS,
} from './display';

describe('formatPrice', () => {
  it('writes en-US currency in whole units when the server sends a whole amount', () => {
    expect(formatPrice('523.00', 'USD')).toBe('$523');
    expect(formatPrice('1234', 'USD')).toBe('$1,234');
    expect(formatPrice(1234567, 'USD')).toBe('$1,234,567');
    expect(formatPrice('0', 'USD')).toBe('$0');
  });

  it('keeps the cents the server sent instead of rounding them away', () => {
    expect(formatPrice('12.50', 'USD')).toBe('$12.50');
    expect(formatPrice('0.5', 'USD')).toBe('$0.50');
    expect(formatPrice('7.125', 'KWD')).toBe('KWD\u00a07.125');
  });

  it("uses each currency's own symbol and code in en-US", () => {
    expect(formatPrice('480.00', 'EUR')).toBe('€480');
    expect(formatPrice('480', 'GBP')).toBe('£480');
    expect(formatPrice('15000', 'JPY')).toBe('¥15,000');
    expect(formatPrice('99', 'usd')).toBe('$99');
  });

  it('defaults to USD when no currency is given', () => {
    expect(formatPrice('100')).toBe('$100');
  });

  it("says 'N/A' without a currency and '{CODE} N/A' with one when the amount is not a number", () => {
    for (const amount of ['', '  ', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '12abc']) {
      expect(formatPrice(amount)).toBe('N/A');
      expect(formatPrice(amount, 'EUR')).toBe('EUR N/A');
    }
  });

  it('still shows the amount when the currency code is not one Intl knows', () => {
    expect(formatPrice('10', 'XX1')).toBe('XX1 10');
  });
});

describe('formatDuration', () => {
  it("writes '{h}h {m}m'", () => {
    expect(formatDuration('PT7H5M')).toBe('7h 5m');
    expect(formatDuration('PT11H59M')).toBe('11h 59m');
  });

  it('omits the minutes when they are 0', () => {
    expect(formatDuration('PT7H')).toBe('7h');
    expect(formatDuration('PT7H0M')).toBe('7h');
    expect(formatDuration('PT0M')).toBe('0h');
  });

  it('keeps the hours when there are none', () => {
    expect(formatDuration('PT45M')).toBe('0h 45m');
  });

  it('folds days and surplus minutes into hours', () => {
    expect(formatDuration('P1DT2H')).toBe('26h');
    expect(formatDuration('P1DT2H30M')).toBe('26h 30m');
    expect(formatDuration('P2D')).toBe('48h');
    expect(formatDuration('PT90M')).toBe('1h 30m');
  });

  it('drops seconds', () => {
    expect(formatDuration('PT1H5M30S')).toBe('1h 5m');
  });

  it("says 'N/A' when the duration cannot be read", () => {
    for (const value of ['', 'P', 'PT', '7h 5m', 'PT7H5', 'T7H', 'P1W', null, undefined]) {
      expect(formatDuration(value)).toBe('N/A');
    }
  });

  it('gives whole minutes for sorting, null when unreadable', () => {
    expect(durationMinutes('PT7H5M')).toBe(425);
    expect(durationMinutes('P1DT1M')).toBe(1441);
    expect(durationMinutes('nonsense')).toBeNull();
  });
});

describe('stopsLabel', () => {
  it("says 'Direct' on results cards and 'Non-stop' elsewhere for one segment", () => {
    expect(stopsLabel(1, 'card')).toBe('Direct');
    expect(stopsLabel(1, 'detail')).toBe('Non-stop');
  });

  it("says '1 stop' for two segments and '{n-1} stops' beyond, in both places", () => {
    for (const context of ['card', 'detail'] as const) {
      expect(stopsLabel(2, context)).toBe('1 stop');
      expect(stopsLabel(3, context)).toBe('2 stops');
      expect(stopsLabel(5, context)).toBe('4 stops');
    }
  });

  it("says 'N/A' when there is no segment to count", () => {
    expect(stopsLabel(0, 'card')).toBe('N/A');
    expect(stopsLabel(-1, 'detail')).toBe('N/A');
    expect(stopsLabel(1.5, 'card')).toBe('N/A');
  });
});

describe('formatLocalTime', () => {
  it('shows the wall-clock time as written at the airport, 24-hour', () => {
    expect(formatLocalTime('2026-12-01T08:35:00')).toBe('08:35');
    expect(formatLocalTime('2026-12-01T23:59')).toBe('23:59');
    expect(formatLocalTime('2026-12-01T00:00:00')).toBe('00:00');
  });

  it('ignores an offset instead of converting to the browser zone', () => {
    expect(formatLocalTime('2026-12-01T08:35:00+09:00')).toBe('08:35');
    expect(formatLocalTime('2026-12-01T08:35:00Z')).toBe('08:35');
  });

  it("says 'N/A' when the time is missing or impossible", () => {
    for (const value of ['', '2026-12-01', '2026-12-01T24:00', '2026-12-01T12:60', '2026-02-30T10:00', 'soon', null]) {
      expect(formatLocalTime(value)).toBe('N/A');
    }
  });
});

describe('formatCardDate', () => {
  it("writes 'EEE, MMM d'", () => {
    expect(formatCardDate('2026-12-01T08:35:00')).toBe('Tue, Dec 1');
    expect(formatCardDate('2028-02-29T23:00:00')).toBe('Tue, Feb 29');
    expect(formatCardDate('2026-01-10')).toBe('Sat, Jan 10');
  });

  it('is empty when the date cannot be read', () => {
    for (const value of ['', 'N/A', '2026-13-01T10:00', '2027-02-29', undefined]) {
      expect(formatCardDate(value)).toBe('');
    }
  });
});

describe('formatFieldDate', () => {
  it("writes 'MMM dd, yyyy' with a two-digit day", () => {
    expect(formatFieldDate('2026-12-01')).toBe('Dec 01, 2026');
    expect(formatFieldDate('2026-07-21')).toBe('Jul 21, 2026');
    expect(formatFieldDate('2026-07-21T10:00:00')).toBe('Jul 21, 2026');
  });

  it("says 'N/A' when the date cannot be read", () => {
    for (const value of ['', '2026-7-1', '2026-02-30', 'tomorrow', null]) {
      expect(formatFieldDate(value)).toBe('N/A');
    }
  });
});

describe('dayOffset', () => {
  it('counts calendar days between the local dates, not 24-hour periods', () => {
    expect(dayOffset('2026-12-01T23:50:00', '2026-12-02T00:10:00')).toBe(1);
    expect(dayOffset('2026-12-01T00:10:00', '2026-12-01T23:50:00')).toBe(0);
    expect(dayOffset('2026-12-01T18:00:00', '2026-12-03T06:00:00')).toBe(2);
  });

  it('crosses months, years and leap days', () => {
    expect(dayOffset('2026-12-31T22:00:00', '2027-01-01T07:00:00')).toBe(1);
    expect(dayOffset('2028-02-28T22:00:00', '2028-03-01T07:00:00')).toBe(2);
  });

  it('is negative when the date line puts the arrival on an earlier day', () => {
    expect(dayOffset('2026-12-02T01:00:00', '2026-12-01T20:00:00')).toBe(-1);
  });

  it('is 0 when either time cannot be read', () => {
    expect(dayOffset('', '2026-12-02T00:10:00')).toBe(0);
    expect(dayOffset('2026-12-01T10:00', undefined)).toBe(0);
  });
});

describe('timeBucket', () => {
  it('puts each boundary minute in its own bucket', () => {
    const cases: [string, string][] = [
      ['00:00', 'early_morning'],
      ['05:59', 'early_morning'],
      ['06:00', 'morning'],
      ['11:59', 'morning'],
      ['12:00', 'afternoon'],
      ['17:59', 'afternoon'],
      ['18:00', 'evening'],
      ['23:59', 'evening'],
    ];
    for (const [time, bucket] of cases) expect(timeBucket(`2026-12-01T${time}:00`)).toBe(bucket);
  });

  it('is null for an unreadable time, which then matches no time filter', () => {
    expect(timeBucket('2026-12-01')).toBeNull();
    expect(timeBucket('bad')).toBeNull();
  });

  it('labels each bucket with its hours', () => {
    expect(TIME_BUCKETS.map((b) => `${b.label} (${b.hours})`)).toEqual([
      'Early Morning (00:00 - 05:59)',
      'Morning (06:00 - 11:59)',
      'Afternoon (12:00 - 17:59)',
      'Evening (18:00 - 23:59)',
    ]);
  });
});

describe('cabinLabel', () => {
  it('names cabins Economy, Premium, Business, First on the form', () => {
    expect(['economy', 'premium_economy', 'business', 'first'].map((c) => cabinLabel(c, 'form'))).toEqual([
      'Economy',
      'Premium',
      'Business',
      'First',
    ]);
  });

  it('names cabins Economy, Premium Economy, Business, First Class on the results', () => {
    expect(['economy', 'premium_economy', 'business', 'first'].map((c) => cabinLabel(c, 'results'))).toEqual([
      'Economy',
      'Premium Economy',
      'Business',
      'First Class',
    ]);
  });

  it('treats a missing cabin as economy and shows an unknown one as sent', () => {
    expect(cabinLabel(undefined, 'results')).toBe('Economy');
    expect(cabinLabel('', 'form')).toBe('Economy');
    expect(cabinLabel('BUSINESS', 'results')).toBe('Business');
    expect(cabinLabel('sleeper', 'results')).toBe('sleeper');
  });
});

describe('passengerCountLabel', () => {
  it("says 'passenger' for one and 'passengers' otherwise", () => {
    expect(passengerCountLabel(1)).toBe('1 passenger');
    expect(passengerCountLabel(2)).toBe('2 passengers');
    expect(passengerCountLabel(9)).toBe('9 passengers');
    expect(passengerCountLabel(0)).toBe('0 passengers');
  });
});
