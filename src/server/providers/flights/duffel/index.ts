import { OfferSchema, SeatMapSchema, type Offer, type SeatMap } from '../../../../shared/schemas/flights';
import { FlightProviderError, type FlightProvider, type OfferQuery } from '../types';
import type { CreateOfferRequest, CreateOfferRequestSlice } from '@duffel/api/types';
import { createDuffelHttp } from './http';
import { OFFER_LIST_CAP } from '../../../../shared/schemas/search-rules';
import { normaliseOffer } from './normalise-offer';
import { normaliseCancellation, normaliseOrder, ORDER_METADATA, orderRequestBody } from './normalise-order';
import { normaliseSeatMap } from './normalise-seat-map';
import type { DuffelOffer, DuffelOrder, DuffelOrderCancellation, DuffelSeatMap } from './types';

/*
 * The Duffel Flights API v2 as a FlightProvider (R16), over fetch. Searches create an
 * offer request without offers, then page through GET /air/offers sorted by price, so a wide
 * search costs a few small pages and the cheapest offers come first (Duffel API v2: offer requests, offers and rate limits).
 */

export const DUFFEL_BASE_URL = 'https://api.duffel.com';

export interface DuffelProviderOptions {
  accessToken: string;
  /** Default https://api.duffel.com; tests point it at a local server. */
  baseUrl?: string;
  /** Per call, searches and reads (default 25 s). */
  timeoutMs?: number;
  /** Order creation: Duffel allows 120 s and advises a client timeout of about 130 s. */
  orderTimeoutMs?: number;
  /** The most offers one search keeps, cheapest first (default 500). */
  maxOffers?: number;
  /** Offers per GET /air/offers page (Duffel allows 1-200). */
  pageSize?: number;
  /** A rate-limited read is retried once when Duffel asks for at most this wait (default 5 s). */
  maxRetryWaitMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told about offers dropped because Duffel sent something our contract cannot carry. */
  onDroppedOffer?: (offerId: string, problem: string) => void;
}

/** Ages sent for children and infants a program searched without ages (R8's bands; the form always asks, R26). */
export const SEARCH_CHILD_AGE = 8;
/** The most connections per slice we ask Duffel for: what the results' stops filter can show (2+). */
export const MAX_CONNECTIONS = 2;
export const SEARCH_INFANT_AGE = 1;

const OFFER_ID = /^off_[A-Za-z0-9]{1,64}$/;
const ORDER_ID = /^ord_[A-Za-z0-9]{1,64}$/;
const CANCELLATION_ID = /^ore_[A-Za-z0-9]{1,64}$/;
const CHANGE_ID = /^aic_[A-Za-z0-9]{1,64}$/;
const OFFER_PASSENGER_ID = /^pas_[A-Za-z0-9]{1,64}$/;

function checkId(pattern: RegExp, id: string, what: string): string {
  if (!pattern.test(id)) throw new FlightProviderError('OFFER_NOT_FOUND', `Not a Duffel ${what} id: "${id}"`);
  return encodeURIComponent(id);
}

/** Duffel's supplier_timeout (2-60 s) leaves us time to page the offers within our own timeout. */
function supplierTimeoutMs(timeoutMs: number): number {
  return Math.min(60_000, Math.max(2_000, timeoutMs - 5_000));
}

/**
 * The official package's offer request, as we send it: without the optional time windows, which
 * its type declares as required keys although Duffel accepts them absent.
 */
type OfferRequestBody = Omit<CreateOfferRequest, 'slices'> & {
  slices: Pick<CreateOfferRequestSlice, 'origin' | 'destination' | 'departure_date'>[];
};

/** Duffel takes 0, 1 or 2 (its documented values); the search schema allows no others. */
function connectionsFor(query: OfferQuery): 0 | 1 | 2 {
  const asked = query.maxConnections ?? MAX_CONNECTIONS;
  return asked <= 0 ? 0 : asked === 1 ? 1 : 2;
}

