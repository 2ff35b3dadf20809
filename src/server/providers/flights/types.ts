import type { CabinClass, Offer, SeatMap, Slice } from '../../../shared/schemas/flights';

/*
 * What every flight-offer provider does (R16): the built-in sandbox and Duffel. Offers
 * come back at the provider's NET price; the flights service applies the brand's markup before
 * anything leaves the server (R1). Providers throw FlightProviderError for known failures.
 */

export interface SearchSlice {
  origin: string; // IATA airport or city code
  destination: string;
  departureDate: string; // yyyy-MM-dd, local to the origin
}

export interface OfferQuery {
  slices: SearchSlice[]; // 1 to 5 (R24)
  cabinClass: CabinClass;
  adults: number;
  children: number; // ages 2-11
  infants: number; // under 2, on an adult's lap
  /** R26: ages on the day of the last flight, one per child / infant, when the searcher gave them. */
  childAges?: number[] | undefined;
  infantAges?: number[] | undefined;
  /** R58: the ages of the adults aged 12-17 (counted in `adults`); the rest are 18 or over. */
  youthAges?: number[] | undefined;
  /** R45: the most connections in any slice (0: Direct only); absent, the provider's default. */
  maxConnections?: number | undefined;
}

export interface OrderPassenger {
  /** The offer's passenger id this person fills. */
  offerPassengerId: string;
  type: 'adult' | 'child' | 'infant_without_seat';
  title: string | null;
  givenName: string;
  familyName: string;
  gender: 'm' | 'f' | null;
  bornOn: string; // yyyy-MM-dd
  email: string | null;
  phoneNumber: string | null;
  identityDocument: { number: string; expiresOn: string; issuingCountryCode: string } | null;
  /** R50: the passenger's loyalty numbers, one per airline (Duffel's loyalty_programme_accounts). */
  loyaltyProgrammeAccounts?: { airlineIataCode: string; accountNumber: string }[];
  /** For an infant: the adult whose lap they sit on. */
  infantOfPassengerId?: string;
}

export interface CreateOrderInput {
  offerId: string;
  passengers: OrderPassenger[];
  /** Seat and baggage service ids with quantities, as the offer / seat map gave them. */
  services: { id: string; quantity: number }[];
  /** The NET amount we pay the airline (offer total + services), checked by the provider. */
  amount: string;
  currency: string;
  /** Our booking id, so a retry after a crash can find an order that was made. */
  reference: string;
  /**
   * R55: 'hold' books the seats and pays nothing yet (Duffel's `type: "hold"` without `payments`),
   * for an offer whose payment_requirements allow it; paid later with payOrder. Default 'instant'.
   */
  type?: 'instant' | 'hold';
}

/** R55: an order's payment state (Duffel's order.payment_status). */
export interface OrderPaymentStatus {
  /** True for a hold that has not been paid yet. */
  awaitingPayment: boolean;
  /** A hold must be paid before this instant, or the airline releases the seats. */
  paymentRequiredBy: string | null;
  /** Until this instant the hold's price stands; afterwards the airline may re-price it. */
  priceGuaranteeExpiresAt: string | null;
  paidAt: string | null;
}

/** R55: POST /air/payments: pay a held order its current total (NET), once. */
export interface PayOrderInput {
  orderId: string;
  amount: string;
  currency: string;
}

export interface ProviderOrder {
  id: string;
  /**
   * 'pending': the airline accepted the order but has not confirmed it yet (Duffel's 202); it ends
   * confirmed, or getOrder fails with ORDER_FAILED when the airline did not create it.
   */
  status: 'confirmed' | 'pending';
  bookingReference: string; // the airline's PNR; '' while pending
  /** The e-tickets the airline issued, per offer passenger ([] while pending or not yet ticketed). */
  tickets: { passengerId: string; number: string }[];
  totalAmount: string;
  totalCurrency: string;
  createdAt: string;
  cancelledAt: string | null;
  /** The offer as booked, passengers named. */
  offer: Offer;
  /** R55: absent from providers that only make instant orders (paid at creation). */
  paymentStatus?: OrderPaymentStatus;
}

/**
 * R28: where a cancellation's refund goes. 'card': to us (Duffel's balance or the original
 * payment), and from us to the traveller's card; airline credits and vouchers are the airline's
 * to give; 'unknown': the airline has not said.
 */
export type RefundDestination = 'card' | 'airline_credits' | 'voucher' | 'unknown';

export interface CancellationQuote {
  id: string;
  orderId: string;
  /** null: the airline has not said how much it refunds (Duffel: "not known yet"). */
  refundAmount: string | null;
  refundCurrency: string;
  refundTo: RefundDestination;
  expiresAt: string;
  confirmedAt: string | null;
}

/**
 * R42: what an airline tells us about an order after the request (Duffel's webhooks; the sandbox
 * airline's own events), read into our terms.
 */
