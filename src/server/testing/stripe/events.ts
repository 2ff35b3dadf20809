import { signStripePayload } from '../../providers/payments/stripe/webhooks';
import { id, publicIntent, type Intent } from './objects';

/*
 * The Stripe stand-in's webhooks: events in Stripe's shape, signed as Stripe signs them
 * (Stripe-Signature: t=…,v1=…), delivered to the site the test names. Deliveries run in the
 * background, as Stripe's do; flush() waits for them.
 */

export interface WebhookTarget {
  secret: string;
  /** Sends one signed event to the site, e.g. by inject() or fetch(). */
  deliver(payload: string, signature: string): Promise<void>;
}

export type EventSender = ReturnType<typeof createEventSender>;

export function createEventSender(target: WebhookTarget | undefined, nowSeconds: () => number) {
  const pending = new Set<Promise<void>>();
  const sent: { id: string; type: string; payload: string }[] = [];

  function emit(type: string, object: object) {
    if (!target) return;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-27',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const event = JSON.parse(payload) as { id: string };
    sent.push({ id: event.id, type, payload });
    const delivery = target
      .deliver(payload, signStripePayload(payload, target.secret, nowSeconds()))
      .catch(() => {})
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  const chargeOf = (intent: Intent) => ({
    id: intent.latest_charge ?? id('ch'),
    object: 'charge',
    amount: intent.amount_received,
    amount_refunded: intent.refunded,
    refunded: intent.refunded > 0 && intent.refunded >= intent.amount_received,
    currency: intent.currency,
    payment_intent: intent.id,
  });

  return {
    sent,
    intent: (type: string, intent: Intent) => emit(`payment_intent.${type}`, publicIntent(intent)),
    refunded: (intent: Intent) => emit('charge.refunded', chargeOf(intent)),
    disputed: (intent: Intent) =>
      emit('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        amount: intent.amount_received,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        currency: intent.currency,
        reason: 'fraudulent',
        status: 'needs_response',
      }),
    /** Waits for every delivery under way. */
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /** The payload and a fresh signature of an event sent before: a replay, as an attacker would send it. */
    resign(payload: string) {
      return target ? signStripePayload(payload, target.secret, nowSeconds()) : '';
    },
  };
}
