/*
 * The dates, fees and timings the legal pages state (A9).
 * Informational text: nothing here is charged by the site. Kept together so a change of policy
 * is one edit, and the pages never disagree with each other.
 */

export const LAST_UPDATED = '9 June 2025';
export const GOVERNING_LAW = 'England and Wales';

/** Terms of service, per passenger unless stated. */
export const AGENCY_FEES = {
  booking: '£15-45',
  change: '£25-75',
  cancellation: '£35-85',
  emergencySupport: '£50-150',
} as const;

export const REFUND_TIMING = { business: '7-21 business days', bank: '3-10 days' } as const;
export const PRIVACY_RESPONSE = '30 days';
export const COOKIE_QUESTION_RESPONSE = '48 hours';
export const NOTICE_OF_CHANGES = '30 days';

/** Lifetimes of each kind of cookie or stored value the cookies page lists. */
export const COOKIE_LIFETIMES = {
  authentication: '30 days',
  securityTokens: '24 hours',
  bookingSession: '4 hours',
  preferences: '90 days',
} as const;
