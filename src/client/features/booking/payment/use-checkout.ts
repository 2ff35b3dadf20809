import { useRef, useState } from 'react';
import type { CardDetails, CreateBookingResponse, Passenger, SelectedSeat } from '../../../../shared/schemas/booking';
import { toast } from '../../../components/ui/use-toast';
import { createBooking } from '../api/create-booking';
import { processCard } from '../api/process-card';
import { bookingRequestProblem } from './booking-request';
import { describeFailure, type Failure } from './failure';
import { randomId } from '../../../lib/random-id';

/** The spec's pause between the card authorisation and the booking call (J7). */
export const BOOKING_PAUSE_MS = 300;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface CheckoutInput {
  offerId: string;
  passengers: Passenger[];
  seats: SelectedSeat[];
  total: { amount: string; currency: string };
  checkOffer: () => Promise<boolean>;
  onBooked: (result: CreateBookingResponse) => void;
  onOfferExpired: () => void;
  /** The card was refused: the form clears its card fields and focuses the number. */
  onCardRejected: () => void;
  /** The booking failed after the card was authorised (nothing charged): the step shows a lasting panel. */
  onNotBooked: (message: string) => void;
  /** The price changed before anything was charged: the step shows the new one and asks to accept it. */
  onPriceChanged: (message: string) => void;
}

/**
 * One checkout attempt: client check -> offer still valid -> authorise the card -> pause -> book.
 * Each attempt has its own Idempotency-Key, shared by both calls. When an attempt ends without a
 * final answer (network, session or server error) the next try with the same details reuses the
 * key, so whatever the server already did is returned instead of being done twice (R5).
 */
export function useCheckout(input: CheckoutInput) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const retry = useRef<{ key: string; fingerprint: string } | null>(null);

  const attemptKey = (fingerprint: string) => {
    const key = retry.current?.fingerprint === fingerprint ? retry.current.key : randomId();
    retry.current = { key, fingerprint };
    return key;
  };

  const fail = (failure: Failure) => {
    if (failure.kind !== 'unknown-outcome') retry.current = null;
    if (failure.kind === 'expired') {
      input.onOfferExpired();
      return;
    }
    if (failure.kind === 'not-booked') {
      input.onNotBooked(failure.description);
      return;
    }
    if (failure.kind === 'price-changed') {
      input.onPriceChanged(failure.description);
      return;
    }
    toast({ variant: 'destructive', title: failure.title, description: failure.description });
    if (failure.kind === 'card') input.onCardRejected();
  };

  const pay = async (card: CardDetails) => {
    if (running.current) return;
    const { offerId, passengers, seats, total } = input;
    const problem = bookingRequestProblem({ offerId, passengers, ...total });
    if (problem) {
      toast({ variant: 'destructive', title: 'Booking Failed', description: problem });
      return;
    }
    running.current = true;
    setPending(true);
    let booked = false;
    try {
      if (!(await input.checkOffer())) return;
      const key = attemptKey(JSON.stringify({ card, offerId, passengers, seats, total }));
      const payment = await processCard({ amount: total.amount, currency: total.currency, cardDetails: card }, key);
      await pause(BOOKING_PAUSE_MS);
      const result = await createBooking(
        {
          offerId,
          passengers,
          seats,
          paymentDetails: { amount: total.amount, currency: total.currency, paymentId: payment.paymentId },
        },
        key,
      );
      retry.current = null;
      booked = true;
      input.onBooked(result);
    } catch (error) {
      fail(describeFailure(error));
    } finally {
      running.current = false;
      // After a booking the step is replaced by the confirmation; the button stays as it was.
      if (!booked) setPending(false);
    }
  };

  return { pay, pending };
}
