import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { OFFER_EXPIRED_MESSAGE } from '../../../../shared/messages';
import { verifyOffer } from '../../../lib/offers';

/*
 * Offer validity (J4, J8, J9): the offer is checked while the traveller
 * fills the forms (every 30 s on the passenger form, 15 s on payment) and before each step that
 * commits. An invalid offer shows 'Flight Offer Expired' and returns to the same search after a
 * few seconds; under 5 minutes left a warning is shown once per threshold; a check that cannot
 * reach the server warns and lets the traveller go on (the booking call checks again anyway).
 */

/** Spec: 'Unable to verify offer validity. Please return to search.' for an invalid answer without its own words. */
export const UNVERIFIABLE_MESSAGE = 'Unable to verify offer validity. Please return to search.';
/** The warning is shown when fewer minutes than each of these remain, once each. */
export const EXPIRY_WARNING_MINUTES = [5, 2] as const;
/** Spec: redirect after expiry in 3 to 4 seconds. */
export const EXPIRED_REDIRECT_MS = 3_500;

export interface OfferValidity {
  /** False once the server said the offer is no longer valid. */
  valid: boolean;
  /** The in-page sentence when invalid. */
  message: string | null;
  /** Checks now; false only when the offer is known to be invalid. */
  check: () => Promise<boolean>;
  /** A 410 met elsewhere (the booking call): same toast and redirect. */
  markExpired: (message?: string) => void;
}

function minutesText(minutes: number): string {
  if (minutes < 1) return 'less than a minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function useOfferValidity(offerId: string, searchHref: string, pollMs: number | null): OfferValidity {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const warned = useRef(new Set<number>());
  const expiredRef = useRef(false);
  // One 'Offer Validation Failed' per outage, not one per poll.
  const failing = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const markExpired = useCallback(
    (text?: string) => {
      setMessage(text || OFFER_EXPIRED_MESSAGE);
      if (expiredRef.current) return;
      expiredRef.current = true;
      toast({
        variant: 'destructive',
        title: 'Flight Offer Expired',
        description:
          'Flight offers expire after about 30 minutes and this one is no longer available. Taking you back to your search...',
      });
      redirect.current = setTimeout(() => void navigate(searchHref), EXPIRED_REDIRECT_MS);
    },
    [navigate, searchHref],
  );

  const check = useCallback(async (): Promise<boolean> => {
    if (expiredRef.current) return false;
    try {
      const result = await verifyOffer(offerId);
      failing.current = false;
      if (!result.valid) {
        const expired = !result.error || ['OFFER_EXPIRED', 'OFFER_NOT_FOUND', 'HTTP_ERROR'].includes(result.error);
        markExpired(result.message || (expired ? OFFER_EXPIRED_MESSAGE : UNVERIFIABLE_MESSAGE));
        return false;
      }
      const minutes = result.minutes_remaining;
      const threshold = EXPIRY_WARNING_MINUTES.filter((m) => minutes !== null && minutes < m).at(-1);
      if (minutes !== null && threshold !== undefined && !warned.current.has(threshold)) {
        // Passing a lower threshold also counts the higher ones as said.
        EXPIRY_WARNING_MINUTES.filter((m) => m >= threshold).forEach((m) => warned.current.add(m));
        toast({
          title: 'Offer Expiring Soon',
          description: `This flight offer will expire in ${minutesText(minutes)}. Please complete your booking soon.`,
        });
      }
      return true;
    } catch {
      if (failing.current) return true;
      failing.current = true;
      toast({
        variant: 'destructive',
        title: 'Offer Validation Failed',
        description: 'We could not check that this offer is still available. You can continue; we will check again.',
      });
      return true;
    }
  }, [offerId, markExpired]);

  useEffect(() => {
    if (pollMs === null) return;
    const timer = setInterval(() => void check(), pollMs);
    return () => clearInterval(timer);
  }, [check, pollMs]);

  return { valid: message === null, message, check, markExpired };
}
