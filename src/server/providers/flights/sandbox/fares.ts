import type { CabinClass, Conditions } from '../../../../shared/schemas/flights';
import type { Airline } from './airlines';
import type { Itinerary } from './itineraries';
import { CURRENCY, toAmount } from './money';
import { tierOf } from './network';
import { unit } from './prng';
import type { Flight } from './schedule';
import { minuteOfDay } from './time';

/*
 * What a seat costs, NET (the brand's markup is added by the flights service, R1). The
 * fare grows with distance (tapering on long-haul), cabin, closeness of departure and the
 * airline's level, falls with each stop, and varies a little by flight and day for demand.
 * Taxes are per passenger per departure, by country (UK Air Passenger Duty, US ticket tax and
 * fees, German aviation tax...), plus an airport charge. Children pay 75% of the adult fare,
 * infants on a lap 10% and no taxes.
 */

export type SeatPolicy = 'paid' | 'standard_free' | 'free';
export type PassengerType = 'adult' | 'child' | 'infant_without_seat';

export interface FareRule {
  allowed: boolean;
  /** Per passenger, whole US dollars. */
  penalty: number;
}

export interface FareBrand {
  key:
    | 'basic'
    | 'standard'
    | 'flex'
    | 'premium'
    | 'premium_flex'
    | 'business_saver'
    | 'business_flex'
    | 'first'
    | 'first_flex';
  name: string;
  cabin: CabinClass;
  multiplier: number;
  refund: FareRule;
  change: FareRule;
  checkedBags: number;
  carryOn: number;
  seats: SeatPolicy;
  bookingClass: string;
  /** R52: boards in an early group. */
  priority: boolean;
}

export interface TripContext {
  owner: Airline;
  longHaul: boolean;
  /** Every flight inside the United States: no free checked bag, no change fees on main cabin. */
  usDomestic: boolean;
  international: boolean;
}

export const CHILD_SHARE = 0.75;
export const INFANT_SHARE = 0.1;
/** Round trips on full-service airlines are cheaper than two one-ways. */
const RETURN_DISCOUNT = 0.93;

const NO: FareRule = { allowed: false, penalty: 0 };
const FREE: FareRule = { allowed: true, penalty: 0 };
const fee = (penalty: number): FareRule => ({ allowed: true, penalty });

function brand(
  key: FareBrand['key'],
  name: string,
  cabin: CabinClass,
  multiplier: number,
  [refund, change]: [FareRule, FareRule],
  [checkedBags, carryOn]: [number, number],
  seats: SeatPolicy,
  bookingClass: string,
  priority = false,
): FareBrand {
  return { key, name, cabin, multiplier, refund, change, checkedBags, carryOn, seats, bookingClass, priority };
}

/**
 * R52: the 2-4 fare brands sold in a cabin, cheapest first; each includes at least what the one
 * before it does. Basic never changes or refunds; low-cost "flex" fares refund less a fee.
 */
export function fareBrands(cabin: CabinClass, trip: TripContext): FareBrand[] {
  const { owner, longHaul, usDomestic, international } = trip;
  const [basic, standard, flex] = owner.brandNames;
  if (cabin === 'economy' && owner.scope === 'low_cost') {
    return [
      brand('basic', basic, cabin, 1, [NO, NO], [0, 0], 'paid', 'Q'),
      brand('standard', standard, cabin, 1.3, [NO, fee(longHaul ? 75 : 35)], [1, 1], 'paid', 'M'),
      brand('flex', flex, cabin, 1.75, [fee(longHaul ? 75 : 50), FREE], [1, 1], 'free', 'B', true),
    ];
  }
  if (cabin === 'economy') {
    const changeFee = usDomestic ? 0 : longHaul ? 200 : 75;
    return [
      brand('basic', basic, cabin, 1, [NO, NO], [0, 1], 'paid', 'O'),
      brand('standard', standard, cabin, 1.25, [NO, fee(changeFee)], [international ? 1 : 0, 1], 'standard_free', 'V'),
      brand('flex', flex, cabin, 2.1, [FREE, FREE], [2, 1], 'free', 'Y', true),
    ];
  }
  if (cabin === 'premium_economy') {
    return [
      brand('premium', 'Premium Economy', cabin, 1, [NO, fee(longHaul ? 150 : 75)], [2, 1], 'standard_free', 'W'),
      brand('premium_flex', 'Premium Economy Flex', cabin, 1.45, [FREE, FREE], [2, 1], 'free', 'E', true),
    ];
  }
  if (cabin === 'business') {
    return [
      brand('business_saver', 'Business Saver', cabin, 1, [fee(longHaul ? 400 : 150), FREE], [2, 2], 'free', 'I', true),
      brand('business_flex', 'Business Flex', cabin, 1.35, [FREE, FREE], [2, 2], 'free', 'J', true),
    ];
  }
  return [
    brand('first', 'First', cabin, 1, [fee(longHaul ? 500 : 200), FREE], [3, 2], 'free', 'A', true),
    brand('first_flex', 'First Flex', cabin, 1.25, [FREE, FREE], [3, 2], 'free', 'F', true),
  ];
}

