import type { Offer, SeatMap, Slice } from '../../../../shared/schemas/flights';
import type { Db } from '../../../db/client';
import {
  FlightProviderError,
  type AirlineEventSink,
  type CancellationQuote,
  type CreateOrderInput,
  type FlightProvider,
  type OfferQuery,
  type PayOrderInput,
} from '../types';
import { CURRENCY, toAmount, toCents } from './money';
import { decodeOfferId, searchKey } from './offer-id';
import { checkPassengers, priceServices } from './order-rules';
import {
  cancelByAirline,
  confirmQuote,
  markOfferRepriced,
  offerRepriced,
  createQuote,
  findOrderByReference,
  insertOrder,
  loadOrder,
  markOrderPaid,
  type SandboxOrder,
} from './orders';
import { HOLD_PRICE_STEP_CENTS, holdDeadlines, withHoldTerms } from './holds';
import {
  AIRLINE_CANCELS_AFTER_MS,
  ORDER_CONFIRM_DELAY_MS,
  SCHEDULE_CHANGE_AFTER_MS,
  SCHEDULE_CHANGE_MINUTES,
  PRICE_STEP_CENTS,
  QUICK_EXPIRY_MS,
  scenarioFor,
  scenarioForRoute,
  SEARCH_TIMEOUT_MAX_MS,
  type ScenarioKind,
} from './scenarios';
import { seatMapsFor } from './seat-maps';
import { droppedPrice, firstSearchedAt } from './price-drop';
import { updateOfferPassenger, withMemberFare } from './loyalty';
import {
  buildPlannedOffer,
  cheapestPlanned,
  indicesWithin,
  normalizeQuery,
  planSearch,
  type SearchPlan,
} from './search';
import { MINUTE_MS } from './time';
import { OFFER_EXPIRED_MESSAGE } from '../../../../shared/messages';
import { seatServiceIndex } from '../../../../shared/seat-services';

/*
 * The built-in sandbox airline (R16): offers from real geography, regenerated from their
 * ids instead of stored, orders and cancellations in the database, and scenario routes that fail
 * on purpose (scenarios.ts). Prices are NET; the flights service adds the brand's markup.
 */

export { SANDBOX_SCENARIOS, type SandboxScenario, type ScenarioKind } from './scenarios';
export { SANDBOX_HOLD_ROUTES, HOLD_PRICE_STEP_CENTS, SHORT_HOLD, REALISTIC_HOLD } from './holds';
export type { SandboxOrder } from './orders';
export type { BookedService } from './order-rules';

/** Offers expire this long after the search (Duffel: "typically within 30 minutes"). */
export const OFFER_LIFETIME_MS = 30 * MINUTE_MS;
const PLAN_CACHE_SIZE = 32;
/** An id claiming a search this far in the future was not made by us. */
const CLOCK_SKEW_MS = MINUTE_MS;

export interface SandboxProviderOptions {
  db: Db;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Where the airline's own news goes (schedule-change and airline-cancels routes), as Duffel's webhooks would. */
  onEvent?: AirlineEventSink | undefined;
}

/** A slice `minutes` later: every flight's local times, the slice's own with them. */
function retimed(slice: Slice, minutes: number): Slice {
  const shift = (local: string) =>
    new Date(Date.parse(`${local.slice(0, 19)}Z`) + minutes * 60_000).toISOString().slice(0, 19);
  return {
    ...slice,
    departure_time: slice.departure_time ? shift(slice.departure_time) : slice.departure_time,
    arrival_time: slice.arrival_time ? shift(slice.arrival_time) : slice.arrival_time,
    segments: slice.segments.map((segment) => ({
      ...segment,
      departing_at: shift(segment.departing_at),
      arriving_at: shift(segment.arriving_at),
    })),
  };
}

/** A FlightProvider whose orders also carry their passengers, booked services and reference. */
export type SandboxProvider = Omit<
  FlightProvider,
  'cheapest' | 'createOrder' | 'getOrder' | 'findOrderByReference' | 'payOrder'
> & {
  cheapest(query: OfferQuery, signal?: AbortSignal): Promise<Offer | null>;
  createOrder(input: CreateOrderInput, signal?: AbortSignal): Promise<SandboxOrder>;
  getOrder(orderId: string, signal?: AbortSignal): Promise<SandboxOrder>;
  findOrderByReference(reference: string, offerId: string, signal?: AbortSignal): Promise<SandboxOrder | null>;
  payOrder(input: PayOrderInput, signal?: AbortSignal): Promise<SandboxOrder>;
};

interface Located {
  search: SearchPlan;
  index: number;
  scenario: ScenarioKind | null;
}

/**
 * An order on the confirms-later route as the airline shows it at `now`: accepted, without a
 * booking reference, until ORDER_CONFIRM_DELAY_MS after it was made.
 */
