import { AUTHENTICATION_FAILED_MESSAGE } from '../../../shared/messages';
import { AppError } from '../../errors';
import type { CardError } from '../../providers/payments/types';

/*
 * What a traveller reads when a card is refused: a message they can act on. Lost and stolen
 * cards read as a plain decline, as processors advise (the person paying may not be the owner).
 */

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  processing: 'An error occurred while processing your card. Please try again.',
  authentication:
    'Your card asks for 3-D Secure authentication, which only our payment page can do. Please pay there, or use another card.',
  authenticationFailed: AUTHENTICATION_FAILED_MESSAGE,
  authenticationPending: 'Please complete the check from your bank to pay. Nothing has been charged yet.',
  amount: 'The amount to pay is not valid.',
  currency: 'This currency cannot be charged to a card.',
  provider: 'The payment service could not be reached. Your card was not charged. Please try again.',
} as const;

/** The reason a processor gave: the decline code when there is one, else the error code. */
export function failureCode(error: CardError): string {
  return error.declineCode ?? error.code;
}

export function travellerMessage(error: CardError): string {
  switch (failureCode(error)) {
    case 'insufficient_funds':
      return PAYMENT_MESSAGES.insufficientFunds;
    case 'expired_card':
      return PAYMENT_MESSAGES.expired;
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return PAYMENT_MESSAGES.incorrectCvc;
    case 'incorrect_number':
    case 'invalid_number':
      return PAYMENT_MESSAGES.incorrectNumber;
    case 'processing_error':
    case 'try_again_later':
    case 'issuer_not_available':
      return PAYMENT_MESSAGES.processing;
    case 'authentication_required':
      return PAYMENT_MESSAGES.authentication;
    case 'payment_intent_authentication_failure':
      return PAYMENT_MESSAGES.authenticationFailed;
    case 'amount_invalid':
    case 'invalid_amount':
      return PAYMENT_MESSAGES.amount;
    case 'currency_unsupported':
    case 'currency_not_supported':
      return PAYMENT_MESSAGES.currency;
    default:
      return PAYMENT_MESSAGES.declined;
  }
}

export const paymentFailed = (message: string) => new AppError(402, 'PAYMENT_FAILED', message);
export const providerFailed = () => new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.provider);
export const paymentNotFound = () => new AppError(404, 'PAYMENT_NOT_FOUND', 'This payment was not found.');
export const paymentAlreadyUsed = () =>
  new AppError(409, 'PAYMENT_ALREADY_USED', 'This payment has already been used or released. Please pay again.');
export const paymentAmountMismatch = () =>
  new AppError(
    409,
    'PAYMENT_AMOUNT_MISMATCH',
    'The payment does not match the amount or currency of this booking. Please pay again.',
  );
/** R23: the payment waits for the traveller's 3-D Secure check, which has not been passed yet. */
export const authenticationRequired = () =>
  new AppError(402, 'AUTHENTICATION_REQUIRED', PAYMENT_MESSAGES.authenticationPending);
/** R23: Stripe takes cards only through its payment page; our server never receives their numbers. */
export const cardDetailsRefused = () =>
  new AppError(
    422,
    'CARD_DETAILS_NOT_ACCEPTED',
    'This site takes cards only through its secure payment page. Please pay there.',
  );
export const paymentState = (message: string) => new AppError(409, 'PAYMENT_INVALID_STATE', message);
