/**
 * Bookings (J7, A4, R2, R5, R6, R34): created step by step, recovered after a crash, read and
 * cancelled. This file is the domain's whole public surface; everything else in the folder is private.
 */
export { pauseForCrashTests } from './crash-hook';
export { STALE_AFTER_MS } from './recovery';
export { bookingPlugin } from './plugin';