function asShownAt(stored: SandboxOrder, now: Date): SandboxOrder {
  const order = repricedHold(stored, now);
  const first = order.offer.slices[0];
  const route = first ? scenarioForRoute(first.origin.iata_code, first.destination.iata_code) : null;
  const waiting =
    route === 'order_confirms_later' && now.getTime() < Date.parse(order.createdAt) + ORDER_CONFIRM_DELAY_MS;
  return waiting ? { ...order, status: 'pending', bookingReference: '', tickets: [] } : order;
}

/** R55: an unpaid hold past its price guarantee costs HOLD_PRICE_STEP_CENTS more, as the airline re-prices it. */
function repricedHold(order: SandboxOrder, now: Date): SandboxOrder {
  const status = order.paymentStatus;
  const guarantee = status?.priceGuaranteeExpiresAt ? Date.parse(status.priceGuaranteeExpiresAt) : null;
  if (!status?.awaitingPayment || guarantee === null || now.getTime() < guarantee) return order;
  return { ...order, totalAmount: toAmount(toCents(order.totalAmount) + HOLD_PRICE_STEP_CENTS) };
}

function lifetimeFor(scenario: ScenarioKind | null): number {
  return scenario === 'offers_expire_quickly' ? QUICK_EXPIRY_MS : OFFER_LIFETIME_MS;
}

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new FlightProviderError('TIMEOUT', 'The request was abandoned before it started.');
}

