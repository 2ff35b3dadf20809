import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { bookings, emailOutbox } from '../db/schema';
import {
  confirmEmail,
  registerAndSignIn,
  sessionCookie,
  signIn,
  useAccountsTestApp,
  verificationTokenFor,
  whoAmI,
} from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, primary } from '../testing/booking';

/*
 * R30: an address is an account's only once its owner has shown they read it. The adversarial
 * run registered with a stranger's address; the stranger then booked without signing in, and the
 * booking went to the registrant's account (names, references, a cancel button refunding to the
 * stranger's card). Now such a booking waits unattached until the address is confirmed.
 */

const t = useAccountsTestApp({ publicUrl: 'https://flights.example.com' });

const verify = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

async function mailsTo(address: string, kind: string) {
  await t.app.mailer.drain();
  return t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)));
}

describe('confirming an address (R30)', () => {
  it('e-mails a link at sign-up; the signed-in owner opens it once and the address is confirmed', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ emailVerified: false });
    const [mail] = await mailsTo(user.email, 'email_verification');
    expect(mail?.subject).toBe('Confirm your e-mail address for SkyBound Travel');
    expect(mail?.textBody).toMatch(/\/verify-email#token=[A-Za-z0-9_-]{43}\n/);

    const token = await verificationTokenFor(t.app, user.email);
    const res = await verify(token, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your e-mail address is confirmed.', tripsAdded: 0 });
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ emailVerified: true });

    const again = await verify(token, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'VERIFY_LINK_INVALID',
      message: 'This confirmation link is invalid or has expired. Ask for a new one in Account settings.',
    });
  });

  it('refuses a click that is not signed in to the account the link was sent for', async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const token = await verificationTokenFor(t.app, owner.user.email);
    expect((await verify(token)).statusCode).toBe(401);
    const wrong = await verify(token, other.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(
      'This link confirms the e-mail address of another account. Sign in to that account to use it.',
    );
    // Not spent by the refusals: the owner can still use it.
    expect((await verify(token, owner.cookie)).statusCode).toBe(200);
  });

  it('refuses a link older than 7 days, and a made-up one', async () => {
    const { user } = await registerAndSignIn(t.app);
    const token = await verificationTokenFor(t.app, user.email);
    const start = t.clock.current;
    t.clock.advance(7 * 24 * 60 * 60_000 + 1_000);
    try {
      const { cookie } = await signIn(t.app, user);
      expect((await verify(token, cookie)).json().error).toBe('VERIFY_LINK_INVALID');
      expect((await verify('x'.repeat(43), cookie)).json().error).toBe('VERIFY_LINK_INVALID');
    } finally {
      t.clock.current = start;
    }
  });

  it('sends a new link on request, at most 3 an hour, and none once confirmed', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: { cookie } });
    for (let i = 0; i < 3; i++) expect((await resend()).json().success).toBe(true);
    expect(await mailsTo(user.email, 'email_verification')).toHaveLength(3);
    await confirmEmail(t.app, user.email, cookie);
    expect((await resend()).json().message).toBe('Your e-mail address is already confirmed.');
    expect(await mailsTo(user.email, 'email_verification')).toHaveLength(3);
  });
});

describe("a booking under the address of someone else's unconfirmed account (R30)", () => {
  it('stays with the address: the registrant cannot read or cancel it, and the owner gets it after confirming', async () => {
    // Someone registers with Jane's address; nothing proves it is theirs.
    const registrant = await registerAndSignIn(t.app);
    const jane = registrant.user.email;
    // Jane books without signing in.
    const offer = await firstOffer(t.app);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary({ email: jane })] }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer).toMatchObject({
      accountCreated: false,
      accountInfo: null,
      signInToSeeTrip: false,
      confirmEmailToSeeTrip: true,
    });
    expect(sessionCookie(res)).toBeUndefined();
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, answer.id));
    expect(row?.userId).toBeNull();

    const asRegistrant = { cookie: registrant.cookie };
    const list = await t.app.inject({ url: '/api/bookings', headers: asRegistrant });
    expect(list.json()).toMatchObject({ bookings: [], nextCursor: null });
    expect((await t.app.inject({ url: `/api/bookings/${answer.id}`, headers: asRegistrant })).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${answer.id}/cancel`,
      headers: asRegistrant,
    });
    expect(cancel.statusCode).toBe(404);

    // The address gets the booking's confirmation and a link that says what to do.
    expect(await mailsTo(jane, 'booking_confirmation')).toHaveLength(1);
    const links = await mailsTo(jane, 'email_verification');
    expect(links.map((m) => m.textBody).join('\n')).toContain('A trip was booked with this e-mail address.');

    // Jane, who reads the address, takes the account over with a reset: that confirms it and adds the trip.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: jane } });
    const [reset] = await mailsTo(jane, 'password_reset');
    const token = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(reset?.textBody ?? '')?.[1] ?? '';
    const newPassword = 'Jane-0wns-This!';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
    });
    expect(done.statusCode).toBe(200);
    // The registrant is signed out; Jane signs in and sees her trip.
    expect((await whoAmI(t.app, registrant.cookie)).statusCode).toBe(401);
    const { cookie } = await signIn(t.app, { username: registrant.user.username, password: newPassword });
    const mine = await t.app.inject({ url: '/api/bookings', headers: { cookie: cookie ?? '' } });
    expect(mine.json().bookings.map((b: { id: string }) => b.id)).toEqual([answer.id]);
  });

  it('joins the account when its signed-in owner confirms the address', async () => {
    const owner = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app);
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary({ email: owner.user.email })] }));
    const answer = CreateBookingResponseSchema.parse(res.json());
    const confirmed = await verify(await verificationTokenFor(t.app, owner.user.email), owner.cookie);
    expect(confirmed.json()).toMatchObject({ success: true, tripsAdded: 1 });
    const mine = await t.app.inject({ url: '/api/bookings', headers: { cookie: owner.cookie } });
    expect(mine.json().bookings.map((b: { id: string }) => b.id)).toEqual([answer.id]);
  });
});
