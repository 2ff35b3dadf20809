export type { AccountOutcome } from './account';
export { pauseForCrashTests } from './crash-hook';
export { IDEMPOTENCY_SCOPE, STALE_AFTER_MS } from './recovery';
export { createBookingService } from './service';
export type { BookingService } from './service';
export { bookingPlugin } from './plugin';
