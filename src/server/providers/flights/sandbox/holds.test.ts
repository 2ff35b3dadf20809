import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { FlightProviderError, type CreateOrderInput } from '../types';
import { HOLD_PRICE_STEP_CENTS, REALISTIC_HOLD, SHORT_HOLD } from '.';
import { toAmount, toCents } from './money';
import { HOUR, NOW, oneWay, orderInputFor, useSandbox } from '../../../testing/sandbox';
import { rejectionOf } from '../../../testing/errors';

/* R55: the sandbox airline's holds: which routes allow them, their deadlines, payment and release. */

const { time, sandbox } = useSandbox();
let references = 0;

async function firstOffer(origin: string, destination: string): Promise<Offer> {
  time.set(NOW);
  const [offer] = await sandbox.search(oneWay(origin, destination));
  if (!offer) throw new Error(`no offer ${origin}-${destination}`);
  return offer;
}

function holdOf(offer: Offer, type: 'hold' | 'instant' = 'hold'): CreateOrderInput {
  return { ...orderInputFor(offer, `hold-${++references}`), type };
}

describe('sandbox holds (R55)', () => {
  it('offers holds on the hold routes only, with 72 h to pay and the price guaranteed 48 h', async () => {
    const held = await firstOffer('LHR', 'DXB');
    expect(held.payment_requirements).toEqual({
      requires_instant_payment: false,
      payment_required_by: new Date(NOW + REALISTIC_HOLD.payableMs).toISOString(),
      price_guarantee_expires_at: new Date(NOW + REALISTIC_HOLD.guaranteedMs).toISOString(),
    });
    const instant = await firstOffer('JFK', 'LHR');
    expect(instant.payment_requirements.requires_instant_payment).toBe(true);
    const error = await rejectionOf(sandbox.createOrder(holdOf(instant)), FlightProviderError);
    expect(error).toMatchObject({ code: 'VALIDATION' });
  });

  it('books a hold without tickets, then takes its payment once', async () => {
    const offer = await firstOffer('LHR', 'DXB');
    const order = await sandbox.createOrder(holdOf(offer));
    expect(order.paymentStatus).toMatchObject({
      awaitingPayment: true,
      paidAt: null,
      paymentRequiredBy: new Date(NOW + REALISTIC_HOLD.payableMs).toISOString(),
    });
    expect(order.tickets).toEqual([]);
    time.advance(HOUR);
    const paid = await sandbox.payOrder({ orderId: order.id, amount: offer.total_amount, currency: 'USD' });
    expect(paid.paymentStatus).toMatchObject({ awaitingPayment: false, paidAt: new Date(NOW + HOUR).toISOString() });
    expect(paid.tickets).toHaveLength(1);
    const again = await rejectionOf(
      sandbox.payOrder({ orderId: order.id, amount: offer.total_amount, currency: 'USD' }),
      FlightProviderError,
    );
    expect(again).toMatchObject({ code: 'NOT_PAYABLE' });
  });

  it('re-prices a hold once its guarantee passed, and refuses the old amount', async () => {
    const offer = await firstOffer('LHR', 'EDI');
    const order = await sandbox.createOrder(holdOf(offer));
    time.advance(SHORT_HOLD.guaranteedMs + 1);
    const now = await sandbox.getOrder(order.id);
    const moved = toAmount(toCents(offer.total_amount) + HOLD_PRICE_STEP_CENTS);
    expect(now.totalAmount).toBe(moved);
    const stale = await rejectionOf(
      sandbox.payOrder({ orderId: order.id, amount: offer.total_amount, currency: 'USD' }),
      FlightProviderError,
    );
    expect(stale).toMatchObject({ code: 'PRICE_CHANGED' });
    const paid = await sandbox.payOrder({ orderId: order.id, amount: moved, currency: 'USD' });
    expect(paid.totalAmount).toBe(moved);
  });

  it('refuses a payment after the deadline, and a payment for an instant order', async () => {
    const offer = await firstOffer('LHR', 'EDI');
    const order = await sandbox.createOrder(holdOf(offer));
    time.advance(SHORT_HOLD.payableMs);
    const late = await rejectionOf(
      sandbox.payOrder({ orderId: order.id, amount: offer.total_amount, currency: 'USD' }),
      FlightProviderError,
    );
    expect(late).toBeInstanceOf(FlightProviderError);
    expect(late).toMatchObject({ code: 'HOLD_EXPIRED' });
    time.set(NOW);
    const instant = await sandbox.createOrder(holdOf(await firstOffer('LHR', 'DXB'), 'instant'));
    expect(instant.paymentStatus?.awaitingPayment).toBe(false);
    const refused = await rejectionOf(
      sandbox.payOrder({ orderId: instant.id, amount: '1.00', currency: 'USD' }),
      FlightProviderError,
    );
    expect(refused).toMatchObject({ code: 'NOT_PAYABLE' });
  });

  it('releases an unpaid hold for nothing back', async () => {
    const offer = await firstOffer('LHR', 'DXB');
    const order = await sandbox.createOrder(holdOf(offer));
    const quote = await sandbox.quoteCancellation(order.id);
    expect(quote.refundAmount).toBe('0.00');
    await sandbox.confirmCancellation(quote.id);
    const released = await rejectionOf(
      sandbox.payOrder({ orderId: order.id, amount: offer.total_amount, currency: 'USD' }),
      FlightProviderError,
    );
    expect(released).toMatchObject({ code: 'NOT_PAYABLE' });
  });
});
