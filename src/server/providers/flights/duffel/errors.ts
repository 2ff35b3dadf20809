import { FlightProviderError } from '../types';
import type { DuffelErrorBody } from './types';

/** What the failed call was about; 'order' is order creation, where airline refusals mean ORDER_FAILED. */
export type DuffelCallKind = 'search' | 'offer' | 'seat_maps' | 'order' | 'order_read' | 'cancellation' | 'payment';

/**
 * Duffel's error answer as one of our provider errors (Duffel API v2's documented errors). We branch on `code`,
 * which Duffel keeps stable across versions, then on `type` and the status; the message keeps
 * Duffel's request id for support, and is logged, never shown to travellers as it stands.
 */
export function mapDuffelError(
  status: number,
  body: DuffelErrorBody | undefined,
  kind: DuffelCallKind,
  retryAfterSeconds?: number,
): FlightProviderError {
  const first = body?.errors?.[0];
  const code = first?.code;
  const type = first?.type;
  const requestId = body?.meta?.request_id;
  const message =
    `Duffel answered ${status}${code ? ` ${code}` : ''}: ${first?.message ?? first?.title ?? 'no details'}` +
    (requestId ? ` (request ${requestId})` : '');

  // Reference 9: order_not_created guarantees nothing was booked, whether at creation or when read after a 202.
  if (code === 'order_not_created') return new FlightProviderError('ORDER_FAILED', message);
  if (code === 'offer_no_longer_available') return new FlightProviderError('OFFER_WITHDRAWN', message);
  if (code === 'offer_expired') {
    return new FlightProviderError('OFFER_EXPIRED', message);
  }
  if (status === 429 || type === 'rate_limit_error' || code === 'rate_limit_exceeded') {
    return new FlightProviderError('RATE_LIMITED', message, retryAfterSeconds);
  }
  if (code === 'price_changed' || code === 'payment_amount_does_not_match_order_amount') {
    return new FlightProviderError('PRICE_CHANGED', message);
  }
  if (kind === 'payment') {
    // R55 (reference 4.3): an instant, paid or cancelled order takes no payment; after the hold's
    // payment_required_by the airline has released the seats.
    if (code === 'order_type_not_eligible_for_payment' || code === 'already_paid' || code === 'already_cancelled') {
      return new FlightProviderError('NOT_PAYABLE', message);
    }
    if (code?.includes('expired') || (type === 'invalid_state_error' && status !== 404)) {
      return new FlightProviderError('HOLD_EXPIRED', message);
    }
  }
  if (status === 404 || code === 'not_found') return new FlightProviderError('OFFER_NOT_FOUND', message);
  if (status === 504 || code === 'gateway_timeout_error') return new FlightProviderError('TIMEOUT', message);
  if (kind === 'order' && (type === 'airline_error' || type === 'invalid_state_error')) {
    return new FlightProviderError('ORDER_FAILED', message);
  }
  if (status === 422 || type === 'validation_error') return new FlightProviderError('VALIDATION', message);
  if (kind === 'order' && status >= 500) {
    // Reference 4.1: a 5xx on order creation may still have booked at the airline.
    return new FlightProviderError('UNAVAILABLE', `${message}; the order may still have been created`);
  }
  // 5xx, and 400/401/403/406 (our token or our request): nothing the traveller can fix.
  return new FlightProviderError('UNAVAILABLE', message);
}
