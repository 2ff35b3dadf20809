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
    'Your card requires extra verification (3-D Secure), which we cannot do yet. Please use another card.',
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
export const paymentState = (message: string) => new AppError(409, 'PAYMENT_INVALID_STATE', message);
