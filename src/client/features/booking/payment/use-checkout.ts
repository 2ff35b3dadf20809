import type { CreateBookingResponse, Passenger, SelectedBag, SelectedSeat } from '../../../../shared/schemas/booking';
import { toast } from '../../../components/ui/use-toast';
import { createBooking } from '../api/create-booking';
import { bookingRequestProblem } from './booking-request';
import { authoriseCard, useAttempts, type PaymentSource } from './card-attempt';

/** The spec's pause between the card authorisation and the booking call (J7). */
export const BOOKING_PAUSE_MS = 300;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface CheckoutInput {
  offerId: string;
  /** PassengerSchema output; `id` is the offer passenger id. */
  passengers: Passenger[];
  /** With price {amount, currency}. */
  seats: SelectedSeat[];
  /** R53: extra bags chosen. */
  bags?: SelectedBag[];
  /** Fare plus seats and bags: what will be charged. */
  total: { amount: string; currency: string };
  /** Verifies the offer now; false when expired or invalid (the page shows the toasts and redirects). */
  checkOffer: () => Promise<boolean>;
  onBooked: (result: CreateBookingResponse) => void;
  /** A 410 during booking: the page shows 'Flight Offer Expired' and redirects. */
  onOfferExpired: () => void;
  /** The card was refused: the form clears its card fields and focuses the number. */
  onCardRejected: () => void;
  /** The booking failed after the card was authorised (nothing charged): the step shows a lasting panel. */
  onNotBooked: (message: string) => void;
  /** The price changed before anything was charged: the step shows the new one and asks to accept it. */
  onPriceChanged: (message: string) => void;
}

/**
 * One checkout attempt: client check -> offer still valid -> the card authorised (card-attempt.ts)
 * -> pause -> book, both calls under the attempt's Idempotency-Key. R55's hold is the same attempt
 * without the card: the total seen, nothing charged.
 */
export function useCheckout(input: CheckoutInput) {
  const attempts = useAttempts((failure) => {
    if (failure.kind === 'expired') return input.onOfferExpired();
    if (failure.kind === 'not-booked') return input.onNotBooked(failure.description);
    if (failure.kind === 'price-changed') return input.onPriceChanged(failure.description);
    toast({ variant: 'destructive', title: failure.title, description: failure.description });
    if (failure.kind === 'card') input.onCardRejected();
  });

  /** Books with the card `source` pays with, or holds when there is none. */
  const book = (source: PaymentSource | null) =>
    attempts.run(async (attemptFor) => {
      if (!(await input.checkOffer())) return false;
      const { offerId, passengers, seats, total } = input;
      const order = { offerId, passengers, seats, bags: input.bags ?? [] };
      const attempt = attemptFor(JSON.stringify({ card: source?.fingerprint ?? null, ...order, total }));
      let result: CreateBookingResponse;
      if (source) {
        const paymentId = await authoriseCard(source, attempt, total);
        await pause(BOOKING_PAUSE_MS);
        result = await createBooking({ ...order, paymentDetails: { ...total, paymentId } }, attempt.key);
      } else {
        result = await createBooking({ ...order, paymentDetails: { ...total }, hold: true }, attempt.key);
      }
      input.onBooked(result);
      return true;
    });

  const pay = async (source: PaymentSource) => {
    const { offerId, passengers, total } = input;
    const problem = bookingRequestProblem({ offerId, passengers, ...total });
    if (problem) {
      toast({ variant: 'destructive', title: 'Booking Failed', description: problem });
      return;
    }
    await book(source);
  };

  /** R55: hold the price: no card, the total seen, one Idempotency-Key per attempt (a retry reuses it). */
  const hold = () => book(null);

  return { pay, hold, pending: attempts.pending };
}
