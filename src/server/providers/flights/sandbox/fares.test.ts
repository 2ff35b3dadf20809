import { describe, expect, it } from 'vitest';
import type { Airport } from '../../../../shared/airports/types';
import { getAirport } from '../../../data/airports';
import { getAirline, type Airline } from './airlines';
import {
  advanceFactor,
  cabinFactor,
  distanceFare,
  fareBrands,
  passengerFare,
  refundCents,
  sliceTaxes,
  STOP_FACTORS,
} from './fares';
import { toAmount, toCents } from './money';
import { flightsOn } from './schedule';
import { parseDay } from './time';

const airport = (code: string): Airport => getAirport(code) ?? (undefined as never);
const airline = (code: string): Airline => getAirline(code) ?? (undefined as never);
const flight = (carrier: string, from: string, to: string) =>
  flightsOn(airline(carrier), airport(from), airport(to), parseDay('2026-12-01'))[0] ?? (undefined as never);

describe('fares', () => {
  it('grow with distance, tapering on long-haul', () => {
    expect(distanceFare(500)).toBe(105);
    expect(distanceFare(2000)).toBe(285);
    expect(distanceFare(5540)).toBeCloseTo(444.3, 1);
    expect(distanceFare(10000) - distanceFare(8000)).toBeLessThan(distanceFare(2000) - distanceFare(0));
  });

  it('rise as departure nears: about 0.9x two months out, 1.1x at two weeks, 1.9x on the day', () => {
    expect(advanceFactor(60)).toBeCloseTo(0.882, 3);
    expect(advanceFactor(14)).toBeCloseTo(1.127, 3);
    expect(advanceFactor(0)).toBeCloseTo(1.88, 3);
    for (let d = 1; d < 90; d++) expect(advanceFactor(d)).toBeLessThan(advanceFactor(d - 1));
  });

  it('rise with the cabin and fall with each stop', () => {
    expect(cabinFactor('premium_economy', 5000)).toBe(1.7);
    expect(cabinFactor('business', 6000)).toBe(6);
    expect(cabinFactor('business', 600)).toBeCloseTo(2.85, 5);
    expect(cabinFactor('first', 6000)).toBeCloseTo(9.6, 5);
    expect([...STOP_FACTORS]).toEqual([1, 0.86, 0.78]);
  });

  it('children pay 75% and lap infants 10% of the adult fare, rounded to whole units', () => {
    expect(passengerFare(401, 'adult')).toBe(401);
    expect(passengerFare(401, 'child')).toBe(301);
    expect(passengerFare(401, 'infant_without_seat')).toBe(40);
  });

  it('taxes: UK duty by distance and cabin, US domestic 7.5% plus per-flight fees, infants none', () => {
    const lhrJfk = flight('BA', 'LHR', 'JFK');
    // LHR hub charge 18.00 + Air Passenger Duty long-haul 120.00 (economy) or 310.00 (premium) + US arrival 29.00.
    expect(sliceTaxes([lhrJfk], ['economy'], 'adult', 50_000)).toBe(1800 + 12_000 + 2900);
    expect(sliceTaxes([lhrJfk], ['business'], 'adult', 50_000)).toBe(1800 + 31_000 + 2900);
    expect(sliceTaxes([lhrJfk], ['economy'], 'infant_without_seat', 5_000)).toBe(0);
    // 7.5% of 200.00 + ORD hub charge + segment fee, security fee, facility charge.
    const ordBos = flight('UA', 'ORD', 'BOS');
    expect(sliceTaxes([ordBos], ['economy'], 'adult', 20_000)).toBe(1500 + 1800 + 520 + 560 + 450);
  });

  it('fare brands: Basic no bag and no changes, Standard changes for a fee, Flex refundable; low-cost flex refunds less a fee', () => {
    const trip = { owner: airline('BA'), longHaul: true, usDomestic: false, international: true };
    const [basic, standard, flex] = fareBrands('economy', trip);
    expect(basic).toMatchObject({
      name: 'Basic',
      checkedBags: 0,
      refund: { allowed: false },
      change: { allowed: false },
    });
    expect(standard).toMatchObject({
      checkedBags: 1,
      refund: { allowed: false },
      change: { allowed: true, penalty: 200 },
    });
    expect(flex).toMatchObject({ checkedBags: 2, refund: { allowed: true, penalty: 0 }, seats: 'free' });
    const us = fareBrands('economy', {
      ...trip,
      owner: airline('AA'),
      longHaul: false,
      usDomestic: true,
      international: false,
    });
    expect(us[1]).toMatchObject({ name: 'Main Cabin', checkedBags: 0, change: { allowed: true, penalty: 0 } });
    const lowCost = fareBrands('economy', { ...trip, owner: airline('FR'), longHaul: false });
    expect(lowCost.map((b) => b.refund)).toEqual([
      { allowed: false, penalty: 0 },
      { allowed: false, penalty: 0 },
      { allowed: true, penalty: 50 },
    ]);
    expect(lowCost[0]).toMatchObject({ carryOn: 0, checkedBags: 0, change: { allowed: false } });
    expect(fareBrands('business', trip)[0]).toMatchObject({
      name: 'Business Saver',
      refund: { allowed: true, penalty: 400 },
    });
    expect(fareBrands('first', trip).map((b) => b.name)).toEqual(['First', 'First Flex']);
  });

  it('R52: every cabin sells 2 to 4 brands, each dearer and including at least what the one before does', () => {
    const owners = ['BA', 'AA', 'FR', 'LH'];
    const rank = { paid: 0, standard_free: 1, free: 2 } as const;
    const ruleRank = (r: { allowed: boolean; penalty: number }) => (r.allowed ? 100_000 - r.penalty : 0);
    for (const code of owners) {
      for (const longHaul of [false, true]) {
        for (const usDomestic of [false, true]) {
          const trip = { owner: airline(code), longHaul, usDomestic, international: !usDomestic };
          for (const cabin of ['economy', 'premium_economy', 'business', 'first'] as const) {
            const brands = fareBrands(cabin, trip);
            expect(brands.length).toBeGreaterThanOrEqual(2);
            expect(brands.length).toBeLessThanOrEqual(4);
            brands.slice(1).forEach((next, i) => {
              const prev = brands[i] ?? (undefined as never);
              expect(next.multiplier).toBeGreaterThan(prev.multiplier);
              expect(next.checkedBags).toBeGreaterThanOrEqual(prev.checkedBags);
              expect(next.carryOn).toBeGreaterThanOrEqual(prev.carryOn);
              expect(rank[next.seats]).toBeGreaterThanOrEqual(rank[prev.seats]);
              expect(ruleRank(next.change)).toBeGreaterThanOrEqual(ruleRank(prev.change));
              expect(ruleRank(next.refund)).toBeGreaterThanOrEqual(ruleRank(prev.refund));
              expect(Number(next.priority)).toBeGreaterThanOrEqual(Number(prev.priority));
            });
          }
          const [basic, , flex] = fareBrands('economy', trip);
          expect(basic).toMatchObject({ checkedBags: 0, change: { allowed: false }, refund: { allowed: false } });
          expect(basic?.seats).toBe('paid');
          expect(flex).toMatchObject({
            priority: true,
            change: { allowed: true, penalty: 0 },
            refund: { allowed: true },
          });
        }
      }
    }
  });

  it('refunds: non-refundable gives taxes only, refundable gives fare and extras less the penalty, plus taxes', () => {
    const paid = { baseCents: 100_000, taxCents: 20_000, servicesCents: 5_000 };
    expect(refundCents({ ...paid, refundable: false, penaltyCents: 0 })).toBe(20_000);
    expect(refundCents({ ...paid, refundable: true, penaltyCents: 0 })).toBe(125_000);
    expect(refundCents({ ...paid, refundable: true, penaltyCents: 30_000 })).toBe(95_000);
    expect(refundCents({ ...paid, refundable: true, penaltyCents: 500_000 })).toBe(20_000);
  });

  it('money is integer cents in, decimal strings out', () => {
    expect(toAmount(123_450)).toBe('1234.50');
    expect(toAmount(5)).toBe('0.05');
    expect(toCents('1234.5')).toBe(123_450);
    expect(toCents('12')).toBe(1200);
    expect(toCents('1.234')).toBeNaN();
  });
});
