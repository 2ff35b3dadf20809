import { randomBytes } from 'node:crypto';
import { duffelId } from './fixtures';
import { checkOrderPassengers } from './passenger-rules';
import { retimed, type EmitEvent } from './events';
import {
  duffelError,
  HOLD_GUARANTEE_MS,
  HOLD_PAYABLE_MS,
  noLongerAvailable,
  notFound,
  type Answer,
  type StoredOffer,
} from './server-search';

/* The local Duffel's ordering side: instant orders and two-step cancellations (as Duffel documents them). */

type Stored = Record<string, unknown>;

const alreadyCancelled = (): Answer => [
  422,
  duffelError(422, 'invalid_state_error', 'already_cancelled', 'The order has already been cancelled'),
];

interface Sellable {
  price: number;
  type: 'baggage' | 'seat';
  maximum: number;
  passenger_ids: string[];
  segment_ids: string[];
  metadata: Stored;
}

/** Every service the offer sells (bags and seats) with its unit price and how many may be bought. */
function servicePrices(entry: StoredOffer): Map<string, Sellable> {
  const prices = new Map<string, Sellable>();
  for (const service of entry.services) {
    prices.set(service.id, {
      price: Number(service.total_amount),
      type: 'baggage',
      maximum: service.maximum_quantity,
      passenger_ids: service.passenger_ids,
      segment_ids: service.segment_ids,
      metadata: service.metadata,
    });
  }
  for (const map of entry.seatMaps) {
    for (const row of map.cabins.flatMap((cabin) => cabin.rows)) {
      for (const element of row.sections.flatMap((section) => section.elements)) {
        for (const service of element.available_services ?? []) {
          prices.set(service.id, {
            price: Number(service.total_amount),
            type: 'seat',
            maximum: 1,
            passenger_ids: [service.passenger_id],
            segment_ids: [map.segment_id],
            metadata: { designator: element.designator, name: element.name, disclosures: element.disclosures },
          });
        }
      }
    }
  }
  return prices;
}

/**
 * R53: what Duffel refuses in an order's services: an id the offer does not sell (another offer's,
 * or made up), an id twice, or a quantity of 0 or above the service's maximum_quantity. The error
 * codes for the last two are not documented; these are our reading of a validation error.
 */
function refuseServices(wanted: { id: string; quantity: number }[], prices: Map<string, Sellable>): Answer | null {
  const seen = new Set<string>();
  for (const service of wanted) {
    const known = prices.get(service.id);
    if (!known) {
      const message = `Service ${service.id} is not available`;
      return [422, duffelError(422, 'invalid_state_error', 'ancillary_service_not_available', message)];
    }
    const source = { source: { field: 'services', pointer: '/services' } };
    if (seen.has(service.id)) {
      return [422, duffelError(422, 'validation_error', 'invalid', `Service ${service.id} is given twice`, source)];
    }
    seen.add(service.id);
    if (!Number.isInteger(service.quantity) || service.quantity < 1 || service.quantity > known.maximum) {
      const message = `Service ${service.id} can be bought at most ${known.maximum} time(s)`;
      return [422, duffelError(422, 'validation_error', 'invalid', message, source)];
    }
  }
  return null;
}

/** One e-ticket per passenger, as airlines issue them. */
function ticketsFor(passengers: Stored[]): Stored[] {
  return passengers.map((passenger, index) => ({
    type: 'electronic_ticket',
    unique_identifier: `125${String(2106312810 + index)}`,
    passenger_ids: [String(passenger.id)],
  }));
}

/** Reference 9: nothing was booked, whether Duffel says so at once or after accepting the order. */
const notCreated = (): Answer => [
  422,
  duffelError(422, 'airline_error', 'order_not_created', 'The airline did not create the order; nothing was booked'),
];

/**
 * Orders on LHR-AMS are accepted (202, no booking reference) and confirmed `acceptedForMs` later;
 * on LHR-BCN accepted, then not created (order_not_created when read); on LHR-MAD refused at once.
 */
export interface OrderSideOptions {
  acceptedForMs?: number;
  /** Sends a signed webhook event (a no-op without a webhook). */
  emit: EmitEvent;
  /** Runs `work` after `ms`, on a timer the server clears when it closes. */
  later: (work: () => void, ms: number) => void;
}

/** R55: how much the stand-in's airline re-prices a hold whose price guarantee has passed. */
export const HOLD_PRICE_STEP = 10;

