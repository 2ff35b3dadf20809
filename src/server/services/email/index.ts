export { createMailer } from './mailer';
export type { Mailer, OutgoingEmail } from './mailer';
