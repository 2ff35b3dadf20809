import { useRef, useState } from 'react';
import { randomId } from '../../../lib/random-id';
import { processCard } from '../api/process-card';
import { AuthenticationFailedError, describeFailure, type Failure } from './failure';

/*
 * What paying by card is, wherever a card pays (the payment step, a hold's payment page): attempts
 * one at a time, each under its own Idempotency-Key, and the card's part of one: token, authorisation,
 * the bank's check. When an attempt ends without a final answer (network, session or server error)
 * the next try with the same details reuses the key and the token, so whatever the server already
 * did is returned instead of being done twice (R5).
 */

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

export interface Attempt {
  /** The Idempotency-Key of every call the attempt makes. */
  key: string;
  fingerprint: string;
  token?: string;
}

type Total = { amount: string; currency: string };

/**
 * The card's part of an attempt: it becomes a token (once per attempt), is authorised for the total
 * under the attempt's key, and passes the bank's check when asked. The paymentId to spend; an
 * AuthenticationFailedError when the traveller did not pass the check.
 */
export async function authoriseCard(source: PaymentSource, attempt: Attempt, total: Total): Promise<string> {
  attempt.token ??= await source.tokenise();
  const payment = await processCard(
    { amount: total.amount, currency: total.currency, paymentToken: attempt.token },
    attempt.key,
  );
  if (payment.status === 'requires_action' && !(await source.authenticate(payment.clientSecret ?? ''))) {
    throw new AuthenticationFailedError();
  }
  return payment.paymentId;
}

/**
 * Runs attempts one at a time. `work` gets the attempt for its details (the last one's key and
 * token when that had no final answer) and says whether it finished: then the page moves on and
 * the button stays busy. Whatever it throws is told through `onFailure`.
 */
export function useAttempts(onFailure: (failure: Failure) => void) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const retry = useRef<Attempt | null>(null);

  const attemptFor = (fingerprint: string): Attempt => {
    const again = retry.current?.fingerprint === fingerprint ? retry.current : null;
    retry.current = { key: again?.key ?? randomId(), fingerprint, ...(again?.token ? { token: again.token } : {}) };
    return retry.current;
  };

  const run = async (work: (attemptFor: (fingerprint: string) => Attempt) => Promise<boolean>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    let finished = false;
    try {
      finished = await work(attemptFor);
      if (finished) retry.current = null;
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind !== 'unknown-outcome') retry.current = null;
      onFailure(failure);
    } finally {
      running.current = false;
      if (!finished) setPending(false);
    }
  };

  return { run, pending };
}
