import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { brands, passwordResetTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { findUserByEmail, findUserById, storePasswordHash, type UserRow } from './users';
import { hashLinkToken, issueLinkToken, LINK_TOKEN } from './link-tokens';
import { markEmailVerified } from './verification';
import { passwordResetEmail } from './emails';
import type { Mailer } from '../email';
import type { PasswordHasher } from './password';
import { clearAccountFailures } from './sign-in-limits';
import { deleteUserSessions } from './sessions';

/* R10: a working reset, by e-mail, with a single-use token valid for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** More requests than this in an hour send nothing more: nobody's inbox becomes a target. */
export const RESET_EMAILS_PER_HOUR = 3;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin a reset link may point at. The request's Host is used only when it is one we
 * know (PUBLIC_URL's host, a brand's domain, or this machine): otherwise anyone could ask for
 * a reset of someone else's account with a forged Host and receive the token on their site.
 */
export async function trustedSiteOrigin(
  db: Db,
  input: { publicUrl: string | undefined; host: string | undefined; protocol: string },
): Promise<string | undefined> {
  const publicOrigin = input.publicUrl ? new URL(input.publicUrl).origin : undefined;
  const protocol = input.publicUrl ? new URL(input.publicUrl).protocol.replace(':', '') : input.protocol;
  const host = input.host?.toLowerCase();
  if (host && URL.canParse(`http://${host}`)) {
    const { hostname, host: hostWithPort } = new URL(`http://${host}`);
    if (publicOrigin && new URL(publicOrigin).host === hostWithPort) return publicOrigin;
    if (LOOPBACK.has(hostname)) return `${protocol}://${hostWithPort}`;
    const bare = hostname.replace(/^www\./, '');
    const rows = await db.select({ domains: brands.domains }).from(brands);
    if (rows.some((row) => row.domains.some((domain) => domain.toLowerCase() === bare))) {
      return `${protocol}://${hostWithPort}`;
    }
  }
  return publicOrigin;
}

export type ResetRequestOutcome = 'sent' | 'unknown-email' | 'throttled' | 'no-origin';

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; origin: string | undefined; brandName: string; now: Date },
): Promise<ResetRequestOutcome> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return 'unknown-email';
  if (!input.origin) return 'no-origin';
  const token = await issueLinkToken(db, passwordResetTokens, {
    user,
    now: input.now,
    perHour: RESET_EMAILS_PER_HOUR,
    ttlMs: RESET_TOKEN_TTL_MS,
  });
  if (!token) return 'throttled';
  await mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      username: user.username,
      brandName: input.brandName,
      // In the fragment: browsers never send it, so no server or proxy log ever holds the token.
      link: `${input.origin}/reset-password#token=${token}`,
    }),
  );
  return 'sent';
}

const invalidLink = () => new AppError(400, 'RESET_LINK_INVALID', MESSAGES.resetLinkInvalid);

const liveToken = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashLinkToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/**
 * Whether a reset link can still be used, asked when its page opens: a used or expired link says
 * so at once instead of after the new password has been typed. Spends nothing.
 */
export async function checkResetLink(db: Db, token: string, now: Date): Promise<void> {
  if (!LINK_TOKEN.test(token)) throw invalidLink();
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(liveToken(token, now));
  if (!found) throw invalidLink();
}

/**
 * Sets a new password from a reset link. The token is spent in the same statement that checks
 * it, so two clicks cannot both succeed; every other link and every session of the account end.
 */
export async function resetPassword(
  db: Db,
  hasher: PasswordHasher,
  input: { token: string; newPassword: string; ip?: string | undefined; now: Date },
): Promise<UserRow> {
  if (!LINK_TOKEN.test(input.token)) throw invalidLink();
  const live = liveToken(input.token, input.now);
  // Look before hashing, so a stream of bad tokens costs no scrypt work.
  const [found] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live);
  if (!found) throw invalidLink();
  const user = await findUserById(db, found.userId);
  if (!user) throw invalidLink();
  // Hashed before the link is spent: a hash refused while busy (R44) must leave the link usable.
  const passwordHash = await hasher.hash(input.newPassword);

  const [spent] = await db
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(live)
    .returning({ userId: passwordResetTokens.userId });
  if (!spent) throw invalidLink();

  await storePasswordHash(db, user.id, passwordHash, {
    action: 'user.password_reset',
    actorUserId: user.id,
    ip: input.ip,
    now: input.now,
  });
  await deleteUserSessions(db, user.id);
  await clearAccountFailures(db, user.username);
  // R30: the link came to the account's address, so whoever reset the password reads it.
  return markEmailVerified(db, user, input.now);
}
