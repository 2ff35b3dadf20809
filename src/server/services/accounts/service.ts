import type { FastifyBaseLogger } from 'fastify';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import type { Mailer } from '../email';
import type { PasswordHasher } from './password';
import { checkResetLink, requestPasswordReset, resetPassword, trustedSiteOrigin } from './reset';
import { deleteSessionByHash, findSession, pruneExpiredSessions, rotateSession, type ActiveSession } from './sessions';
import { pruneLoginAttempts } from './sign-in-limits';
import { deleteAccount } from './delete-account';
import { changePasswordForSession, registerAccount, signIn } from './sign-in';
import { emailVerificationEmail } from './emails';
import { completeTwoFactorSignIn } from './two-factor-sign-in';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorStatus,
  type SecondFactor,
} from './two-factor';
import type { UserRow } from './users';
import { issueEmailVerification, verifyEmail } from './verification';

/** Where the request came in, so links in e-mails point at a site we trust (see trustedSiteOrigin). */
export interface SiteOfRequest {
  publicUrl: string | undefined;
  host: string | undefined;
  protocol: string;
}

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  /** app.auth: tests swap the hasher and the clock after the app is built, so both are read per call. */
  runtime: () => { hasher: PasswordHasher; clock: () => Date };
}

/** Where a request came from: the counters that slow down guessing are per address. */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
  /** The nonce of the browser's device cookie for the account signing in (plugins/device.ts). */
  device?: string | undefined;
}

/** Sign-up, sign-in, sessions and passwords: what the account routes and the session hook ask for. */
export function createAccountsService({ db, mailer, runtime }: AccountsDeps) {
  const hasher = () => runtime().hasher;
  const now = () => runtime().clock();

  return {
    register: (input: RegisterInput, client: Client) =>
      registerAccount(db, hasher(), input, { ip: client.ip, now: now() }),

    signIn: (input: LoginInput, client: Client, previousSessionHash: string | undefined) =>
      signIn(db, hasher(), { ...input, ...client, previousSessionHash, now: now() }),

    /** R48: the code step of a sign-in whose password was right. */
    completeTwoFactorSignIn: (
      input: { pendingToken: string; factor: SecondFactor },
      client: Client,
      previousSessionHash: string | undefined,
    ) => completeTwoFactorSignIn(db, { ...input, ...client, previousSessionHash, now: now() }),

    twoFactor: {
      status: (session: ActiveSession) => twoFactorStatus(db, session.user.id),
      begin: (session: ActiveSession, issuer: string) => beginTwoFactorSetup(db, session.user.id, issuer),
      enable: (session: ActiveSession, code: string, client: Client) =>
        enableTwoFactor(db, session.user.id, code, { ip: client.ip, now: now() }),
      disable: (session: ActiveSession, factor: SecondFactor, client: Client) =>
        disableTwoFactor(db, session.user.id, factor, { ip: client.ip, now: now() }),
      regenerate: (session: ActiveSession, code: string, client: Client) =>
        regenerateRecoveryCodes(db, session.user.id, code, { ip: client.ip, now: now() }),
    },

    signOut: (session: ActiveSession) => deleteSessionByHash(db, session.idHash),

    /** The session behind a cookie's token, touched as seen now. */
    findSession: (token: string | undefined) => findSession(db, token, now()),

    /** A new token for the same session (after a privilege check), so an old cookie is worth nothing. */
    rotateSession: (session: ActiveSession) => rotateSession(db, session.idHash, now()),

    /** R49: the account and its saved travellers deleted, its bookings kept anonymised. */
    deleteAccount: (session: ActiveSession, password: string, client: Client) =>
      deleteAccount(db, hasher(), { session, password, ip: client.ip, now: now() }),

    changePassword: (
      session: ActiveSession,
      passwords: { currentPassword: string; newPassword: string },
      client: Client,
    ) => changePasswordForSession(db, hasher(), { session, ...passwords, ip: client.ip, now: now() }),

    /**
     * Sends the reset link after the answer has gone: its timing must not tell whether the
     * address has an account.
     */
    requestPasswordReset(input: {
      email: string;
      site: { publicUrl: string | undefined; host: string | undefined; protocol: string };
      brandName: string;
      log: Pick<FastifyBaseLogger, 'warn'>;
    }): void {
      mailer.defer(async () => {
        const origin = await trustedSiteOrigin(db, input.site);
        const outcome = await requestPasswordReset(db, mailer, {
          email: input.email,
          origin,
          brandName: input.brandName,
          now: now(),
        });
        if (outcome === 'no-origin') {
          input.log.warn('password reset not sent: set PUBLIC_URL so the link has a trusted host');
        }
      });
    },

    /**
     * R30: e-mails a link that confirms the account's address, after the answer has gone. An
     * hour's links spent sends nothing; without a trusted site the e-mail says where to ask.
     */
    sendEmailVerification(input: {
      user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'username'>;
      site: SiteOfRequest;
      brandName: string;
      /** The brand whose name the e-mail speaks in, kept with it in the outbox. */
      brandId?: string | undefined;
      reason: 'registered' | 'booking';
      log: Pick<FastifyBaseLogger, 'warn'>;
    }): void {
      mailer.defer(async () => {
        const token = await issueEmailVerification(db, input.user, now());
        if (!token) return;
        const origin = await trustedSiteOrigin(db, input.site);
        if (!origin) input.log.warn('confirmation link not sent: set PUBLIC_URL so the link has a trusted host');
        await mailer.send({
          ...emailVerificationEmail({
            to: input.user.email,
            firstName: input.user.firstName,
            username: input.user.username,
            brandName: input.brandName,
            // In the fragment, as reset links are: no server or proxy log ever holds the token.
            link: origin ? `${origin}/verify-email#token=${token}` : undefined,
            reason: input.reason,
          }),
          brandId: input.brandId,
        });
      });
    },

    verifyEmail: (token: string, session: ActiveSession) => verifyEmail(db, token, session.user, now()),

    checkResetLink: (token: string) => checkResetLink(db, token, now()),

    resetPassword: (input: { token: string; newPassword: string }, client: Client) =>
      resetPassword(db, hasher(), { ...input, ip: client.ip, now: now() }),

    /** Removes sign-in counts and sessions too old to matter. */
    prune: () => Promise.all([pruneLoginAttempts(db, now()), pruneExpiredSessions(db, now())]),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
