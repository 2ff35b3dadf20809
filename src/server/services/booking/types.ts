import type { Passenger } from '../../../shared/schemas/booking';
import type { OrderPassenger } from '../../providers/flights/types';
import type { bookings } from '../../db/schema';
import type { CardLimits, PaymentRecord, PaymentsService } from '../payments';

/*
 * The booking service's shared words: the durable steps (R2), what is kept of a request
 * so a restart can finish it, and the payments it relies on (services/payments.ts).
 */

/** Each step is written to the database before the next starts; recovery resumes from the last one. */
export const BOOKING_STEPS = [
  'received',
  'priced',
  'payment_authorized',
  // The airline accepted the order but has not confirmed it (Duffel's 202): the hold waits for it.
  'order_requested',
  'order_created',
  'payment_captured',
  'confirmed',
  'account_linked',
  'email_sent',
  // R55: a hold: asked of the airline, held (status on_hold), a card authorised to pay it, a payment
  // the airline refused (still on hold); then 'order_created' onwards as a booking, or one of the ends.
  'hold_requested',
  'hold_created',
  'hold_payment_authorized',
  'hold_payment_failed',
  // The traveller's Release is with the airline: no payment may start meanwhile.
  'hold_releasing',
  'hold_expired',
  'released',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type BookingRow = typeof bookings.$inferSelect;

export interface PlannedSeat {
  passengerId: string;
  segmentId: string;
  /** The seat's service id on the provider's seat map. */
  serviceId: string;
  designator: string;
  /** What the traveller pays for it (selling price) and what the airline asks (NET). */
  sellingAmount: string;
  netAmount: string;
  currency: string;
}

/** R53: extra bags of one baggage service for one passenger, priced as a whole (unit price x quantity). */
export interface PlannedBag {
  passengerId: string;
  serviceId: string;
  segmentIds: string[];
  quantity: number;
  type: 'checked' | 'carry_on';
  maximumWeightKg: number | null;
  sellingAmount: string;
  netAmount: string;
  currency: string;
}

/**
 * bookings.request: the validated request without card data, plus what the service worked out
 * from it (the airline's NET amount, the order passengers, the payment in use). Recovery replays
 * the booking from this alone.
 */
export interface StoredRequest {
  offerId: string;
  passengers: Passenger[];
  seats: PlannedSeat[];
  /** Absent in requests stored before bags were sold. */
  bags?: PlannedBag[];
  paymentDetails: { amount: string; currency: string; paymentId?: string | undefined };
  netAmount: string;
  orderPassengers: OrderPassenger[];
  /** The payment record holding the money, once authorised or claimed. */
  paymentId?: string;
  /** R55: made as a hold; the brand's markup that priced it re-prices it if the airline does. */
  hold?: { markupBasisPoints: number };
  /** Who the booking was linked to at the account step. */
  /** `held`: the account's address was unconfirmed, so the booking was left unattached (R30). */
  account?: { userId: string; created: boolean; username: string; held?: boolean };
}

/** What the booking service needs of app.payments. */
export type BookingPayments = Pick<
  PaymentsService,
  'authorize' | 'confirmAuthentication' | 'claimForBooking' | 'capture' | 'void' | 'refund' | 'get' | 'forBooking'
> & {
  /** The refused-card limits (R36); the app always has them, a unit test's context may not. */
  cardLimits?: CardLimits | undefined;
  /** Which card processor takes payments now (the site's mode picks it); a unit test's context may not say. */
  activeProcessor?: (() => Promise<'test' | 'stripe'>) | undefined;
};
export type { PaymentRecord };

/**
 * Thrown by a test's afterStep hook to stand for the process dying: the service lets it through
 * without any compensation, as a killed process would, and recovery must put things right.
 */
export class SimulatedCrash extends Error {
  constructor(readonly step: BookingStep) {
    super(`simulated crash after step ${step}`);
    this.name = 'SimulatedCrash';
  }
}

export type AfterStep = (step: BookingStep, bookingId: string) => Promise<void>;
