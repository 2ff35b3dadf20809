import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateBookingRequestSchema, type CreateBookingResponse } from '../../../shared/schemas/booking';
import { bookings, idempotencyKeys, payments } from '../../db/schema';
import { useAccountsTestApp } from '../../testing/accounts';
import { bookingBody, firstOffer, postBooking } from '../../testing/booking';
import { keyedRequestHash, withIdempotency } from '../platform';
import { ABANDONED_KEY_MS } from '../platform/idempotency';
import { IDEMPOTENCY_SCOPE, STALE_AFTER_MS } from './recovery';
import { answerForKey } from './resume';
import type { BookingStep } from './types';

/*
 * R5 with R34: one Idempotency-Key, one booking, one charge, whatever a crash leaves behind. A
 * process "killed" here stops for good after a step (its request never answers and its key stays
 * in progress), as the real server does under BOOKING_TEST_PAUSE_AFTER_STEP before SIGKILL.
 */

const t = useAccountsTestApp({}, async (app) => {
  app.app.auth.clock = () => new Date();
});
afterEach(() => {
  t.app.bookings.context.afterStep = undefined;
});

let keys = 0;
const newKey = () => `retry-${Date.now()}-${(keys += 1)}`;

/** Starts a booking that stops for good after `target`; resolves once it has stopped there. */
async function killedAfter(target: BookingStep) {
  const offer = await firstOffer(t.app);
  const body = bookingBody(offer);
  const key = newKey();
  let stopped!: (bookingId: string) => void;
  const stoppedAt = new Promise<string>((resolve) => (stopped = resolve));
  t.app.bookings.context.afterStep = async (step, bookingId) => {
    if (step !== target) return;
    stopped(bookingId);
    await new Promise<never>(() => {});
  };
  void postBooking(t.app, body, { 'idempotency-key': key });
  const bookingId = await stoppedAt;
  t.app.bookings.context.afterStep = undefined;
  return { body, key, bookingId };
}

/** Moves the clock of a key and its booking back, as if the process had died `minutes` ago. */
async function age(
  key: string,
  bookingId: string,
  { key: keyMinutes, booking: bookingMinutes }: Record<string, number>,
) {
  const ago = (minutes: number | undefined) => sql`now() - make_interval(mins => ${minutes ?? 0})`;
  await t.app.db
    .update(idempotencyKeys)
    .set({ createdAt: ago(keyMinutes) })
    .where(eq(idempotencyKeys.key, key));
  await t.app.db
    .update(bookings)
    .set({ updatedAt: ago(bookingMinutes) })
    .where(eq(bookings.id, bookingId));
}

async function madeWith(key: string) {
  const rows = await t.app.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  const held = await Promise.all(
    rows.map((row) => t.app.db.select().from(payments).where(eq(payments.bookingId, row.id))),
  );
  return { bookings: rows.map((r) => ({ id: r.id, status: r.status })), payments: held.flat().map((p) => p.status) };
}

describe('a retry whose key never got its answer', () => {
  it('replays the booking that reached its last step, at once, without booking again', async () => {
    const { body, key, bookingId } = await killedAfter('email_sent');
    const started = Date.now();
    const retry = await postBooking(t.app, body, { 'idempotency-key': key });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const answer = retry.json<CreateBookingResponse>();
    expect(answer).toMatchObject({ id: bookingId, status: 'confirmed', accountCreated: true });
    // R6: a replay never carries the password; it went out by e-mail.
    expect(answer.accountInfo?.password).toBe('');
    expect(await madeWith(key)).toEqual({ bookings: [{ id: bookingId, status: 'confirmed' }], payments: ['captured'] });
    // The key now holds the answer for every later retry.
    const [stored] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ status: 'completed', responseStatus: 201 });
  });

  it(`finishes a booking left ${STALE_AFTER_MS / 60_000} minutes after its order and replays it: one booking, one capture`, async () => {
    const { body, key, bookingId } = await killedAfter('order_created');
    // Both clocks past their limits: before R5 bound the key to its booking, the key was freed and
    // the retry booked and charged again while recovery later captured the first.
    await age(key, bookingId, { key: ABANDONED_KEY_MS / 60_000 + 1, booking: STALE_AFTER_MS / 60_000 + 1 });
    const retry = await postBooking(t.app, body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<CreateBookingResponse>()).toMatchObject({ id: bookingId, status: 'confirmed' });
    expect(await madeWith(key)).toEqual({ bookings: [{ id: bookingId, status: 'confirmed' }], payments: ['captured'] });
    const all = await t.app.db.select().from(bookings).where(eq(bookings.offerId, body.offerId));
    expect(all).toHaveLength(1);
  });

  it('never starts another booking while the first may still be running, even once its key looks abandoned', async () => {
    const { body, key, bookingId } = await killedAfter('order_created');
    // The gap the old rule left: the key is old, the booking was touched recently.
    await age(key, bookingId, { key: ABANDONED_KEY_MS / 60_000 + 1, booking: 5 });
    const run = vi.fn();
    const hash = keyedRequestHash(t.app.bookings.context.requestHashSecret, CreateBookingRequestSchema.parse(body));
    await expect(
      withIdempotency(
        t.app.db,
        { scope: IDEMPOTENCY_SCOPE, key, hash, waitMs: 300, resume: () => answerForKey(t.app.bookings.context, key) },
        run,
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(run).not.toHaveBeenCalled();
    expect(await madeWith(key)).toEqual({ bookings: [{ id: bookingId, status: 'pending' }], payments: ['authorized'] });
    await t.app.bookings.recover(0);
  });

  it('keeps a second booking out at the database, even past the key table', async () => {
    const offer = await firstOffer(t.app);
    const body = CreateBookingRequestSchema.parse(bookingBody(offer));
    const key = newKey();
    await t.app.bookings.create({ body, user: null, idempotencyKey: key });
    await expect(t.app.bookings.create({ body, user: null, idempotencyKey: key })).rejects.toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_IN_PROGRESS',
    });
    expect((await madeWith(key)).bookings).toHaveLength(1);
    const charged = await t.app.db.select().from(payments).where(eq(payments.status, 'captured'));
    expect(charged.filter((p) => p.amountMinor > 0 && p.bookingId === null)).toEqual([]);
  });
});
