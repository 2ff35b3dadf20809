import { AppError } from '../../errors';
import { FlightProviderError, type FlightProviderErrorCode } from '../../providers/flights/types';
import { OFFER_EXPIRED_MESSAGE, OFFER_WITHDRAWN_MESSAGE } from '../../../shared/messages';

/* What a traveller is told when the flight provider fails; the provider's own words are only logged. */

export { OFFER_EXPIRED_MESSAGE };
export const OFFER_NOT_FOUND_MESSAGE = 'This flight offer could not be found. Please select another flight.';

const ANSWERS: Record<FlightProviderErrorCode, { status: number; error: string; message: string }> = {
  TIMEOUT: {
    status: 504,
    error: 'PROVIDER_TIMEOUT',
    message: 'The airline took too long to answer. Please try again.',
  },
  UNAVAILABLE: {
    status: 502,
    error: 'PROVIDER_UNAVAILABLE',
    message: 'We could not reach the airline just now. Please try again in a moment.',
  },
  RATE_LIMITED: {
    status: 429,
    error: 'PROVIDER_BUSY',
    message: 'The airline is busy just now. Please try again in a moment.',
  },
  OFFER_EXPIRED: { status: 410, error: 'OFFER_EXPIRED', message: OFFER_EXPIRED_MESSAGE },
  OFFER_WITHDRAWN: { status: 410, error: 'OFFER_EXPIRED', message: OFFER_WITHDRAWN_MESSAGE },
  OFFER_NOT_FOUND: { status: 404, error: 'OFFER_NOT_FOUND', message: OFFER_NOT_FOUND_MESSAGE },
  PRICE_CHANGED: {
    status: 409,
    error: 'PRICE_CHANGED',
    message: 'The price of this flight has changed. Please review the new price.',
  },
  VALIDATION: {
    status: 422,
    error: 'PROVIDER_REJECTED',
    message: 'The airline could not accept this request. Please check the details and try again.',
  },
  HOLD_EXPIRED: {
    status: 410,
    error: 'HOLD_EXPIRED',
    message: 'This hold has passed its payment deadline: the airline released the seats and nothing was charged.',
  },
  NOT_PAYABLE: {
    status: 409,
    error: 'NOT_PAYABLE',
    message: 'This booking is not waiting for a payment.',
  },
  ORDER_FAILED: {
    status: 502,
    error: 'ORDER_FAILED',
    message: 'The airline could not confirm this booking. Please try again or contact support.',
  },
};

/** Provider failures as the API's answers (AppError); anything else is left as it is. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof FlightProviderError)) return error;
  const answer = ANSWERS[error.code];
  return new AppError(answer.status, answer.error, answer.message);
}

/** Codes worth a warning in the log: the provider, not the traveller, went wrong. */
export const isProviderFault = (error: unknown): error is FlightProviderError =>
  error instanceof FlightProviderError && ['TIMEOUT', 'UNAVAILABLE', 'RATE_LIMITED'].includes(error.code);