/** Resolves when the caller gives up or after `maxMs`, whichever comes first. */
function waitForAbort(signal: AbortSignal | undefined, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Adds the price-change scenario's new fare to the fare part of an offer. */
function raisePrice(offer: Offer, cents: number): Offer {
  return {
    ...offer,
    base_amount: toAmount(toCents(offer.base_amount) + cents),
    total_amount: toAmount(toCents(offer.total_amount) + cents),
  };
}

export function createSandboxProvider({
  db,
  now = () => new Date(),
  onEvent,
}: SandboxProviderOptions): SandboxProvider {
  const plans = new Map<string, SearchPlan>();

  /** The schedule-change route: a while after the order, the airline retimes it and tells the site. */
  function changeScheduleLater(order: SandboxOrder): void {
    if (!onEvent) return;
    const timer = setTimeout(() => {
      const meaning = {
        kind: 'schedule_change' as const,
        orderId: order.id,
        changeId: `aic_${order.id.slice(4)}`,
        slices: order.offer.slices.map((slice) => retimed(slice, SCHEDULE_CHANGE_MINUTES)),
        actions: ['accept', 'cancel'],
      };
      void onEvent({ id: `sev_${order.id.slice(4)}`, type: 'order.airline_initiated_change_detected' }, meaning).catch(
        () => undefined,
      );
    }, SCHEDULE_CHANGE_AFTER_MS);
    // A sandbox nicety must never keep a process (or a test run) alive.
    timer.unref();
  }

  /** The airline-cancels route (R57): a while after the order, the airline cancels it and tells the site. */
  function cancelLater(order: SandboxOrder): void {
    const timer = setTimeout(() => {
      void (async () => {
        if (!(await cancelByAirline(db, order.id, now()))) return;
        await onEvent?.(
          { id: `sev_cancel_${order.id.slice(4)}`, type: 'order.cancelled' },
          { kind: 'order_cancelled', orderId: order.id, bookingId: null },
        );
      })().catch(() => undefined);
    }, AIRLINE_CANCELS_AFTER_MS);
    timer.unref();
  }

  function planFor(query: OfferQuery, searchedAt: number, scenario: ScenarioKind | null): SearchPlan {
    const key = searchKey(query, searchedAt);
    let plan = plans.get(key);
    if (plan) {
      plans.delete(key); // refresh its place: the map's order is the eviction order
    } else {
      plan = planSearch(query, searchedAt, lifetimeFor(scenario));
      if (plans.size >= PLAN_CACHE_SIZE) plans.delete(plans.keys().next().value ?? '');
    }
    plans.set(key, plan);
    return plan;
  }

  /** The search an offer id came from, checked: malformed -> OFFER_NOT_FOUND, stale -> OFFER_EXPIRED. */
  function locate(offerId: string): Located {
    const locator = decodeOfferId(offerId);
    if (!locator) throw new FlightProviderError('OFFER_NOT_FOUND', `No offer ${offerId}.`);
    let query: OfferQuery;
    try {
      query = normalizeQuery(locator.query);
    } catch {
      throw new FlightProviderError('OFFER_NOT_FOUND', `No offer ${offerId}.`);
    }
    const clock = now().getTime();
    if (locator.searchedAt > clock + CLOCK_SKEW_MS)
      throw new FlightProviderError('OFFER_NOT_FOUND', `No offer ${offerId}.`);
    const scenario = scenarioFor(query);
    if (scenario === 'offer_no_longer_available') {
      throw new FlightProviderError('OFFER_WITHDRAWN', 'This offer is no longer available.');
    }
    if (clock >= locator.searchedAt + lifetimeFor(scenario)) {
      throw new FlightProviderError('OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE);
    }
    const search = planFor(query, locator.searchedAt, scenario);
    if (search.ids[locator.index] !== offerId) {
      throw new FlightProviderError('OFFER_WITHDRAWN', 'This offer is no longer available.');
    }
    return { search, index: locator.index, scenario };
  }

  async function currentOffer(offerId: string): Promise<{ offer: Offer; located: Located }> {
    const located = locate(offerId);
    let offer = buildPlannedOffer(located.search, located.index);
    if (located.scenario === 'price_changes_at_order' && (await offerRepriced(db, offerId))) {
      offer = raisePrice(offer, PRICE_STEP_CENTS);
    }
    if (located.scenario === 'price_drops_after_first_search') {
      const locator = decodeOfferId(offerId);
      if (
        locator &&
        locator.searchedAt > (await firstSearchedAt(db, normalizeQuery(locator.query), locator.searchedAt))
      ) {
        offer = droppedPrice(offer);
      }
    }
    // R50: a member fare once the airline knows a passenger's loyalty number; orders charge it too.
    offer = await withMemberFare(db, offer);
    // R55: on the hold routes, the deadlines a hold made now would get.
    return { offer: withHoldTerms(offer, now().getTime()), located };
  }

  /** A search's plan and the offers in it the query wants; null when the route has none. */
  async function searched(
    query: OfferQuery,
    signal: AbortSignal | undefined,
    /** False for the grid's cheapest-only look (R46), which is not a search of the route (R51). */
    counts = true,
  ): Promise<{ search: SearchPlan; indices: number[]; dropped: boolean } | null> {
    checkSignal(signal);
    const normalized = normalizeQuery(query);
    const scenario = scenarioFor(normalized);
    if (scenario === 'no_offers') return null;
    if (scenario === 'search_timeout') {
      await waitForAbort(signal, SEARCH_TIMEOUT_MAX_MS);
      throw new FlightProviderError('TIMEOUT', 'The airline did not answer the search in time.');
    }
    const searchedAt = Math.floor(now().getTime() / 1000) * 1000;
    // The plan is the whole search's (ids decode to it); Direct only picks from it (R45).
    const { maxConnections, ...whole } = normalized;
    const search = planFor(whole, searchedAt, scenario);
    // R51's falling route: cheaper for every search after the query's first.
    const dropped =
      scenario === 'price_drops_after_first_search' &&
      searchedAt > (await firstSearchedAt(db, whole, searchedAt, counts));
    return { search, indices: indicesWithin(search, maxConnections), dropped };
  }

  return {
    name: 'sandbox',

    async search(query, signal) {
      const found = await searched(query, signal);
      if (!found) return [];
      const clock = now().getTime();
      const offers = found.indices.map((index) => withHoldTerms(buildPlannedOffer(found.search, index), clock));
      return found.dropped ? offers.map(droppedPrice) : offers;
    },

    async cheapest(query, signal) {
      const found = await searched(query, signal, false);
      if (!found) return null;
      const index = cheapestPlanned(found.search, found.indices);
      if (index === undefined) return null;
      const offer = buildPlannedOffer(found.search, index);
      // The drop takes the same share off every offer: the cheapest stays the cheapest.
      return found.dropped ? droppedPrice(offer) : offer;
    },

    async getOffer(offerId, signal) {
      checkSignal(signal);
      return (await currentOffer(offerId)).offer;
    },

    async updateOfferPassenger(offerId, passengerId, update, signal) {
      checkSignal(signal);
      await updateOfferPassenger(db, (await currentOffer(offerId)).offer, passengerId, update);
    },

    async getSeatMaps(offerId, signal): Promise<SeatMap[]> {
      checkSignal(signal);
      const { search, index } = locate(offerId);
      const plan = search.plans[index];
      if (!plan) return [];
      return seatMapsFor(buildPlannedOffer(search, index), plan, search.context.searchDay);
    },

    async createOrder(input, signal) {
      checkSignal(signal);
      // A retry after a crash: the order was made, give it back whatever happened to the offer since.
      const existing = await findOrderByReference(db, input.reference);
      if (existing) {
        if (existing.offer.id !== input.offerId) {
          throw new FlightProviderError('VALIDATION', `Reference ${input.reference} was used for another offer.`);
        }
        return asShownAt(existing, now());
      }
      const { offer, located } = await currentOffer(input.offerId);
      const plan = located.search.plans[located.index];
      if (!plan) throw new FlightProviderError('OFFER_WITHDRAWN', 'This offer is no longer available.');
      const passengers = checkPassengers(offer, input.passengers);
      const seats = seatServiceIndex(seatMapsFor(offer, plan, located.search.context.searchDay));
      const { services, cents: servicesCents } = priceServices(offer, seats, input.services);
      if (input.currency !== CURRENCY) {
        throw new FlightProviderError('VALIDATION', `This offer is priced in ${CURRENCY}, not ${input.currency}.`);
      }
      let expected = toCents(offer.total_amount) + servicesCents;
      // As airlines do: the price is confirmed at the order, and there it changed once.
      if (located.scenario === 'price_changes_at_order' && (await markOfferRepriced(db, input.offerId))) {
        expected += PRICE_STEP_CENTS;
      }
      const amount = toCents(input.amount);
      if (amount !== expected) {
        if (located.scenario === 'price_changes_at_order') {
          throw new FlightProviderError(
            'PRICE_CHANGED',
            `The price has changed: it is now ${CURRENCY} ${toAmount(expected)}.`,
          );
        }
        throw new FlightProviderError(
          'VALIDATION',
          `The amount ${input.amount} does not match the offer and services total ${toAmount(expected)}.`,
        );
      }
      // R55: a hold only where the airline allows one, with the deadlines of a hold made now.
      const hold = input.type === 'hold' ? holdDeadlines(offer, now().getTime()) : undefined;
      if (hold === null || (hold && offer.payment_requirements.requires_instant_payment)) {
        throw new FlightProviderError('VALIDATION', 'This offer must be paid when it is ordered; it cannot be held.');
      }
      if (located.scenario === 'order_fails_after_payment') {
        throw new FlightProviderError('ORDER_FAILED', 'The airline could not issue the tickets for this order.');
      }
      const order = await insertOrder(db, {
        reference: input.reference,
        offer,
        passengers,
        services,
        totalCents: expected,
        createdAt: now(),
        hold,
      });
      // Two requests raced with one reference: only the one whose offer was booked gets the order.
      if (order.offer.id !== input.offerId) {
        throw new FlightProviderError('VALIDATION', `Reference ${input.reference} was used for another offer.`);
      }
      if (located.scenario === 'schedule_change_after_booking') changeScheduleLater(order);
      if (located.scenario === 'airline_cancels_after_booking') cancelLater(order);
      return asShownAt(order, now());
    },

    async getOrder(orderId, signal) {
      checkSignal(signal);
      return asShownAt(await loadOrder(db, orderId), now());
    },

    async payOrder(input, signal) {
      checkSignal(signal);
      const clock = now();
      const order = asShownAt(await loadOrder(db, input.orderId), clock);
      const status = order.paymentStatus;
      if (order.cancelledAt || !status?.paymentRequiredBy || !status.awaitingPayment) {
        throw new FlightProviderError('NOT_PAYABLE', `Order ${order.id} is not a hold awaiting payment.`);
      }
      if (Date.parse(status.paymentRequiredBy) <= clock.getTime()) {
        throw new FlightProviderError(
          'HOLD_EXPIRED',
          `The hold ${order.id} passed its deadline; the seats were released.`,
        );
      }
      if (input.currency !== order.totalCurrency || toCents(input.amount) !== toCents(order.totalAmount)) {
        throw new FlightProviderError(
          'PRICE_CHANGED',
          `The price has changed: the hold now costs ${order.totalCurrency} ${order.totalAmount}.`,
        );
      }
      if (!(await markOrderPaid(db, order.id, toCents(order.totalAmount), clock))) {
        throw new FlightProviderError('NOT_PAYABLE', `Order ${order.id} was paid or cancelled meanwhile.`);
      }
      return asShownAt(await loadOrder(db, order.id), clock);
    },

    async findOrderByReference(reference, offerId, signal) {
      checkSignal(signal);
      const order = await findOrderByReference(db, reference);
      return order && order.offer.id === offerId ? asShownAt(order, now()) : null;
    },

    async acceptAirlineChange(changeId, signal) {
      checkSignal(signal);
      // The sandbox airline's changes (BOS-MIA) are always acceptable; its flights are already the new ones.
      if (!/^aic_[a-z0-9]+$/.test(changeId)) throw new FlightProviderError('OFFER_NOT_FOUND', `No change ${changeId}.`);
    },

    async quoteCancellation(orderId, signal): Promise<CancellationQuote> {
      checkSignal(signal);
      return createQuote(db, await loadOrder(db, orderId), now());
    },

    async confirmCancellation(quoteId, signal) {
      checkSignal(signal);
      return confirmQuote(db, quoteId, now());
    },
  };
}
