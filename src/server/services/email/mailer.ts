import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { brands, emailOutbox } from '../../db/schema';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { createEmailSender, type EmailAttachment, type EmailSender } from '../../providers/email';

/** A message the site sends: what kind (for the admin's outbox view), to whom, and what it says. */
export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  brandId?: string | undefined;
  /** Where replies go (the contact form's sender); the outbox keeps it in the text body. */
  replyTo?: string | undefined;
  /**
   * Passwords and link tokens in the text: sent to the recipient, never kept in the outbox where
   * a delivering mailer stores its copy (R12), so reading the outbox takes over no account.
   */
  secrets?: readonly string[] | undefined;
  /** Files sent with the message (R47's calendar file). The outbox keeps the text, not the files. */
  attachments?: readonly EmailAttachment[] | undefined;
  /** Extra header lines for the recipient's mail program (R51's one-click unsubscribe). */
  headers?: Readonly<Record<string, string>> | undefined;
}

/** What stands in the stored copy for a secret the recipient alone received. */
export const SECRET_MASK = '[hidden: sent only to the recipient]';
/** Outbox bodies older than this are removed; the row (who, what kind, when, status) stays. */
export const OUTBOX_BODY_TTL_MS = 30 * 24 * 60 * 60_000;
const EXPIRED_BODY = '(removed after 30 days)';

/** The text with every secret replaced by SECRET_MASK. */
export function withoutSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((out, secret) => out.split(secret).join(SECRET_MASK), text);
}

/** Empties the bodies of outbox rows past OUTBOX_BODY_TTL_MS; returns how many. */
export async function expireOutboxBodies(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(emailOutbox)
    .set({ textBody: EXPIRED_BODY, htmlBody: null })
    .where(
      and(
        lt(emailOutbox.createdAt, new Date(now.getTime() - OUTBOX_BODY_TTL_MS)),
        ne(emailOutbox.textBody, EXPIRED_BODY),
      ),
    )
    .returning({ id: emailOutbox.id });
  return expired.length;
}

export type DeliveryStatus = 'sent' | 'failed' | 'kept';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Every message goes through the outbox (R12): a row is written first, then the SMTP
 * sender, when there is one, delivers it and the row says sent or failed. Without a sender the
 * row is 'kept', for an admin to read.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  /**
   * @param keepSecrets store secrets in the outbox too: only where the outbox is the one copy of a
   *   message (no SMTP) outside production, so a developer can follow a link from it.
   */
  constructor(
    private readonly db: Db,
    private readonly sender: EmailSender | undefined,
    private readonly log: Log,
    private readonly keepSecrets = sender === undefined,
  ) {}

  /** A brand's own name for its messages; the default brand keeps the configured sender as it is. */
  private async brandName(brandId: string | undefined): Promise<string | undefined> {
    if (!brandId || brandId === DEFAULT_BRAND.id) return undefined;
    const [found] = await this.db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)).limit(1);
    return found?.name;
  }

  get delivers(): boolean {
    return this.sender !== undefined;
  }

  async send(email: OutgoingEmail): Promise<{ id: string; status: DeliveryStatus }> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: this.keepSecrets ? email.text : withoutSecrets(email.text, email.secrets),
        htmlBody:
          email.html === undefined ? null : this.keepSecrets ? email.html : withoutSecrets(email.html, email.secrets),
        brandId: email.brandId ?? null,
        status: this.sender ? 'pending' : 'kept',
      })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('The outbox did not return the new row');
    if (!this.sender) return { id: row.id, status: 'kept' };

    try {
      await this.sender.send({
        fromName: await this.brandName(email.brandId),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
        attachments: email.attachments,
        headers: email.headers,
      });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      return { id: row.id, status: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ outboxId: row.id, kind: email.kind, reason }, 'e-mail delivery failed');
      await this.db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: sql`${emailOutbox.attempts} + 1`, lastError: reason.slice(0, 1000) })
        .where(eq(emailOutbox.id, row.id));
      return { id: row.id, status: 'failed' };
    }
  }

  /**
   * Runs work after the answer has gone, so its duration tells the caller nothing (a reset
   * request for a known address must look like one for an unknown address). `drain` awaits it.
   */
  defer(task: () => Promise<unknown>): void {
    const running = task().then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'background e-mail task failed'),
    );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  /** Resolves once every deferred task has finished; shutdown and tests wait on it. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.sender?.close();
  }
}

/** The site's mailer: SMTP when SMTP_URL is set, the outbox alone otherwise. */
export function createMailer(
  db: Db,
  providers: { smtpUrl: string | undefined; mailFrom: string | undefined },
  log: Log,
  env: string,
): Mailer {
  const defaultFrom = `"${DEFAULT_BRAND.name}" <${DEFAULT_BRAND.contact.email}>`;
  const sender = createEmailSender({ ...providers, defaultFrom });
  return new Mailer(db, sender, log, sender === undefined && env !== 'production');
}
