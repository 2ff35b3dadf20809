import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  PASSWORD_MASK,
  type AdminContactList,
  type AdminEmail,
  type AdminEmailList,
} from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { contactMessages, emailOutbox } from '../../db/schema';

/*
 * What an admin reads in the admin area (R11 and R12): the e-mail outbox and the contact
 * messages, newest first, a page at a time.
 */

/**
 * The account-created e-mail carries the new owner's password (R6) and the reset and confirmation
 * e-mails a link token (R10, R30). An admin has no need for either, and with one could take the
 * account over, so any line naming a password and any link token are shown masked (the stored
 * copy has them already removed where the site delivers mail itself).
 */
export function maskPasswords(text: string): { text: string; masked: boolean } {
  let masked = false;
  const lines = text.split('\n').map((line) => {
    const password = /^(\s*(?:temporary |new )?password\s*:\s*)\S.*$/i.exec(line);
    if (password) {
      masked = true;
      return `${password[1]}${PASSWORD_MASK}`;
    }
    return line.replace(/([#?&]token=)[A-Za-z0-9_-]+/g, (_all, key: string) => {
      masked = true;
      return `${key}${PASSWORD_MASK}`;
    });
  });
  return { text: lines.join('\n'), masked };
}

type EmailRow = typeof emailOutbox.$inferSelect;

function toAdminEmail(row: EmailRow): AdminEmail {
  const { text, masked } = maskPasswords(row.textBody);
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    masked,
  };
}

interface PageQuery {
  page: number;
  pageSize: number;
}

export async function listEmails(
  db: Db,
  query: PageQuery & { kind?: string | undefined; status?: EmailRow['status'] | undefined },
): Promise<AdminEmailList> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(emailOutbox.kind, query.kind));
  if (query.status) filters.push(eq(emailOutbox.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals, kinds] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      // The id breaks ties between e-mails written in the same millisecond, so pages never overlap.
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(emailOutbox).where(where),
    db.selectDistinct({ kind: emailOutbox.kind }).from(emailOutbox).orderBy(emailOutbox.kind),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
    emails: rows.map(toAdminEmail),
    kinds: kinds.map((k) => k.kind),
  };
}

export async function listContactMessages(db: Db, query: PageQuery): Promise<AdminContactList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
    messages: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      brandId: row.brandId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      bookingRef: row.bookingRef,
      priority: row.priority,
      message: row.message,
      preferredContact: row.preferredContact,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
