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
import { allGive, itFollowsRules } from './testing/rules';

describe('formatPrice', () => {
  itFollowsRules(([amount, currency]: Parameters<typeof formatPrice>) => formatPrice(amount, currency), {
    'writes en-US currency in whole units when the server sends a whole amount': [
      [['523.00', 'USD'], '$523'],
      [['1234', 'USD'], '$1,234'],
      [[1234567, 'USD'], '$1,234,567'],
      [['0', 'USD'], '$0'],
    ],
    'keeps the cents the server sent instead of rounding them away': [
      [['12.50', 'USD'], '$12.50'],
      [['0.5', 'USD'], '$0.50'],
      [['7.125', 'KWD'], 'KWD\u00a07.125'],
    ],
    "uses each currency's own symbol and code in en-US": [
      [['480.00', 'EUR'], '€480'],
      [['480', 'GBP'], '£480'],
      [['15000', 'JPY'], '¥15,000'],
      [['99', 'usd'], '$99'],
    ],
    'defaults to USD when no currency is given': [[['100'], '$100']],
    'still shows the amount when the currency code is not one Intl knows': [[['10', 'XX1'], 'XX1 10']],
  });

  it("says 'N/A' without a currency and '{CODE} N/A' with one when the amount is not a number", () => {
    for (const amount of ['', '  ', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '12abc']) {
      expect(formatPrice(amount)).toBe('N/A');
      expect(formatPrice(amount, 'EUR')).toBe('EUR N/A');
    }
  });
});

describe('formatDuration', () => {
  itFollowsRules(formatDuration, {
    "writes '{h}h {m}m'": [
      ['PT7H5M', '7h 5m'],
      ['PT11H59M', '11h 59m'],
    ],
    'omits the minutes when they are 0': [
      ['PT7H', '7h'],
      ['PT7H0M', '7h'],
      ['PT0M', '0h'],
    ],
    'keeps the hours when there are none': [['PT45M', '0h 45m']],
    'folds days and surplus minutes into hours': [
      ['P1DT2H', '26h'],
      ['P1DT2H30M', '26h 30m'],
      ['P2D', '48h'],
      ['PT90M', '1h 30m'],
    ],
    'drops seconds': [['PT1H5M30S', '1h 5m']],
    "says 'N/A' when the duration cannot be read": allGive('N/A', [
      '',
      'P',
      'PT',
      '7h 5m',
      'PT7H5',
      'T7H',
      'P1W',
      null,
      undefined,
    ]),
  });

  it('gives whole minutes for sorting, null when unreadable', () => {
    expect(durationMinutes('PT7H5M')).toBe(425);
    expect(durationMinutes('P1DT1M')).toBe(1441);
    expect(durationMinutes('nonsense')).toBeNull();
  });
});

describe('stopsLabel', () => {
  itFollowsRules(([count, context]: Parameters<typeof stopsLabel>) => stopsLabel(count, context), {
    "says 'Direct' on results cards and 'Non-stop' elsewhere for one segment": [
      [[1, 'card'], 'Direct'],
      [[1, 'detail'], 'Non-stop'],
    ],
    "says '1 stop' for two segments and '{n-1} stops' beyond, in both places": [
      [[2, 'card'], '1 stop'],
      [[3, 'card'], '2 stops'],
      [[5, 'card'], '4 stops'],
      [[2, 'detail'], '1 stop'],
      [[3, 'detail'], '2 stops'],
      [[5, 'detail'], '4 stops'],
    ],
    "says 'N/A' when there is no segment to count": allGive('N/A', [
      [0, 'card'],
      [-1, 'detail'],
      [1.5, 'card'],
    ] as const),
  });
});

describe('formatLocalTime', () => {
  itFollowsRules(formatLocalTime, {
    'shows the wall-clock time as written at the airport, 24-hour': [
      ['2026-12-01T08:35:00', '08:35'],
      ['2026-12-01T23:59', '23:59'],
      ['2026-12-01T00:00:00', '00:00'],
    ],
    'ignores an offset instead of converting to the browser zone': [
      ['2026-12-01T08:35:00+09:00', '08:35'],
      ['2026-12-01T08:35:00Z', '08:35'],
    ],
    "says 'N/A' when the time is missing or impossible": allGive('N/A', [
      '',
      '2026-12-01',
      '2026-12-01T24:00',
      '2026-12-01T12:60',
      '2026-02-30T10:00',
      'soon',
      null,
    ]),
  });
});

describe('formatCardDate', () => {
  itFollowsRules(formatCardDate, {
    "writes 'EEE, MMM d'": [
      ['2026-12-01T08:35:00', 'Tue, Dec 1'],
      ['2028-02-29T23:00:00', 'Tue, Feb 29'],
      ['2026-01-10', 'Sat, Jan 10'],
    ],
    'is empty when the date cannot be read': allGive('', ['', 'N/A', '2026-13-01T10:00', '2027-02-29', undefined]),
  });
});

describe('formatFieldDate', () => {
  itFollowsRules(formatFieldDate, {
    "writes 'MMM dd, yyyy' with a two-digit day": [
      ['2026-12-01', 'Dec 01, 2026'],
      ['2026-07-21', 'Jul 21, 2026'],
      ['2026-07-21T10:00:00', 'Jul 21, 2026'],
    ],
    "says 'N/A' when the date cannot be read": allGive('N/A', ['', '2026-7-1', '2026-02-30', 'tomorrow', null]),
  });
});

describe('dayOffset', () => {
  itFollowsRules(([depart, arrive]: Parameters<typeof dayOffset>) => dayOffset(depart, arrive), {
    'counts calendar days between the local dates, not 24-hour periods': [
      [['2026-12-01T23:50:00', '2026-12-02T00:10:00'], 1],
      [['2026-12-01T00:10:00', '2026-12-01T23:50:00'], 0],
      [['2026-12-01T18:00:00', '2026-12-03T06:00:00'], 2],
    ],
    'crosses months, years and leap days': [
      [['2026-12-31T22:00:00', '2027-01-01T07:00:00'], 1],
      [['2028-02-28T22:00:00', '2028-03-01T07:00:00'], 2],
    ],
    'is negative when the date line puts the arrival on an earlier day': [
      [['2026-12-02T01:00:00', '2026-12-01T20:00:00'], -1],
    ],
    'is 0 when either time cannot be read': allGive(0, [
      ['', '2026-12-02T00:10:00'],
      ['2026-12-01T10:00', undefined],
    ]),
  });
});

describe('timeBucket', () => {
  itFollowsRules((time: string) => timeBucket(`2026-12-01T${time}:00`), {
    'puts each boundary minute in its own bucket': [
      ['00:00', 'early_morning'],
      ['05:59', 'early_morning'],
      ['06:00', 'morning'],
      ['11:59', 'morning'],
      ['12:00', 'afternoon'],
      ['17:59', 'afternoon'],
      ['18:00', 'evening'],
      ['23:59', 'evening'],
    ],
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
  itFollowsRules(passengerCountLabel, {
    "says 'passenger' for one and 'passengers' otherwise": [
      [1, '1 passenger'],
      [2, '2 passengers'],
      [9, '9 passengers'],
      [0, '0 passengers'],
    ],
  });
});
