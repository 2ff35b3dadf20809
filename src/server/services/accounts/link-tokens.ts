import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema';

/*
 * The single-use tokens e-mailed in a link (password reset R10, address confirmation R30): 32
 * random bytes, base64url; only their SHA-256 is stored, so a copy of the database opens nothing.
 */

export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

type LinkTokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/**
 * A new token for the user in `table`, or null when `perHour` were issued in the last hour, so
 * nobody's inbox becomes a target. The user's row is locked while counting: parallel requests
 * cannot all slip under the cap.
 */
export async function issueLinkToken(
  db: Db,
  table: LinkTokenTable,
  input: { user: { id: string; email: string }; now: Date; perHour: number; ttlMs: number },
): Promise<string | null> {
  const { user, now } = input;
  const token = randomBytes(32).toString('base64url');
  const issued = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, user.id), gt(table.createdAt, new Date(now.getTime() - 60 * 60_000))));
    if ((recent?.n ?? 0) >= input.perHour) return false;
    const row = {
      tokenHash: hashLinkToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMs),
    };
    // A confirmation link also records the address it was sent to (a later change makes it void).
    if (table === emailVerificationTokens) await tx.insert(table).values({ ...row, email: user.email });
    else await tx.insert(passwordResetTokens).values(row);
    return true;
  });
  return issued ? token : null;
}
