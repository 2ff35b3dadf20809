/**
 * Accounts (A2, A5, R6, R9, R10): users, sign-in and its limits, sessions, passwords, reset, the admin
 * account. This file is the domain's whole public surface; everything else in the folder is private.
 */
export { AdminSetupError, createOrResetAdmin, ensureAdminFromConfig } from './admin';
export { accountCreatedEmail, emailVerificationEmail } from './emails';
export { checkBookingSignUp, findOrCreateAccountForBooking } from './for-booking';
export { generatePassword, PasswordHasher, PRODUCTION_SCRYPT } from './password';
export { HashPool, HASHING_BUSY_MESSAGE } from './hash-pool';
export { requestPasswordReset, resetPassword } from './reset';
export { createSession, findSession, pruneExpiredSessions } from './sessions';
export type { ActiveSession, SessionUser } from './sessions';
export { addressKey, pruneLoginAttempts } from './sign-in-limits';
export { signIn, ThrottledError } from './sign-in';
export { findUserById, setPassword, toCurrentUser } from './users';
export { issueEmailVerification } from './verification';
export { trustedSiteOrigin } from './reset';
export type { AccountsService, SiteOfRequest } from './service';
export { accountsPlugin } from './plugin';
