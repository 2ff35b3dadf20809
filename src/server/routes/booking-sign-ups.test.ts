import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, users } from '../db/schema';
import { REGISTRATION_LIMIT } from '../services/accounts/sign-in-limits';
import { registerAndSignIn, useAccountsTestApp } from '../testing/accounts';
import { bookingBody, firstOffer, primary } from '../testing/booking';

/*
 * R35: a signed-out booking under a new address makes an account (R6), so it counts as a sign-up
 * from the buyer's address; over the limit it is refused before any money is touched.
 */

const t = useAccountsTestApp();

describe('bookings that make accounts count as sign-ups (R35)', () => {
  it(`refuses a booking that would make one account more than ${REGISTRATION_LIMIT} from one address in an hour`, async () => {
    const address = '203.0.113.50';
    const book = async (email: string) => {
      const offer = await firstOffer(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: address,
        payload: bookingBody(offer, { passengers: [primary({ email })] }),
      });
    };
    const emails = Array.from({ length: REGISTRATION_LIMIT + 1 }, (_, i) => `signup-${i}-${Date.now()}@example.com`);
    for (const email of emails.slice(0, REGISTRATION_LIMIT)) {
      const made = await book(email);
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().accountCreated).toBe(true);
    }
    const refused = await book(emails[REGISTRATION_LIMIT]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_SIGN_UPS',
      message:
        'Too many new accounts were made from your connection. Please sign in to book, or try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const made = await t.app.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(made).toHaveLength(REGISTRATION_LIMIT);
    const unpaid = await t.app.db.select().from(bookings).where(eq(bookings.contactEmail, emails[REGISTRATION_LIMIT]!));
    expect(unpaid).toHaveLength(0);

    // An address that has an account makes none, and signed in nobody makes one: both still book.
    expect((await book(emails[0]!)).statusCode).toBe(201);
    const { cookie } = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: address,
      headers: { cookie: cookie ?? '' },
      payload: bookingBody(offer, { passengers: [primary({ email: `someone-new-${Date.now()}@example.com` })] }),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
  });
});
