import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailMessage, EmailSender } from './types';

// A stuck SMTP server must not hold a delivery (or shutdown) for minutes.
const TIMEOUT_MS = 15_000;

/** Delivers through the SMTP server named by an smtp:// or smtps:// URL (credentials in the URL). */
export function createSmtpSender(url: string, from: string): EmailSender {
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  const transport = nodemailer.createTransport(options);
  // 'Name <a@b>' or a bare address: a brand's message keeps the address and changes the name.
  const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      const info = await transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: fromAddress } : from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments.map((file) => ({ ...file })) } : {}),
        ...(message.headers ? { headers: { ...message.headers } } : {}),
      });
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}