export function createOrderSide(now: () => Date, offers: Map<string, StoredOffer>, options: OrderSideOptions) {
  const acceptedForMs = options.acceptedForMs ?? 3_000;
  const orders = new Map<string, Stored>();
  const cancellations = new Map<string, Stored>();
  const accepted = new Map<string, { settlesAt: number; fails: boolean }>();
  const failed = new Set<string>();
  /** R55: what each hold was booked at; once its price guarantee passes the airline asks 10.00 more. */
  const heldAt = new Map<string, number>();
  const payments = new Map<string, Stored>();

  /** A hold as the airline shows it now: re-priced once its guarantee has passed (reference 4.3). */
  function reprice(order: Stored): void {
    const booked = heldAt.get(String(order.id));
    const status = order.payment_status as { awaiting_payment: boolean; price_guarantee_expires_at: string };
    if (booked === undefined || !status.awaiting_payment) return;
    const moved = Date.parse(status.price_guarantee_expires_at) <= now().getTime();
    order.total_amount = (moved ? booked + HOLD_PRICE_STEP : booked).toFixed(2);
  }

  /** An accepted order as it stands now: confirmed, or gone when the airline did not create it. */
  function settle(id: string): void {
    const waiting = accepted.get(id);
    if (!waiting || now().getTime() < waiting.settlesAt) return;
    accepted.delete(id);
    const order = orders.get(id);
    if (!order) return;
    if (waiting.fails) {
      orders.delete(id);
      failed.add(id);
      void options.emit('order.creation_failed', order);
    } else {
      order.booking_reference = randomBytes(3).toString('hex').toUpperCase();
      void options.emit('order.created', order);
    }
  }

  /** The airline settles an accepted order now (confirmed, or not created on LHR-BCN), and the webhook says so. */
  function settleNow(id: string): void {
    const waiting = accepted.get(id);
    if (!waiting) throw new Error(`no accepted order ${id}`);
    waiting.settlesAt = 0;
    settle(id);
  }

  /** The airline retimes every flight of an order `minutes` later (order.airline_initiated_change_detected). */
  async function airlineChange(orderId: string, minutes = 95): Promise<Stored> {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const removed = order.slices as Record<string, unknown>[];
    const added = removed.map((slice) => retimed(slice, minutes));
    const change = {
      id: duffelId('aic'),
      order_id: orderId,
      added,
      removed,
      action_taken: null,
      available_actions: ['accept', 'cancel', 'change', 'update'],
      created_at: now().toISOString(),
    };
    order.slices = added;
    order.airline_initiated_changes = [change];
    await options.emit('order.airline_initiated_change_detected', change);
    return change;
  }

  function createOrder(data: Stored): Answer {
    const entry = offers.get((data.selected_offers as string[] | undefined)?.[0] ?? '');
    if (!entry) {
      const source = { source: { field: 'selected_offers', pointer: '/selected_offers' } };
      return [422, duffelError(422, 'validation_error', 'not_found', 'Linked record(s) not found', source)];
    }
    if (Date.parse(entry.offer.expires_at) <= now().getTime()) return noLongerAvailable('invalid_state_error');
    // R55 (reference 4.1): 'instant' pays with the order; 'hold' pays nothing now, on an offer that allows it.
    const type = data.type ?? 'instant';
    if (type !== 'instant' && type !== 'hold') {
      return [
        422,
        duffelError(422, 'invalid_state_error', 'invalid_order_create_type', `Unknown order type ${String(type)}`),
      ];
    }
    const hold = type === 'hold';
    if (hold && entry.offer.payment_requirements?.requires_instant_payment !== false) {
      const message = 'This offer requires instant payment and cannot be held';
      return [422, duffelError(422, 'validation_error', 'offer_requires_instant_payment', message)];
    }
    if (hold && data.payments !== undefined) {
      const source = { source: { field: 'payments', pointer: '/payments' } };
      return [422, duffelError(422, 'validation_error', 'invalid', 'A hold order takes no payments', source)];
    }
    const refusal = checkOrderPassengers(entry.offer, data.passengers);
    if (refusal) return refusal;
    if (entry.route.startsWith('LHR-MAD')) return notCreated();
    if (entry.route.startsWith('LHR-LGW')) {
      return [
        502,
        duffelError(502, 'airline_error', 'airline_unknown', 'The airline responded with an unexpected error'),
      ];
    }
    const wanted = (data.services as { id: string; quantity: number }[] | undefined) ?? [];
    const prices = servicePrices(entry);
    const badService = refuseServices(wanted, prices);
    if (badService) return badService;
    const extras = wanted.reduce((sum, service) => sum + (prices.get(service.id)?.price ?? 0) * service.quantity, 0);
    const total = (Number(entry.offer.total_amount) + extras).toFixed(2);
    const payment = (data.payments as { amount: string }[] | undefined)?.[0];
    if (!hold && (!payment || Number(payment.amount).toFixed(2) !== total)) {
      const message = 'The payment amount does not match the order amount';
      return [422, duffelError(422, 'validation_error', 'payment_amount_does_not_match_order_amount', message)];
    }
    const passengers = (data.passengers as Stored[]).map((passenger) => ({
      ...passenger,
      type: entry.offer.passengers.find((known) => known.id === passenger.id)?.type ?? 'adult',
    }));
    const { offer } = entry;
    const order = {
      id: duffelId('ord'),
      live_mode: false,
      created_at: now().toISOString(),
      synced_at: now().toISOString(),
      booking_reference: randomBytes(3).toString('hex').toUpperCase(),
      owner: offer.owner,
      content: 'managed',
      total_amount: total,
      total_currency: offer.total_currency,
      base_amount: offer.base_amount,
      base_currency: offer.base_currency,
      tax_amount: offer.tax_amount,
      tax_currency: offer.tax_currency,
      slices: offer.slices,
      passengers,
      services: wanted.map((service) => {
        const sold = prices.get(service.id);
        return {
          id: duffelId('ser'),
          type: sold?.type ?? 'seat',
          quantity: service.quantity,
          passenger_ids: sold?.passenger_ids ?? [],
          segment_ids: sold?.segment_ids ?? [],
          total_amount: ((sold?.price ?? 0) * service.quantity).toFixed(2),
          total_currency: offer.total_currency,
          metadata: sold?.metadata ?? {},
        };
      }),
      // One e-ticket per passenger, as airlines issue them; a hold's once it is paid.
      documents: hold ? [] : ticketsFor(passengers),
      payment_status: hold
        ? {
            awaiting_payment: true,
            payment_required_by: new Date(now().getTime() + HOLD_PAYABLE_MS).toISOString(),
            price_guarantee_expires_at: new Date(now().getTime() + HOLD_GUARANTEE_MS).toISOString(),
            paid_at: null,
          }
        : {
            awaiting_payment: false,
            payment_required_by: null,
            price_guarantee_expires_at: null,
            paid_at: now().toISOString(),
          },
      conditions: offer.conditions,
      available_actions: ['cancel', 'change', 'update'],
      airline_initiated_changes: [],
      metadata: data.metadata ?? {},
      cancelled_at: null,
      cancellation: null,
    };
    orders.set(order.id, order);
    if (hold) heldAt.set(order.id, Number(total));
    if (entry.route.startsWith('LHR-AMS') || entry.route.startsWith('LHR-BCN')) {
      Object.assign(order, { booking_reference: null, documents: [] });
      accepted.set(order.id, { settlesAt: now().getTime() + acceptedForMs, fails: entry.route.startsWith('LHR-BCN') });
      options.later(() => settle(order.id), acceptedForMs);
      return [202, { data: order }];
    }
    return [201, { data: order }];
  }

  function getOrder(id: string): Answer {
    settle(id);
    if (failed.has(id)) return notCreated();
    const order = orders.get(id);
    if (order) reprice(order);
    return order ? [200, { data: order }] : notFound();
  }

  /**
   * R55: POST /air/payments (reference 4.3): pays a hold its current total, before its
   * payment_required_by; an instant or paid order is not eligible, a cancelled one is cancelled.
   */
  function pay(data: Stored): Answer {
    const order = orders.get(String(data.order_id ?? ''));
    if (!order) return [422, duffelError(422, 'validation_error', 'not_found', 'Linked record(s) not found')];
    if (order.cancelled_at) return alreadyCancelled();
    const status = order.payment_status as { awaiting_payment: boolean; payment_required_by: string | null };
    if (!heldAt.has(String(order.id)) || !status.awaiting_payment) {
      const message = 'This order is not a hold awaiting payment';
      return [422, duffelError(422, 'invalid_state_error', 'order_type_not_eligible_for_payment', message)];
    }
    if (status.payment_required_by && Date.parse(status.payment_required_by) <= now().getTime()) {
      // "After payment_required_by, the space is released": the code is our reading, not documented.
      const message = 'The payment deadline of this hold has passed and the space was released';
      return [422, duffelError(422, 'invalid_state_error', 'order_expired', message)];
    }
    reprice(order);
    const payment = data.payment as { type?: string; amount?: string; currency?: string } | undefined;
    const source = { source: { field: 'amount', pointer: '/payment/amount' } };
    if (
      !payment ||
      Number(payment.amount).toFixed(2) !== order.total_amount ||
      payment.currency !== order.total_currency
    ) {
      return [
        422,
        duffelError(422, 'validation_error', 'price_changed', 'The price of this order has changed', source),
      ];
    }
    const made = {
      id: duffelId('pay'),
      type: payment.type ?? 'balance',
      amount: order.total_amount,
      currency: order.total_currency,
      created_at: now().toISOString(),
      live_mode: false,
    };
    payments.set(made.id, made);
    Object.assign(order, {
      payment_status: { ...(order.payment_status as Stored), awaiting_payment: false, paid_at: made.created_at },
      documents: ticketsFor(order.passengers as Stored[]),
    });
    return [201, { data: made }];
  }

  /** GET /air/orders?offer_id=: the orders made from one offer (the filter [AAT] observed). */
  function listOrders(offerId: string): Answer {
    const found = [...orders.values()].filter(
      (order) => (order.metadata as Record<string, unknown> | undefined)?.offer_id === offerId,
    );
    return [200, { data: found, meta: { limit: 50, after: null, before: null } }];
  }

  function quote(orderId: string): Answer {
    const order = orders.get(orderId);
    if (!order) return [422, duffelError(422, 'validation_error', 'not_found', 'Linked record(s) not found')];
    if (order.cancelled_at) return alreadyCancelled();
    const conditions = order.conditions as { refund_before_departure?: Record<string, unknown> | null } | null;
    const refund = conditions?.refund_before_departure;
    // Reference 4.4: an unpaid hold gives nothing back, to `awaiting_payment`.
    const unpaid = (order.payment_status as { awaiting_payment?: boolean } | undefined)?.awaiting_payment === true;
    const amount = unpaid
      ? 0
      : refund?.allowed
        ? Math.max(0, Number(order.total_amount) - Number(refund.penalty_amount ?? 0))
        : 0;
    const cancellation = {
      id: duffelId('ore'),
      order_id: orderId,
      live_mode: false,
      refund_amount: amount.toFixed(2),
      refund_currency: order.total_currency,
      refund_to: unpaid ? 'awaiting_payment' : 'balance',
      expires_at: new Date(now().getTime() + 15 * 60_000).toISOString(),
      created_at: now().toISOString(),
      confirmed_at: null,
      airline_credits: [],
    };
    cancellations.set(cancellation.id, cancellation);
    return [201, { data: cancellation }];
  }

  function confirm(id: string): Answer {
    const cancellation = cancellations.get(id);
    if (!cancellation) return notFound();
    const order = orders.get(String(cancellation.order_id));
    if (!order || order.cancelled_at) return alreadyCancelled();
    cancellation.confirmed_at = now().toISOString();
    Object.assign(order, { cancelled_at: cancellation.confirmed_at, cancellation, available_actions: ['update'] });
    return [200, { data: cancellation }];
  }

  /** POST /air/airline_initiated_changes/{id}/actions/accept: once, for a change the airline made. */
  function acceptChange(id: string): Answer {
    const order = [...orders.values()].find((o) =>
      ((o.airline_initiated_changes as Stored[] | undefined) ?? []).some((change) => change.id === id),
    );
    const change = ((order?.airline_initiated_changes as Stored[] | undefined) ?? []).find((c) => c.id === id);
    if (!change) return notFound();
    if (change.action_taken) {
      return [
        422,
        duffelError(422, 'invalid_state_error', 'already_actioned', 'This change has already been actioned'),
      ];
    }
    Object.assign(change, { action_taken: 'accepted', actioned_at: now().toISOString() });
    return [200, { data: change }];
  }

  return {
    orders,
    payments,
    createOrder,
    getOrder,
    pay,
    listOrders,
    quote,
    confirm,
    airlineChange,
    settleNow,
    acceptChange,
  };
}
