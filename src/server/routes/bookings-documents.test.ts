import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { localToInstant } from '../../shared/time';
import { bookings } from '../db/schema';
import { registerAndSignIn, sessionCookie } from '../testing/accounts';
import { testConfig } from '../testing/app';
import { bookingBody, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';
import { decodeQuotedPrintable, startLocalSmtp } from '../testing/email';

/* R47: a booked trip as a calendar file (downloaded and attached to the confirmation e-mail) and its receipt. */

const smtp = await startLocalSmtp();
afterAll(() => smtp.close());
const t = useBookingTestApp({
  providers: { ...testConfig().providers, smtpUrl: smtp.url, mailFrom: 'Flights <no-reply@flights.test>' },
});

async function book() {
  const offer = await firstOffer(t.app);
  const res = await postBooking(t.app, bookingBody(offer));
  expect(res.statusCode, res.body).toBe(201);
  return { offer, answer: CreateBookingResponseSchema.parse(res.json()), cookie: sessionCookie(res) };
}

const calendarOf = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics`, headers: cookie ? { cookie } : {} });

function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, summary: e.summary, start: e.startDate.toJSDate().getTime(), zone: e.startDate.zone?.tzid };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  return events;
}

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('gives the owner one event per flight, at the airport’s own time and zone', async () => {
    const { answer, cookie } = await book();
    const res = await calendarOf(answer.id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="trip-${answer.bookingReference}.ics"`);
    const segments = answer.booking.bookingData.slices.flatMap((s) => s.segments);
    const events = eventsIn(res.body);
    expect(events).toHaveLength(segments.length);
    events.forEach((e, i) => {
      const segment = segments[i];
      if (!segment) throw new Error('no segment');
      expect(e.summary).toContain(segment.flight_number);
      expect(e.zone).toBe(segment.origin.time_zone);
      expect(e.start).toBe(localToInstant(segment.departing_at, segment.origin.time_zone));
    });
    expect(res.body).toContain(`Booking reference: ${answer.bookingReference}`);
  });

  it('is the same file, by UID, as the one attached to the confirmation e-mail', async () => {
    const before = smtp.received.length;
    const { answer, cookie } = await book();
    const mails = (await smtp.waitFor(before + 1)).slice(before);
    const confirmation = mails.find((m) => m.raw.includes(`reference ${answer.bookingReference}`));
    expect(confirmation?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(confirmation?.raw).toContain(`filename=trip-${answer.bookingReference}.ics`);
    const part =
      /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(confirmation?.raw ?? '')?.[1] ?? '';
    const attached =
      /^[A-Za-z0-9+/=\r\n]+$/.test(part) && !part.includes('BEGIN')
        ? Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(part);
    const downloaded = (await calendarOf(answer.id, cookie)).body;
    expect(eventsIn(attached).map((e) => e.uid)).toEqual(eventsIn(downloaded).map((e) => e.uid));
    expect(eventsIn(attached).length).toBeGreaterThan(0);
  });

  it('is not found for another traveller and for an unknown id', async () => {
    const { answer } = await book();
    const stranger = await registerAndSignIn(t.app);
    const res = await calendarOf(answer.id, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await calendarOf('00000000-0000-4000-8000-000000000000', stranger.cookie)).statusCode).toBe(404);
  });

  it('refuses a trip that was never booked with 409 and a message', async () => {
    const { answer, cookie } = await book();
    await t.app.db.update(bookings).set({ status: 'failed' }).where(eq(bookings.id, answer.id));
    const res = await calendarOf(answer.id, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'NOT_BOOKED',
      message: 'This trip is not booked, so it has no calendar file yet.',
    });
  });

  it('marks the events of a cancelled trip cancelled', async () => {
    const { answer, cookie } = await book();
    await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, answer.id));
    const res = await calendarOf(answer.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('STATUS:CANCELLED');
    expect(res.body).not.toContain('STATUS:CONFIRMED');
  });
});

describe('the receipt’s payment line (GET /api/bookings/:id)', () => {
  it('names the card that paid by brand and last four digits only, and the list leaves it out', async () => {
    const { offer, answer, cookie } = await book();
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${answer.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { payment } = res.json<{ payment: Record<string, unknown> }>();
    expect(payment).toEqual({
      cardBrand: 'visa',
      cardLast4: '4242',
      amount: offer.total_amount,
      refunded: '0.00',
      currency: offer.total_currency,
    });
    expect(res.body).not.toMatch(/4242424242424242/);
    const list = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } });
    expect(list.json<{ bookings: Record<string, unknown>[] }>().bookings[0]).not.toHaveProperty('payment');
  });
});
