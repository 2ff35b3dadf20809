/**
 * Card payments (R2-R5, R17): holds, captures, voids and refunds over the card processor. This file is
 * the domain's whole public surface; everything else in the folder is private.
 */
export type { PaymentRecord, PaymentsService } from './service';
export { paymentsPlugin } from './plugin';
export { isOwnedBy } from './service';
export type { CardAttempt, CardLimits } from './card-limits';
export { handleStripeEvent } from './stripe-events';
