import { useRef, useState } from 'react';
import type { CreateBookingResponse, Passenger, SelectedBag, SelectedSeat } from '../../../../shared/schemas/booking';
import { toast } from '../../../components/ui/use-toast';
import { createBooking } from '../api/create-booking';
import { processCard } from '../api/process-card';
import { AUTHENTICATION_FAILED_MESSAGE } from '../../../../shared/messages';
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
  bags?: SelectedBag[];
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
 * The card as the active processor's form holds it (R23): the built-in processor's fields or
 * Stripe's Payment Element. Our server only ever sees the token it makes.
 */
export interface PaymentSource {
  /** Changes when the traveller changes the card, so a retry never reuses another card's token. */
  fingerprint: string;
  /** The card becomes a one-time token at the processor; a CardEntryError when it is incomplete. */
  tokenise(): Promise<string>;
  /** Runs the bank's 3-D Secure check for this payment; whether the traveller passed it. */
  authenticate(clientSecret: string): Promise<boolean>;
}

/**
 * One checkout attempt: client check -> offer still valid -> the card becomes a token at the
 * processor -> pay with the token (and pass the bank's check when it asks) -> pause -> book.
 * Each attempt has its own Idempotency-Key, shared by both calls. When an attempt ends without a
 * final answer (network, session or server error) the next try with the same details reuses the
 * key and the token, so whatever the server already did is returned instead of being done twice (R5).
 */
export function useCheckout(input: CheckoutInput) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const retry = useRef<{ key: string; fingerprint: string; token?: string } | null>(null);

  /** The attempt's key and token: those of the last attempt when it had no final answer. */
  const attemptFor = (fingerprint: string) => {
    const again = retry.current?.fingerprint === fingerprint ? retry.current : null;
    retry.current = { key: again?.key ?? randomId(), fingerprint, ...(again?.token ? { token: again.token } : {}) };
    return retry.current;
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

  const pay = async (source: PaymentSource) => {
    if (running.current) return;
    const { offerId, passengers, seats, total } = input;
    const bags = input.bags ?? [];
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
      const attempt = attemptFor(JSON.stringify({ card: source.fingerprint, offerId, passengers, seats, bags, total }));
      attempt.token ??= await source.tokenise();
      const { key } = attempt;
      const payment = await processCard(
        { amount: total.amount, currency: total.currency, paymentToken: attempt.token },
        key,
      );
      if (payment.status === 'requires_action' && !(await source.authenticate(payment.clientSecret ?? ''))) {
        retry.current = null;
        toast({ variant: 'destructive', title: 'Authentication Failed', description: AUTHENTICATION_FAILED_MESSAGE });
        return;
      }
      await pause(BOOKING_PAUSE_MS);
      const result = await createBooking(
        {
          offerId,
          passengers,
          seats,
          bags,
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

  /** R55: hold the price: no card, the total seen, one Idempotency-Key per attempt (a retry reuses it). */
  const hold = async () => {
    if (running.current) return;
    const { offerId, passengers, seats, total } = input;
    const bags = input.bags ?? [];
    running.current = true;
    setPending(true);
    let booked = false;
    try {
      if (!(await input.checkOffer())) return;
      const { key } = attemptFor(JSON.stringify({ hold: true, offerId, passengers, seats, bags, total }));
      const result = await createBooking(
        {
          offerId,
          passengers,
          seats,
          bags,
          paymentDetails: { amount: total.amount, currency: total.currency },
          hold: true,
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
      if (!booked) setPending(false);
    }
  };

  return { pay, hold, pending };
}
