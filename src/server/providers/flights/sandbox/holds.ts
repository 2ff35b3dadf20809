import type { Offer } from '../../../../shared/schemas/flights';
import { firstDepartureUtc } from './orders';
import { MINUTE_MS } from './time';

/*
 * R55: the routes where the sandbox airline lets an order be held and paid later, as Duffel's
 * airlines do (requires_instant_payment false, then POST /air/payments before payment_required_by).
 * First slice, this direction, exact airport codes; every other route must be paid at once.
 */

const HOUR_MS = 60 * MINUTE_MS;

export interface HoldWindow {
  /** How long after the hold is made it may be paid; the seats are released after it. */
  payableMs: number;
  /** How long the held price stands; afterwards the airline re-prices (HOLD_PRICE_STEP_CENTS higher). */
  guaranteedMs: number;
}

/** Duffel Airways' window: payable for about 72 h, the price guaranteed for 48 h. */
export const REALISTIC_HOLD: HoldWindow = { payableMs: 72 * HOUR_MS, guaranteedMs: 48 * HOUR_MS };
/** The short-window route, so a browser can watch a hold expire without faking the clock. */
export const SHORT_HOLD: HoldWindow = { payableMs: 60_000, guaranteedMs: 20_000 };
/** What the airline adds to a hold whose price guarantee has passed (cents). */
export const HOLD_PRICE_STEP_CENTS = 1000;
/** A hold never runs closer to the first departure than this: the airline must ticket before it. */
export const HOLD_CUTOFF_BEFORE_DEPARTURE_MS = 2 * HOUR_MS;

export const SANDBOX_HOLD_ROUTES: readonly { origin: string; destination: string; window: HoldWindow }[] = [
  { origin: 'LHR', destination: 'DXB', window: REALISTIC_HOLD },
  { origin: 'SFO', destination: 'HNL', window: REALISTIC_HOLD },
  { origin: 'CDG', destination: 'FCO', window: REALISTIC_HOLD },
  { origin: 'LHR', destination: 'EDI', window: SHORT_HOLD },
];

export function holdWindowFor(offer: Pick<Offer, 'slices'>): HoldWindow | null {
  const first = offer.slices[0];
  if (!first) return null;
  const [from, to] = [first.origin.iata_code.toUpperCase(), first.destination.iata_code.toUpperCase()];
  return SANDBOX_HOLD_ROUTES.find((r) => r.origin === from && r.destination === to)?.window ?? null;
}

export interface HoldDeadlines {
  paymentRequiredBy: Date;
  priceGuaranteeExpiresAt: Date;
}

/** The deadlines of a hold made at `from`; null when the route has none or the flight leaves too soon. */
export function holdDeadlines(offer: Offer, from: number): HoldDeadlines | null {
  const window = holdWindowFor(offer);
  if (!window) return null;
  const payable = Math.min(from + window.payableMs, firstDepartureUtc(offer) - HOLD_CUTOFF_BEFORE_DEPARTURE_MS);
  if (payable <= from) return null;
  return {
    paymentRequiredBy: new Date(payable),
    priceGuaranteeExpiresAt: new Date(Math.min(from + window.guaranteedMs, payable)),
  };
}

/** The offer with the payment terms a hold made at `from` would get (Duffel's payment_requirements). */
export function withHoldTerms(offer: Offer, from: number): Offer {
  const deadlines = holdDeadlines(offer, from);
  if (!deadlines) return offer;
  return {
    ...offer,
    payment_requirements: {
      requires_instant_payment: false,
      payment_required_by: deadlines.paymentRequiredBy.toISOString(),
      price_guarantee_expires_at: deadlines.priceGuaranteeExpiresAt.toISOString(),
    },
  };
}
