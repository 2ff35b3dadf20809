import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { auditLog, bookings, bookingStatusHistory, emailOutbox, idempotencyKeys, sandboxOrders } from '../db/schema';
import { sessionCookie } from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, primary, useBookingTestApp } from '../testing/booking';

/* R49: passport numbers are sealed in every row a booking writes, and no answer carries them. */

const t = useBookingTestApp();

describe('R49: passports encrypted at rest in bookings', () => {
  it('R49: keeps no passport number in plain text in the booking, its history, e-mails or idempotency key, and answers without it', async () => {
    const offer = await firstOffer(t.app);
    const traveller = primary();
    const passport = traveller.passportNumber ?? '';
    expect(passport).toMatch(/^P\d+$/);
    const headers = { 'idempotency-key': `passport-${Date.now()}` };
    const res = await postBooking(t.app, bookingBody(offer, { passengers: [traveller] }), headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(passport);
    const answer = CreateBookingResponseSchema.parse(res.json());

    // The airline got the number itself.
    const [order] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, answer.id));
    const sent = (order?.passengers ?? []) as { identityDocument?: { number: string } | null }[];
    expect(sent.map((p) => p.identityDocument?.number)).toEqual([passport]);

    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, answer.id));
    if (!row) throw new Error('no booking row');
    expect(JSON.stringify(row)).not.toContain(passport);
    const request = row.request as {
      passengers: { passportNumber?: string }[];
      orderPassengers: { identityDocument: { number: string } | null }[];
    };
    expect(request.passengers[0]?.passportNumber).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(request.orderPassengers[0]?.identityDocument?.number).toMatch(/^v1\.[0-9a-f]{8}\./);
    // Each value sealed apart: the two copies of one number do not match.
    expect(request.passengers[0]?.passportNumber).not.toBe(request.orderPassengers[0]?.identityDocument?.number);

    const history = await t.app.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, row.id));
    expect(history.length).toBeGreaterThan(0);
    expect(JSON.stringify(history)).not.toContain(passport);
    const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, row.contactEmail));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toContain(passport);
    expect(JSON.stringify(await t.app.db.select().from(idempotencyKeys))).not.toContain(passport);
    expect(JSON.stringify(await t.app.db.select().from(auditLog))).not.toContain(passport);

    // The replayed answer, the trip's page and My Trips do not carry it either.
    const again = await postBooking(t.app, bookingBody(offer, { passengers: [traveller] }), headers);
    expect(again.statusCode).toBe(201);
    expect(again.body).not.toContain(passport);
    const cookie = sessionCookie(res) ?? '';
    const trip = await t.app.inject({ url: `/api/bookings/${answer.id}`, headers: { cookie } });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.body).not.toContain(passport);
    const mine = await t.app.inject({ url: '/api/bookings', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(answer.id);
    expect(mine.body).not.toContain(passport);
  });
});
