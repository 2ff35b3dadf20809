import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/*
 * R44: the outbox does not grow for ever. Mail that was sent is the recipient's now; after
 * OUTBOX_RETENTION_DAYS (default 90) its row goes. Failed mail stays: it is the one trace of a
 * message someone never received, for an admin to notice and act on. Kept mail (a site without
 * SMTP) stays too: the outbox is its only copy, and its body is already emptied after 30 days (R12).
 */

export const DEFAULT_OUTBOX_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per statement: short transactions, so the list and new mail never wait long on the sweep. */
const BATCH = 2_000;

/**
 * Deletes sent mail created before `now` less `days`; returns how many rows went. Safe with several
 * processes sweeping at once: each batch skips rows another process is deleting.
 */
export async function pruneSentOutbox(db: Db, now: Date, days = DEFAULT_OUTBOX_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.createdAt, cutoff)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(emailOutbox)
      .where(inArray(emailOutbox.id, batch))
      .returning({ id: emailOutbox.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}
