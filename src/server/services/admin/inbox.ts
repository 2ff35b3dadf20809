import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  PASSWORD_MASK,
  type AdminContactList,
  type AdminEmail,
  type AdminEmailList,
} from '../../../shared/schemas/admin';
import type { Cursor } from '../../../shared/schemas/cursor';
import type { Db } from '../../db/client';
import { after, keyText, orderBy, pageOf, type Ordering } from '../../db/keyset';
import { contactMessages, emailOutbox } from '../../db/schema';
import { countRows, uncachedTotals, type TotalsCache } from './totals';

/*
 * What an admin reads in the admin area (R11 and R12): the e-mail outbox and the contact
 * messages, newest first, a page at a time (R44: by cursor, with bounded counts).
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
  /** Where the previous page ended (R44); without it `page` is honoured by OFFSET, as before cursors. */
  before?: Cursor | undefined;
}

type ListTable = typeof emailOutbox | typeof contactMessages;

/** Newest first, then by id: the order both lists page through. */
const newestFirst = (name: string, table: ListTable): Ordering => ({
  name,
  key: table.createdAt,
  id: table.id,
  direction: 'desc',
  type: 'timestamptz',
});
const emailOrder = newestFirst('emails', emailOutbox);
const messageOrder = newestFirst('messages', contactMessages);

/**
 * One page of a list, newest first: after the cursor when there is one, else by page number; with
 * the fields every admin list answers with beside its rows.
 */
async function readPage<T extends ListTable>(db: Db, table: T, order: Ordering, query: PageQuery, where?: SQL) {
  const rows = await db
    .select({ row: table as ListTable, cursorKey: keyText(order) })
    .from(table as ListTable)
    .where(query.before ? and(where, after(order, query.before)) : where)
    .orderBy(orderBy(order))
    .limit(query.pageSize + 1)
    .offset(query.before ? 0 : (query.page - 1) * query.pageSize);
  const page = pageOf(
    order,
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.pageSize,
  );
  return {
    rows: page.rows.map((r) => r.row as T['$inferSelect']),
    head: { page: query.page, pageSize: query.pageSize, nextCursor: page.nextCursor },
  };
}

/** The kinds in the outbox, a few index probes (one per kind) rather than reading every row for DISTINCT. */
async function outboxKinds(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive k(kind) as (
      (select kind from email_outbox order by kind limit 1)
      union all
      select (select e.kind from email_outbox e where e.kind > k.kind order by e.kind limit 1) from k where k.kind is not null
    )
    select kind from k where kind is not null`);
  return (result as unknown as { rows: { kind: string }[] }).rows.map((row) => row.kind);
}

export async function listEmails(
  db: Db,
  query: PageQuery & { kind?: string | undefined; status?: EmailRow['status'] | undefined },
  totals: TotalsCache = uncachedTotals,
): Promise<AdminEmailList> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(emailOutbox.kind, query.kind));
  if (query.status) filters.push(eq(emailOutbox.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [page, total, kinds] = await Promise.all([
    readPage(db, emailOutbox, emailOrder, query, where),
    totals(`emails:${query.kind ?? ''}:${query.status ?? ''}`, () => countRows(db, emailOutbox, 'email_outbox', where)),
    outboxKinds(db),
  ]);
  return { ...page.head, ...total, emails: page.rows.map(toAdminEmail), kinds };
}

export async function listContactMessages(
  db: Db,
  query: PageQuery,
  totals: TotalsCache = uncachedTotals,
): Promise<AdminContactList> {
  const [page, total] = await Promise.all([
    readPage(db, contactMessages, messageOrder, query),
    totals('messages', () => countRows(db, contactMessages, 'contact_messages', undefined)),
  ]);
  return {
    ...page.head,
    ...total,
    messages: page.rows.map((row) => ({
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