/** Economy base fare in dollars for a great-circle distance: steep on short trips, tapering on long ones. */
export function distanceFare(km: number): number {
  return km <= 2000 ? 45 + 0.12 * km : 285 + 0.045 * (km - 2000);
}

export function cabinFactor(cabin: CabinClass, km: number): number {
  const business = 2.5 + 3.5 * Math.min(1, km / 6000);
  return { economy: 1, premium_economy: 1.7, business, first: business * 1.6 }[cabin];
}

/** Fares rise as departure nears: about 0.9x two months out, 1.1x at two weeks, 1.9x on the day. */
export function advanceFactor(daysToDeparture: number): number {
  return 0.88 + Math.exp(-Math.max(0, daysToDeparture) / 10);
}

export const STOP_FACTORS = [1, 0.86, 0.78] as const;

/** The adult fare in whole dollars for one slice. */
export function adultSliceFare(
  it: Itinerary,
  brand: FareBrand,
  daysToDeparture: number,
  searchDay: string,
  slices: number,
): number {
  const first = it.legs[0];
  const hour = first ? minuteOfDay(first.depLocal) / 60 : 12;
  const peak = (hour >= 7 && hour < 9.5) || (hour >= 17 && hour < 19.5) ? 1.06 : 1;
  const demand = 0.9 + 0.22 * unit(`demand:${it.key}:${searchDay}`);
  const stops = STOP_FACTORS[Math.min(it.stops, 2)] ?? 0.78;
  const returnTrip = slices > 1 && it.owner.scope !== 'low_cost' ? RETURN_DISCOUNT : 1;
  const fare =
    distanceFare(it.odKm) *
    cabinFactor(brand.cabin, it.odKm) *
    advanceFactor(daysToDeparture) *
    stops *
    it.owner.fareLevel *
    demand *
    peak *
    returnTrip *
    brand.multiplier;
  return Math.max(19, Math.round(fare));
}

export function passengerFare(adultFare: number, type: PassengerType): number {
  if (type === 'adult') return adultFare;
  return Math.round(adultFare * (type === 'child' ? CHILD_SHARE : INFANT_SHARE));
}

const PREMIUM_CABINS: readonly CabinClass[] = ['premium_economy', 'business', 'first'];

/** Departure tax of a country in cents: [economy short, economy long, premium short, premium long]. */
const DEPARTURE_TAX: Record<string, readonly [number, number, number, number]> = {
  GB: [1700, 12000, 3400, 31000], // Air Passenger Duty, reduced and standard rates
  DE: [1700, 4300, 1700, 7700], // Luftverkehrsteuer bands
  FR: [900, 3000, 3000, 12000], // taxe de solidarite
  NL: [3200, 3200, 3200, 3200], // vliegbelasting
  AU: [1500, 4500, 1500, 4500], // passenger movement charge
  US: [4300, 4300, 4300, 4300], // international transportation tax, 9/11 fee, PFC, inspection fees
};
const DEFAULT_TAX = [2500, 4500, 2500, 4500] as const;
const AIRPORT_CHARGE = { hub: 1800, large: 1500, medium: 1000, small: 600 } as const;
/** US domestic: 7.5% excise on the fare, $5.20 segment fee, $5.60 security fee, $4.50 facility charge. */
const US_EXCISE = 0.075;
const US_DOMESTIC_LEG = 520 + 560 + 450;
const US_ARRIVAL = 2900;