export type AirlineEvent =
  | { kind: 'order_settled'; orderId: string | null; bookingId: string | null }
  | { kind: 'schedule_change'; orderId: string; changeId: string; slices: Slice[]; actions: string[] }
  | { kind: 'order_cancelled'; orderId: string; bookingId: string | null }
  | { kind: 'other' };

/** Where a provider that notices things itself (the sandbox airline) tells the site, as Duffel's webhooks do. */
export type AirlineEventSink = (event: { id: string; type: string }, meaning: AirlineEvent) => Promise<unknown>;

export type FlightProviderErrorCode =
  | 'OFFER_EXPIRED' // past its time: our 410
  | 'OFFER_WITHDRAWN' // withdrawn by the airline before its time (sold out, re-priced): our 410 too
  | 'OFFER_NOT_FOUND' // unknown or malformed id: our 404
  | 'PRICE_CHANGED' // the airline re-priced: our 409
  | 'VALIDATION' // the provider refused the request's data: our 422
  | 'RATE_LIMITED' // our 429 / retry later
  | 'TIMEOUT' // the provider did not answer in time: our 504
  | 'UNAVAILABLE' // the provider failed: our 502
  | 'ORDER_FAILED' // order creation refused after payment: void and tell the traveller
  | 'HOLD_EXPIRED' // R55: a hold paid after its deadline; the airline released the seats: our 410
  | 'NOT_PAYABLE'; // R55: paying an order that is not an unpaid hold (instant, paid, cancelled): our 409

export class FlightProviderError extends Error {
  constructor(
    readonly code: FlightProviderErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'FlightProviderError';
  }
}

/** The offer with the lowest total, the first of equals; null for none. */
export function cheapestOffer(offers: readonly Offer[]): Offer | null {
  return offers.reduce<Offer | null>(
    (best, offer) => (best === null || Number(offer.total_amount) < Number(best.total_amount) ? offer : best),
    null,
  );
}

export interface FlightProvider {
  readonly name: 'sandbox' | 'duffel';
  /** All offers for the query at NET price (the service caches, pages and sorts them). */
  search(query: OfferQuery, signal?: AbortSignal): Promise<Offer[]>;
  /**
   * R46: the query's cheapest offer at NET price (null for none), for a provider that can find it
   * without making every offer; the others are asked `search` and the cheapest picked from it.
   */
  cheapest?(query: OfferQuery, signal?: AbortSignal): Promise<Offer | null>;
  /** The offer as the provider has it now (price may change); throws OFFER_EXPIRED / OFFER_NOT_FOUND. */
  getOffer(offerId: string, signal?: AbortSignal): Promise<Offer>;
  /** One seat map per segment; [] when the airline offers none. */
  getSeatMaps(offerId: string, signal?: AbortSignal): Promise<SeatMap[]>;
  /** Never retried blindly: order creation is not idempotent at Duffel. */
  createOrder(input: CreateOrderInput, signal?: AbortSignal): Promise<ProviderOrder>;
  /**
   * R55: pay a held order (Duffel's POST /air/payments). PRICE_CHANGED when the amount is not the
   * order's current total (its price guarantee passed and the airline re-priced it), HOLD_EXPIRED
   * after payment_required_by, NOT_PAYABLE for an order that is not an unpaid hold.
   */
  payOrder?(input: PayOrderInput, signal?: AbortSignal): Promise<ProviderOrder>;
  /** The order as the airline has it now; ORDER_FAILED for an accepted order it did not create. */
  getOrder(orderId: string, signal?: AbortSignal): Promise<ProviderOrder>;
  /** Step 1 of cancelling: a quote with the refund the fare allows. */
  quoteCancellation(orderId: string, signal?: AbortSignal): Promise<CancellationQuote>;
  /** Step 2: confirm the quote; the order is cancelled. */
  confirmCancellation(quoteId: string, signal?: AbortSignal): Promise<CancellationQuote>;
  /**
   * The order created for `offerId` with our booking id as its reference, or null: how a
   * booking interrupted while ordering learns whether the airline made the order (R2).
   */
  findOrderByReference?(reference: string, offerId: string, signal?: AbortSignal): Promise<ProviderOrder | null>;
  /** R42: accept an airline's schedule change (Duffel: airline_initiated_changes/{id}/actions/accept). */
  acceptAirlineChange?(changeId: string, signal?: AbortSignal): Promise<void>;
  /**
   * R50: tell the airline who an offer passenger is and their loyalty numbers (Duffel: PATCH
   * air/offers/{id}/passengers/{passenger_id}); the offer read afterwards may carry a member price.
   */
  updateOfferPassenger?(
    offerId: string,
    passengerId: string,
    update: OfferPassengerUpdate,
    signal?: AbortSignal,
  ): Promise<void>;
}

/** R50: what an offer passenger update sends; `[]` accounts clears the passenger's numbers. */
export interface OfferPassengerUpdate {
  givenName: string;
  familyName: string;
  loyaltyProgrammeAccounts: { airlineIataCode: string; accountNumber: string }[];
}
