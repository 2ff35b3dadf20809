import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { auditLog, bookings, emailOutbox, payments } from '../db/schema';
import { signDuffelPayload } from '../providers/flights/duffel/webhooks';
import { registerAndSignIn, type AccountsTestApp } from '../testing/accounts';
import { createDuffelTestApp } from '../testing/duffel/app';
import { bookingBody, postBooking, searchOffers } from '../testing/booking';
import { startDuffelServer, type DuffelTestServer } from '../testing/duffel/server';

/*
 * POST /api/webhooks/duffel (R42): the Duffel stand-in sends signed events as Duffel does. The site
 * checks each signature, acts on each event once, audits what it refuses or ignores; an order the
 * airline settles moves the booking waiting on it (R41), a schedule change reaches the trip and
 * the traveller's inbox.
 */

const SECRET = 'duffel_webhook_secret_for_tests';
let t: AccountsTestApp;
let duffel: DuffelTestServer;
const delivered: { status: number; payload: string; signature: string }[] = [];

const post = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/duffel',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-duffel-signature': signature } : {}) },
  });

beforeAll(async () => {
  duffel = await startDuffelServer({
    offersPerSearch: 3,
    // Accepted orders settle when a test says so (settleNow): never while the booking request runs.
    acceptedOrderMs: 3_600_000,
    webhook: {
      secret: SECRET,
      deliver: async (payload, signature) => {
        const response = await post(payload, signature);
        delivered.push({ status: response.statusCode, payload, signature });
      },
    },
  });
  t = await createDuffelTestApp(duffel, { duffelWebhookSecret: SECRET });
});
afterAll(async () => {
  await t?.close();
  await duffel?.close();
});

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentStatuses = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.bookingId, id))).map((p) => p.status);
const audits = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the signature', () => {
  const event = JSON.stringify({ id: 'wev_probe1', type: 'ping.triggered', data: { object: {} } });
  const now = Math.floor(Date.now() / 1000);

  it.each([
    ['no signature', undefined],
    ['another secret', signDuffelPayload(event, 'not_the_secret_at_all', now)],
    ['a stale one', signDuffelPayload(event, SECRET, now - 600)],
    ['a malformed one', 't=abc,v1=xyz'],
  ])('%s: 400, nothing changed, audited', async (_name, signature) => {
    const before = (await audits('duffel.webhook_refused')).length;
    const res = await post(event, signature);
    expect([res.statusCode, res.json().error]).toEqual([400, 'INVALID_SIGNATURE']);
    expect((await audits('duffel.webhook_refused')).length).toBe(before + 1);
  });

  it('a signed event of a type we do not use: 200, ignored; the same event again: 200, duplicate; both audited', async () => {
    const signed = signDuffelPayload(event, SECRET, now);
    expect((await post(event, signed)).statusCode).toBe(200);
    expect((await post(event, signed)).statusCode).toBe(200);
    expect((await audits('duffel.webhook_ignored')).map((a) => a.entityId)).toContain('wev_probe1');
    expect((await audits('duffel.webhook_duplicate')).map((a) => a.entityId)).toContain('wev_probe1');
  });
});

describe('orders the airline settles after accepting them', () => {
  async function pendingBooking(origin: string, destination: string) {
    const [offer] = await searchOffers(t.app, { origin, destination });
    if (!offer) throw new Error('no offer');
    t.app.bookings.context.orderConfirmWaitMs = 50;
    const res = await postBooking(t.app, bookingBody(offer));
    t.app.bookings.context.orderConfirmWaitMs = undefined;
    expect(res.statusCode, res.body).toBe(504);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
    if (!row) throw new Error('no booking');
    expect(row).toMatchObject({ status: 'pending', step: 'order_requested' });
    return row.id;
  }

  it('order.created confirms and captures the booking at once; order.creation_failed voids it', async () => {
    // The webhook arrives after the request has stopped waiting: seen from a minute later.
    const realNow = t.app.bookings.context.now;
    t.app.bookings.context.now = () => new Date(Date.now() + 60_000);
    try {
      const confirmed = await pendingBooking('LHR', 'AMS');
      duffel.settleNow((await bookingRow(confirmed))?.providerOrderId ?? '');
      await until(async () => (await bookingRow(confirmed))?.status === 'confirmed');
      expect(await paymentStatuses(confirmed)).toEqual(['captured']);
      expect((await bookingRow(confirmed))?.providerOrderId).toMatch(/^ord_/);

      const failed = await pendingBooking('LHR', 'BCN');
      duffel.settleNow((await bookingRow(failed))?.providerOrderId ?? '');
      await until(async () => (await bookingRow(failed))?.status === 'failed');
      expect(await paymentStatuses(failed)).toEqual(['voided']);
      expect(delivered.every((d) => d.status === 200)).toBe(true);
    } finally {
      t.app.bookings.context.now = realNow;
    }
  });
});

describe("an airline's schedule change", () => {
  it('is kept on the trip, shown by the API and e-mailed once, however often Duffel sends it', async () => {
    const buyer = await registerAndSignIn(t.app);
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    if (!offer) throw new Error('no offer');
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const booking = CreateBookingResponseSchema.parse(res.json());
    const orderId = (await bookingRow(booking.id))?.providerOrderId ?? '';

    const before = delivered.length;
    const change = await duffel.airlineChange(orderId, 95);
    expect(delivered.length).toBe(before + 1);
    // Duffel delivers at least once: the same event again changes nothing.
    const sent = delivered.at(-1);
    expect((await post(sent?.payload ?? '', sent?.signature)).statusCode).toBe(200);
    const seen = await t.app.inject({ url: `/api/bookings/${booking.id}`, headers: { cookie: buyer.cookie } });
    const trip = BookingSchema.parse(seen.json());
    expect(trip.bookingData.airline_changes).toHaveLength(1);
    const [first] = trip.bookingData.airline_changes ?? [];
    expect(first?.id).toBe(change.id);
    expect(first?.actions).toContain('accept');
    const oldDeparture = booking.booking.bookingData.slices[0]?.segments[0]?.departing_at ?? '';
    const newDeparture = first?.slices[0]?.segments[0]?.departing_at ?? '';
    expect(Date.parse(`${newDeparture}Z`) - Date.parse(`${oldDeparture}Z`)).toBe(95 * 60_000);

    const mails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'booking_schedule_change'),
          eq(emailOutbox.toAddress, (await bookingRow(booking.id))?.contactEmail ?? ''),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('The airline has changed your flights');
  });
});
