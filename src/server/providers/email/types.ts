/** One message as the outside world needs it; the outbox keeps the record, a sender delivers it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** The display name to send as (the brand's); the address stays the configured sender's. */
  fromName?: string | undefined;
  attachments?: readonly EmailAttachment[] | undefined;
  /** Extra header lines, e.g. R51's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>> | undefined;
}

/** A file sent with a message: its name, its MIME type and its text. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Something that delivers e-mail now or throws. The default site has none: messages stay in
 * the outbox (R12); SMTP is used when SMTP_URL is set.
 */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ messageId: string | undefined }>;
  close(): void;
}
