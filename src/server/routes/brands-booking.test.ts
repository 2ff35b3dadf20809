import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { SearchResponseSchema, type Offer } from '../../shared/schemas/flights';
import { bookings, emailOutbox } from '../db/schema';
import { registerAndSignIn, sessionCookie } from '../testing/accounts';
import { bookingBody, postBooking, useBookingTestApp } from '../testing/booking';
import { SimulatedCrash } from '../services/booking/types';
import { brandInput } from '../testing/brands';
import { daysFromNow } from '../testing/flights';

/* A booking is sold under the brand of the host it came through: its markup, its row, its e-mails. */

const t = useBookingTestApp({ publicUrl: 'http://flights.test' }, async (t) => {
  await t.app.brands.admin.create(
    brandInput('sunny', { name: 'Sunny Skies', domains: ['sunny.travel'], markupBasisPoints: 1000 }),
    { userId: null },
  );
});

async function offerVia(host: string, day: number): Promise<Offer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/flights/search',
    payload: { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(day) },
    headers: { host },
  });
  const [offer] = SearchResponseSchema.parse(res.json()).offers;
  if (!offer) throw new Error('no offers');
  return offer;
}

describe('booking under a brand', () => {
  it('charges the brand price, records the brand and writes its e-mails in its name', async () => {
    const offer = await offerVia('sunny.travel', 24);
    const res = await postBooking(t.app, bookingBody(offer), { host: 'sunny.travel' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = CreateBookingResponseSchema.parse(res.json());
    expect(answer.booking.bookingData.total_amount).toBe(offer.total_amount);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, answer.id));
    expect(row?.brandId).toBe('sunny');
    expect(answer.emailContent.text).toContain('Sunny Skies');
    const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, answer.emailContent.to));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.brandId === 'sunny')).toBe(true);

    // Cancelling later, from any host, still speaks for the brand the trip was sold under.
    const cookie = sessionCookie(res) ?? '';
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${answer.id}/cancel`,
      headers: { cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = (
      await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, answer.emailContent.to))
    ).find((m) => m.kind.includes('cancel'));
    expect(cancelled?.brandId).toBe('sunny');
    expect(cancelled?.textBody).toContain('Sunny Skies');
  });

  it('finishes an interrupted booking after a restart in the name of the brand it was sold under', async () => {
    const offer = await offerVia('sunny.travel', 26);
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'order_created') throw new SimulatedCrash(step);
    };
    // The simulated death skips every undo; the client only sees the request fail.
    const crashed = await postBooking(t.app, bookingBody(offer), { host: 'sunny.travel' });
    t.app.bookings.context.afterStep = undefined;
    expect(crashed.statusCode).toBe(500);

    expect(await t.app.bookings.recover(0)).toMatchObject({ confirmed: 1 });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    expect(row?.status).toBe('confirmed');
    const mails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, row?.contactEmail ?? ''));
    const confirmation = mails.find((m) => m.kind.includes('booking'));
    expect(confirmation?.brandId).toBe('sunny');
    expect(confirmation?.textBody).toContain('Sunny Skies');
  });

  it("refuses another brand's price (409): the server prices by the request's brand", async () => {
    const offer = await offerVia('sunny.travel', 25);
    const res = await postBooking(t.app, bookingBody(offer), { host: 'default-host.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'PRICE_CHANGED' });
  });
});

describe('account e-mails under a brand', () => {
  it('names the brand of the host in the password reset e-mail', async () => {
    const { user } = await registerAndSignIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { host: 'sunny.travel' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.drain();
    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'password_reset')));
    expect(mail?.subject).toBe('Reset your Sunny Skies password');
  });
});
