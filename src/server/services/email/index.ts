/**
 * E-mail (R12): every message kept in the outbox, sent through SMTP when configured. This file is the
 * domain's whole public surface; everything else in the folder is private.
 */
export type { Mailer, OutgoingEmail } from './mailer';
export { emailPlugin } from './plugin';
