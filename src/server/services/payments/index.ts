export { CARD_THROTTLE_MESSAGE, cardFailuresExceeded, recordCardFailure } from './card-limits';
export { createPaymentsService } from './service';
export type { PaymentRecord, PaymentsService } from './service';
export { paymentsPlugin } from './plugin';