export function offerRequestBody(query: OfferQuery): OfferRequestBody {
  // R58: Duffel's `type: adult` is 18 or over; an adult aged 12-17 is sent by age alone.
  const youths = query.youthAges ?? [];
  return {
    slices: query.slices.map((slice) => ({
      origin: slice.origin,
      destination: slice.destination,
      departure_date: slice.departureDate,
    })),
    passengers: [
      ...Array.from({ length: query.adults - youths.length }, () => ({ type: 'adult' as const })),
      ...youths.map((age) => ({ age })),
      ...Array.from({ length: query.children }, (_, i) => ({ age: query.childAges?.[i] ?? SEARCH_CHILD_AGE })),
      ...Array.from({ length: query.infants }, (_, i) => ({ age: query.infantAges?.[i] ?? SEARCH_INFANT_AGE })),
    ],
    cabin_class: query.cabinClass,
    // Duffel's default is 1 connection; the results' stops filter offers 0, 1 and 2+, so ask for up
    // to 2, or what the search asked (R45: Direct only sends 0).
    max_connections: connectionsFor(query),
  };
}

export function createDuffelProvider(options: DuffelProviderOptions): FlightProvider {
  const timeoutMs = options.timeoutMs ?? 25_000;
  const maxOffers = options.maxOffers ?? OFFER_LIST_CAP;
  const pageSize = Math.min(200, Math.max(1, options.pageSize ?? 200));
  const http = createDuffelHttp({
    accessToken: options.accessToken,
    baseUrl: options.baseUrl ?? DUFFEL_BASE_URL,
    timeoutMs,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 5_000,
    fetch: options.fetch ?? fetch,
    now: options.now ?? Date.now,
  });

  function offer(raw: DuffelOffer): Offer {
    const parsed = OfferSchema.safeParse(normaliseOffer(raw));
    if (!parsed.success) {
      throw new FlightProviderError(
        'UNAVAILABLE',
        `Duffel offer ${raw.id} does not fit our contract: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }

  return {
    name: 'duffel',

    async search(query, signal) {
      const request = await http.request<{ id: string }>({
        method: 'POST',
        path: 'air/offer_requests',
        query: { return_offers: false, supplier_timeout: supplierTimeoutMs(timeoutMs) },
        body: offerRequestBody(query),
        kind: 'search',
        retry: true,
        signal,
      });
      const offers: Offer[] = [];
      let after: string | undefined;
      do {
        const page = await http.request<DuffelOffer[]>({
          method: 'GET',
          path: 'air/offers',
          query: { offer_request_id: request.data.id, sort: 'total_amount', limit: pageSize, after },
          kind: 'search',
          retry: true,
          signal,
        });
        for (const raw of page.data) {
          try {
            offers.push(offer(raw));
          } catch (error) {
            // One airline's odd offer must not sink the whole search.
            options.onDroppedOffer?.(raw.id, error instanceof Error ? error.message : String(error));
          }
        }
        const next = page.meta?.after;
        after = typeof next === 'string' && next !== '' ? next : undefined;
      } while (after !== undefined && offers.length < maxOffers);
      return offers.slice(0, maxOffers);
    },

    async getOffer(offerId, signal) {
      const answer = await http.request<DuffelOffer>({
        method: 'GET',
        path: `air/offers/${checkId(OFFER_ID, offerId, 'offer')}`,
        query: { return_available_services: true },
        kind: 'offer',
        retry: true,
        signal,
      });
      return offer(answer.data);
    },

    async getSeatMaps(offerId, signal) {
      checkId(OFFER_ID, offerId, 'offer');
      const answer = await http.request<DuffelSeatMap[]>({
        method: 'GET',
        path: 'air/seat_maps',
        query: { offer_id: offerId },
        kind: 'seat_maps',
        retry: true,
        signal,
      });
      return (answer.data ?? []).map((map): SeatMap => SeatMapSchema.parse(normaliseSeatMap(map)));
    },

    async createOrder(input, signal) {
      checkId(OFFER_ID, input.offerId, 'offer');
      const answer = await http.request<DuffelOrder>({
        method: 'POST',
        path: 'air/orders',
        body: orderRequestBody(input),
        kind: 'order',
        retry: false, // not idempotent: a repeat could book twice
        timeoutMs: options.orderTimeoutMs ?? 130_000,
        signal,
      });
      return normaliseOrder(answer.data, input.offerId, answer.status === 202);
    },

    async getOrder(orderId, signal) {
      const answer = await http.request<DuffelOrder>({
        method: 'GET',
        path: `air/orders/${checkId(ORDER_ID, orderId, 'order')}`,
        kind: 'order_read',
        retry: true,
        signal,
      });
      return normaliseOrder(answer.data);
    },

    async payOrder(input, signal) {
      // R55 (reference 4.3): pays a hold from the balance; never retried, a lost answer may have paid.
      const orderId = checkId(ORDER_ID, input.orderId, 'order');
      await http.request<unknown>({
        method: 'POST',
        path: 'air/payments',
        body: { order_id: input.orderId, payment: { type: 'balance', amount: input.amount, currency: input.currency } },
        kind: 'payment',
        retry: false,
        timeoutMs: options.orderTimeoutMs ?? 130_000,
        signal,
      });
      const answer = await http.request<DuffelOrder>({
        method: 'GET',
        path: `air/orders/${orderId}`,
        kind: 'order_read',
        retry: true,
        signal,
      });
      return normaliseOrder(answer.data);
    },

    async findOrderByReference(reference, offerId, signal) {
      // Duffel lists orders by offer; our booking id travels in the order's metadata.
      const answer = await http.request<DuffelOrder[]>({
        method: 'GET',
        path: 'air/orders',
        query: { offer_id: checkId(OFFER_ID, offerId, 'offer'), limit: '50' },
        kind: 'order_read',
        retry: true,
        signal,
      });
      const found = (answer.data ?? []).find((order) => order.metadata?.[ORDER_METADATA.reference] === reference);
      return found ? normaliseOrder(found, offerId) : null;
    },

    async quoteCancellation(orderId, signal) {
      checkId(ORDER_ID, orderId, 'order');
      const answer = await http.request<DuffelOrderCancellation>({
        method: 'POST',
        path: 'air/order_cancellations',
        body: { order_id: orderId },
        kind: 'cancellation',
        retry: false,
        signal,
      });
      return normaliseCancellation(answer.data);
    },

    async updateOfferPassenger(offerId, passengerId, update, signal) {
      // R50: Duffel's way to a member fare; the offer read next shows the price it gives.
      await http.request<unknown>({
        method: 'PATCH',
        path: `air/offers/${checkId(OFFER_ID, offerId, 'offer')}/passengers/${checkId(OFFER_PASSENGER_ID, passengerId, 'offer passenger')}`,
        body: {
          given_name: update.givenName,
          family_name: update.familyName,
          loyalty_programme_accounts: update.loyaltyProgrammeAccounts.map((a) => ({
            airline_iata_code: a.airlineIataCode,
            account_number: a.accountNumber,
          })),
        },
        kind: 'offer',
        retry: false,
        signal,
      });
    },

    async acceptAirlineChange(changeId, signal) {
      await http.request<unknown>({
        method: 'POST',
        path: `air/airline_initiated_changes/${checkId(CHANGE_ID, changeId, 'airline-initiated change')}/actions/accept`,
        kind: 'cancellation',
        retry: false,
        signal,
      });
    },

    async confirmCancellation(quoteId, signal) {
      const answer = await http.request<DuffelOrderCancellation>({
        method: 'POST',
        path: `air/order_cancellations/${checkId(CANCELLATION_ID, quoteId, 'order cancellation')}/actions/confirm`,
        kind: 'cancellation',
        retry: false,
        signal,
      });
      return normaliseCancellation(answer.data);
    },
  };
}
