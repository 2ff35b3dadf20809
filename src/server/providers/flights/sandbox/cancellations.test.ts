import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';

import { type OfferQuery } from '../types';
import { createSandboxProvider } from '.';
import { toAmount, toCents } from './money';
import { QUOTE_LIFETIME_MS } from './orders';
import { codeOf, useSandbox, MINUTE, NOW, oneWay, passengersFor } from '../../../testing/sandbox';

const { database, time, sandbox } = useSandbox();

let references = 0;

/** Books the first offer of a brand with one paid extra bag per seated passenger; returns order and offer. */
async function book(brand: string, query: OfferQuery = oneWay('JFK', 'LHR')) {
  time.set(NOW);
  const offer: Offer | undefined = (await sandbox.search(query)).find((o) => o.slices[0]?.fare_brand_name === brand);
  if (!offer) throw new Error(`no ${brand} offer`);
  const bags = offer.available_services.filter((s) => s.metadata?.type === 'checked');
  const extras = bags.reduce((sum, bag) => sum + toCents(bag.total_amount), 0);
  const order = await sandbox.createOrder({
    offerId: offer.id,
    passengers: passengersFor(offer),
    services: bags.map((bag) => ({ id: bag.id, quantity: 1 })),
    amount: toAmount(toCents(offer.total_amount) + extras),
    currency: 'USD',
    reference: `cancel-${++references}`,
  });
  time.set(NOW + 60 * MINUTE);
  return { order, offer, extras };
}

describe('cancellation quotes follow the fare', () => {
  it('a non-refundable fare gives back only the government taxes; paid extras are lost', async () => {
    const { order, offer, extras } = await book('Basic Economy');
    expect(extras).toBeGreaterThan(0);
    const quote = await sandbox.quoteCancellation(order.id);
    expect(quote).toMatchObject({ orderId: order.id, refundAmount: offer.tax_amount, refundCurrency: 'USD' });
    expect(quote.confirmedAt).toBeNull();
  });

  it('R52: a low-cost "flex" fare changes for free and refunds everything less its fee', async () => {
    const { order, offer } = await book('Plus', oneWay('STN', 'DUB'));
    expect(offer.conditions.refundable).toBe(true);
    expect(offer.conditions.change_before_departure).toMatchObject({ allowed: true, penalty_amount: '0.00' });
    expect(offer.conditions.refund_before_departure?.penalty_amount).toBe('50.00');
    const quote = await sandbox.quoteCancellation(order.id);
    expect(toCents(quote.refundAmount ?? '')).toBe(toCents(order.totalAmount) - 5_000);
  });

  it('R52: a low-cost basic fare neither changes nor refunds', async () => {
    const { order, offer } = await book('Basic', oneWay('STN', 'DUB'));
    expect(offer.conditions).toMatchObject({ refundable: false, changeable: false });
    expect((await sandbox.quoteCancellation(order.id)).refundAmount).toBe(offer.tax_amount);
  });

  it('a fully refundable fare gives everything back, extras included', async () => {
    const { order } = await book('Main Cabin Flexible');
    expect((await sandbox.quoteCancellation(order.id)).refundAmount).toBe(order.totalAmount);
  });

  it('a refundable fare with a penalty gives everything back less the penalty for every passenger', async () => {
    const query = oneWay('JFK', 'LHR', '2026-12-01', { cabinClass: 'business', adults: 2 });
    const { order, offer } = await book('Business Saver', query);
    expect(offer.conditions.refund_before_departure?.penalty_amount).toBe('800.00');
    const quote = await sandbox.quoteCancellation(order.id);
    expect(toCents(quote.refundAmount ?? '')).toBe(toCents(order.totalAmount) - 80_000);
  });
});

describe('confirming a cancellation', () => {
  it('cancels the order once; confirming again returns the same quote; the order stays cancelled after a restart', async () => {
    const { order } = await book('Main Cabin');
    const quote = await sandbox.quoteCancellation(order.id);
    const confirmed = await sandbox.confirmCancellation(quote.id);
    expect(confirmed).toMatchObject({ id: quote.id, refundAmount: quote.refundAmount });
    expect(confirmed.confirmedAt).toBe(new Date(NOW + 60 * MINUTE).toISOString());
    expect(await sandbox.confirmCancellation(quote.id)).toEqual(confirmed);
    const restarted = createSandboxProvider({ db: database.db, now: time.now });
    expect((await restarted.getOrder(order.id)).cancelledAt).toBe(confirmed.confirmedAt);
    expect(await codeOf(restarted.quoteCancellation(order.id))).toBe('VALIDATION');
  });

  it(`a quote lasts ${QUOTE_LIFETIME_MS / MINUTE} minutes, and only the latest one can be confirmed`, async () => {
    const { order } = await book('Main Cabin');
    const old = await sandbox.quoteCancellation(order.id);
    expect(Date.parse(old.expiresAt) - (NOW + 60 * MINUTE)).toBe(15 * MINUTE);
    time.advance(MINUTE);
    const latest = await sandbox.quoteCancellation(order.id);
    expect(await codeOf(sandbox.confirmCancellation(old.id))).toBe('VALIDATION');
    time.advance(15 * MINUTE);
    expect(await codeOf(sandbox.confirmCancellation(latest.id))).toBe('OFFER_EXPIRED');
    const fresh = await sandbox.quoteCancellation(order.id);
    expect((await sandbox.confirmCancellation(fresh.id)).confirmedAt).not.toBeNull();
    expect(await codeOf(sandbox.confirmCancellation('ore_unknown'))).toBe('OFFER_NOT_FOUND');
  });

  it('cannot cancel once the first flight has left', async () => {
    const { order, offer } = await book('Main Cabin');
    const leaves = offer.slices[0]?.segments[0]?.departing_at ?? '';
    // Well after any time zone's reading of that wall clock.
    time.set(Date.parse(`${leaves}Z`) + 15 * 60 * MINUTE);
    await expect(sandbox.quoteCancellation(order.id)).rejects.toThrow(/already departed/);
  });
});
