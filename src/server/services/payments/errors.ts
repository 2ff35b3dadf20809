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

/** The traveller's words for a processor's code (Stripe's, and the older spellings some cards still give). */
const MESSAGE_OF_CODE = new Map<string, string>(
  Object.entries({
    insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
    expired_card: PAYMENT_MESSAGES.expired,
    incorrect_cvc: PAYMENT_MESSAGES.incorrectCvc,
    invalid_cvc: PAYMENT_MESSAGES.incorrectCvc,
    incorrect_number: PAYMENT_MESSAGES.incorrectNumber,
    invalid_number: PAYMENT_MESSAGES.incorrectNumber,
    processing_error: PAYMENT_MESSAGES.processing,
    try_again_later: PAYMENT_MESSAGES.processing,
    issuer_not_available: PAYMENT_MESSAGES.processing,
    authentication_required: PAYMENT_MESSAGES.authentication,
    payment_intent_authentication_failure: PAYMENT_MESSAGES.authenticationFailed,
    amount_invalid: PAYMENT_MESSAGES.amount,
    invalid_amount: PAYMENT_MESSAGES.amount,
    currency_unsupported: PAYMENT_MESSAGES.currency,
    currency_not_supported: PAYMENT_MESSAGES.currency,
  }),
);

export function travellerMessage(error: CardError): string {
  return MESSAGE_OF_CODE.get(failureCode(error)) ?? PAYMENT_MESSAGES.declined;
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
