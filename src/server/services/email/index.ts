export { createMailer } from './mailer';
export type { Mailer, OutgoingEmail } from './mailer';
export { emailPlugin } from './plugin';
