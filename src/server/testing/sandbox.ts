import type { CabinClass, Offer } from '../../shared/schemas/flights';
import {
  FlightProviderError,
  type CreateOrderInput,
  type OfferQuery,
  type OrderPassenger,
} from '../providers/flights/types';
import { beforeAll } from 'vitest';
import { createSandboxProvider, type SandboxProvider } from '../providers/flights/sandbox';
import { useTestDatabase } from './database';
import { rejectionOf } from './errors';

/* Shared by the sandbox's tests: a fixed clock, queries and passengers that fit an offer. */

/** 2026-11-02 10:00 UTC: a Monday, after both the European and the American clock change. */
export const NOW = Date.UTC(2026, 10, 2, 10, 0, 0);
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export function clock(start = NOW): { now: () => Date; set(ms: number): void; advance(ms: number): void } {
  let current = start;
  return {
    now: () => new Date(current),
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export function oneWay(
  origin: string,
  destination: string,
  departureDate = '2026-12-01',
  extra: Partial<OfferQuery> = {},
): OfferQuery {
  return {
    slices: [{ origin, destination, departureDate }],
    cabinClass: 'economy' as CabinClass,
    adults: 1,
    children: 0,
    infants: 0,
    ...extra,
  };
}

export function roundTrip(
  origin: string,
  destination: string,
  out = '2026-12-01',
  back = '2026-12-08',
  extra: Partial<OfferQuery> = {},
): OfferQuery {
  return {
    ...oneWay(origin, destination, out, extra),
    slices: [
      { origin, destination, departureDate: out },
      { origin: destination, destination: origin, departureDate: back },
    ],
  };
}

const BIRTH_DATES = { adult: '1985-04-12', child: '2019-06-01', infant_without_seat: '2026-01-15' };

/** One well-formed person per offer passenger, with passports valid for years. */
export function passengersFor(offer: Offer): OrderPassenger[] {
  return offer.passengers.map((p, i) => ({
    offerPassengerId: p.id,
    type: p.type,
    title: i % 2 === 0 ? 'ms' : 'mr',
    givenName: ['Amelia', 'Bruno', 'Chloe', 'Dan', 'Eva', 'Farid', 'Grace', 'Hugo', 'Iris'][i] ?? 'Alex',
    familyName: 'Earhart',
    gender: i % 2 === 0 ? 'f' : 'm',
    bornOn: BIRTH_DATES[p.type],
    email: i === 0 ? 'amelia@example.com' : null,
    phoneNumber: i === 0 ? '+442080160509' : null,
    identityDocument: { number: `P${1234567 + i}`, expiresOn: '2031-01-01', issuingCountryCode: 'GB' },
  }));
}

/** An order for `offer` as it stands (no extras), paid in USD, under `reference`. */
export function orderInputFor(offer: Offer, reference: string): CreateOrderInput {
  return {
    offerId: offer.id,
    passengers: passengersFor(offer),
    services: [],
    amount: offer.total_amount,
    currency: 'USD',
    reference,
  };
}

/** Every id-like token in an offer replaced, so offers of two searches can be compared field by field. */
export function withoutIds(offer: Offer): unknown {
  return JSON.parse(
    JSON.stringify(offer)
      .replace(/"(off|sli|seg|ase|pas)_[^"]+"/g, '"$1_x"')
      .replace(/"(created_at|expires_at|price_guarantee_expires_at)":"[^"]+"/g, '"$1":"t"'),
  );
}

/** The code of the FlightProviderError a call fails with (and that it fails with one). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  return (await rejectionOf(promise, FlightProviderError)).code;
}

/**
 * The sandbox airline on a test database of the file's own, on a clock the tests set; the
 * provider is filled in before the file's tests run.
 */
export function useSandbox() {
  const database = useTestDatabase();
  const time = clock();
  const sandbox = {} as SandboxProvider;
  beforeAll(() => {
    Object.assign(sandbox, createSandboxProvider({ db: database.db, now: time.now }));
  });
  return { database, time, sandbox };
}