/** Government taxes and airport charges for one passenger on one slice, in cents. */
export function sliceTaxes(
  legs: readonly Flight[],
  cabins: readonly CabinClass[],
  type: PassengerType,
  fareCents: number,
): number {
  if (type === 'infant_without_seat') return 0;
  const domestic = legs.every((l) => l.from.country_code === 'US' && l.to.country_code === 'US');
  let total = domestic ? Math.round(fareCents * US_EXCISE) : 0;
  legs.forEach((leg, i) => {
    const premium = PREMIUM_CABINS.includes(cabins[i] ?? 'economy');
    const long = leg.distanceKm > 3500;
    total += AIRPORT_CHARGE[tierOf(leg.from.iata_code)];
    if (domestic) {
      total += US_DOMESTIC_LEG;
      return;
    }
    if (leg.from.country_code === leg.to.country_code && leg.from.country_code !== 'GB') return;
    const rates = DEPARTURE_TAX[leg.from.country_code] ?? DEFAULT_TAX;
    total += rates[(premium ? 2 : 0) + (long ? 1 : 0)] ?? 0;
    if (leg.to.country_code === 'US' && leg.from.country_code !== 'US') total += US_ARRIVAL;
  });
  return total;
}

export function checkedBagPrice(trip: TripContext, km: number): number {
  if (trip.owner.scope === 'low_cost') return km < 1500 ? 3500 : 5000;
  if (trip.usDomestic) return 4000;
  return km < 3000 ? 4500 : 7500;
}

export function carryOnPrice(km: number): number {
  return km < 1500 ? 2500 : 3500;
}

function describeRefund(rule: FareRule): string {
  if (!rule.allowed) return 'Non-refundable: if you cancel, only government taxes are refunded.';
  if (!rule.penalty) return 'Fully refundable before departure, including paid extras.';
  return `Refundable before departure less a fee of ${CURRENCY} ${toAmount(rule.penalty * 100)} per passenger; taxes are refunded in full.`;
}

function describeChange(rule: FareRule): string {
  if (!rule.allowed) return 'Changes are not allowed.';
  if (!rule.penalty) return 'Free changes before departure; any difference in fare applies.';
  return `Changes allowed before departure for a fee of ${CURRENCY} ${toAmount(rule.penalty * 100)} per passenger, plus any difference in fare.`;
}

/** The offer's conditions; penalties are for the whole booking (per passenger times paying passengers). */
export function conditionsFor(brand: FareBrand, payingPassengers: number): Conditions {
  const condition = (rule: FareRule) => ({
    allowed: rule.allowed,
    penalty_amount: rule.allowed ? toAmount(rule.penalty * 100 * payingPassengers) : null,
    penalty_currency: rule.allowed ? CURRENCY : null,
  });
  return {
    refundable: brand.refund.allowed,
    changeable: brand.change.allowed,
    refund_before_departure: condition(brand.refund),
    change_before_departure: condition(brand.change),
    cancellation_options: [
      { type: 'refund', ...condition(brand.refund), description: describeRefund(brand.refund) },
      { type: 'change', ...condition(brand.change), description: describeChange(brand.change) },
    ],
  };
}

/**
 * What a cancellation gives back, in cents. Refundable fares: the fare and paid extras less the
 * penalty, plus taxes. Non-refundable fares: the government taxes only (airlines must return taxes
 * on an unused ticket); paid extras are lost.
 */
export function refundCents(input: {
  refundable: boolean;
  penaltyCents: number;
  baseCents: number;
  taxCents: number;
  servicesCents: number;
}): number {
  if (!input.refundable) return input.taxCents;
  return Math.max(0, input.baseCents + input.servicesCents - input.penaltyCents) + input.taxCents;
}
