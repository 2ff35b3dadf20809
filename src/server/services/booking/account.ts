import { bookingReference } from '../../../shared/schemas/booking';
import type { OutgoingEmail } from '../email';
import { accountCreatedEmail } from '../accounts';
import { findOrCreateAccountForBooking } from '../accounts';
import { findUserById, setPassword } from '../accounts';
import { generatePassword } from '../accounts';
import { step, type BookingContext, type FlowOptions } from './context';
import { bookingCalendar, calendarFileName } from './calendar';
import { bookingConfirmationEmail } from './emails';
import { storedData, storedRequest } from './store';
import type { BookingRow } from './types';
import { duffelBookingIdOf } from './view';

/*
 * Steps 8 and 9 (R6 and R12): whose booking it is, and the e-mails that say so.
 */

export type AccountOutcome =
  | { kind: 'none' }
  | { kind: 'signed_in'; userId: string }
  /** Made by this booking; the password exists only in memory until the e-mail and the answer. */
  | { kind: 'created'; userId: string; username: string; email: string; password: string }
  | { kind: 'existing'; userId: string }
  /** R30: the address's account is unconfirmed; the booking waits, unattached, for its owner to confirm it. */
  | { kind: 'held'; userId: string };

export async function linkAccount(
  ctx: BookingContext,
  row: BookingRow,
  options: FlowOptions,
): Promise<{ row: BookingRow; account: AccountOutcome }> {
  if (row.userId) {
    // Signed in when booking: theirs (R6).
    const linked = await step(ctx, row, 'account_linked', { detail: { userId: row.userId, signedIn: true } });
    return { row: linked, account: { kind: 'signed_in', userId: row.userId } };
  }
  const primary = storedRequest(row).passengers[0];
  const found = await findOrCreateAccountForBooking(
    ctx.db,
    { email: row.contactEmail, firstName: primary?.firstName ?? '', lastName: primary?.lastName ?? '' },
    // The money is taken by now: a full hashing queue is waited out, never a refusal (R44).
    ctx.hasher().evenWhenBusy(),
  );
  if (!found.created && !found.user.emailVerifiedAt) {
    // Anyone can register with a stranger's address: the trip is the address owner's, not the registrant's.
    const held = await step(ctx, row, 'account_linked', {
      request: { account: { userId: found.user.id, created: false, username: found.user.username, held: true } },
      detail: { heldFor: found.user.id, recovering: options.recovering },
    });
    return { row: held, account: { kind: 'held', userId: found.user.id } };
  }
  const account: AccountOutcome = found.created
    ? {
        kind: 'created',
        userId: found.user.id,
        username: found.user.username,
        email: found.user.email,
        password: found.password,
      }
    : { kind: 'existing', userId: found.user.id };
  const linked = await step(ctx, row, 'account_linked', {
    set: { userId: found.user.id },
    request: { account: { userId: found.user.id, created: found.created, username: found.user.username } },
    detail: { userId: found.user.id, created: found.created, recovering: options.recovering },
  });
  return { row: linked, account };
}

/** The confirmation e-mail of a booking, as sent and as the response's emailContent. */
export function confirmationFor(ctx: BookingContext, row: BookingRow): OutgoingEmail {
  const reference = bookingReference(duffelBookingIdOf(row.providerOrderId) ?? '');
  const primary = storedRequest(row).passengers[0];
  const data = storedData(row);
  const calendar = bookingCalendar({
    bookingId: row.id,
    reference,
    brandName: ctx.brand.name,
    data,
    cancelled: false,
    now: ctx.now(),
  });
  return {
    ...bookingConfirmationEmail({
      to: row.contactEmail,
      firstName: primary?.firstName ?? '',
      reference,
      brandName: ctx.brand.name,
      brandId: ctx.brand.id,
      data,
    }),
    // R47: the flights straight into the traveller's calendar.
    attachments: [
      {
        filename: calendarFileName(reference),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar,
      },
    ],
  };
}

/**
 * An account made by this booking whose password was lost with a crashed process (between
 * steps 8 and 9) gets a fresh one: nobody has seen the first, so nothing is taken from anyone.
 */
async function credentials(ctx: BookingContext, row: BookingRow, account: AccountOutcome) {
  if (account.kind === 'created') return account;
  const made = storedRequest(row).account;
  if (!made?.created) return null;
  const user = await findUserById(ctx.db, made.userId);
  if (!user) return null;
  const password = generatePassword();
  await setPassword(ctx.db, ctx.hasher().evenWhenBusy(), user.id, password, {
    action: 'booking_account_password_reissued',
    actorUserId: null,
    now: ctx.now(),
  });
  return { username: user.username, email: user.email, password };
}

/** R30: a link that confirms the address of the account a booking was linked or held for. */
async function sendConfirmationLink(ctx: BookingContext, userId: string, reason: 'registered' | 'booking') {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.emailVerifiedAt) return;
  ctx.accounts.sendEmailVerification({
    user,
    site: ctx.site,
    brandName: ctx.brand.name,
    brandId: ctx.brand.id,
    reason,
    log: ctx.log,
  });
}

export async function sendBookingEmails(
  ctx: BookingContext,
  row: BookingRow,
  account: AccountOutcome,
): Promise<BookingRow> {
  const confirmation = confirmationFor(ctx, row);
  await ctx.mailer.send(confirmation);
  const linked = storedRequest(row).account;
  // R30: a booking held for an unconfirmed address says how to claim it.
  if (linked?.held) await sendConfirmationLink(ctx, linked.userId, 'booking');
  const made = await credentials(ctx, row, account);
  if (made) {
    const primary = storedRequest(row).passengers[0];
    await ctx.mailer.send({
      ...accountCreatedEmail({
        to: made.email,
        firstName: primary?.firstName ?? '',
        username: made.username,
        password: made.password,
        brandName: ctx.brand.name,
        signInUrl: ctx.signInUrl,
      }),
      brandId: ctx.brand.id,
    });
    // R30: the new account's address is confirmed like any other, by a link its owner opens.
    if (linked) await sendConfirmationLink(ctx, linked.userId, 'registered');
  }
  return step(ctx, row, 'email_sent', { detail: { to: row.contactEmail, accountEmail: made !== null } });
}
