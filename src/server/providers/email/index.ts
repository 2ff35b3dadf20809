import { createSmtpSender } from './smtp';
import type { EmailSender } from './types';

export type { EmailAttachment, EmailMessage, EmailSender } from './types';

/** SMTP when configured; otherwise no sender, and messages are kept in the outbox for an admin to read. */
export function createEmailSender(options: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  defaultFrom: string;
}): EmailSender | undefined {
  if (!options.smtpUrl) return undefined;
  return createSmtpSender(options.smtpUrl, options.mailFrom ?? options.defaultFrom);
}
