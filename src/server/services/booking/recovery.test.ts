import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateBookingRequestSchema } from '../../../shared/schemas/booking';
import { bookings, emailOutbox, idempotencyKeys, payments, sandboxOrders } from '../../db/schema';
import { signIn } from '../../testing/accounts';
import { BOOKING_PROVIDER_TIMEOUT_MS } from './context';
import { HOLD_LIMIT_MS, HOLD_RAN_OUT_MESSAGE, STALE_AFTER_MS } from './recovery';
import { FlightProviderError, type FlightProvider } from '../../providers/flights/types';
import { continueBooking, orderInputFor } from './flow';
import { orderPassengersToSend } from './sealed-documents';
import { storedRequest } from './store';
import { bookingBody, firstOffer, useBookingTestApp } from '../../testing/booking';
import { SimulatedCrash, type BookingStep } from './types';

/*
 * R2, "test it by killing the process between steps": after each durable step the
 * service dies (SimulatedCrash skips every undo, as a killed process would), then recovery runs
 * on the same database. The end is always a confirmed booking with its payment captured, or a
 * failed one with its payment voided: never money without a booking, never a booking unpaid.
 */

const t = useBookingTestApp();
afterEach(() => {
  t.app.bookings.context.afterStep = undefined;
});

async function crashAfter(target: BookingStep, key?: string) {
  const offer = await firstOffer(t.app);
  const body = CreateBookingRequestSchema.parse(bookingBody(offer));
  t.app.bookings.context.afterStep = async (step) => {
    if (step === target) throw new SimulatedCrash(step);
  };
  await expect(t.app.bookings.create({ body, user: null, idempotencyKey: key })).rejects.toBeInstanceOf(SimulatedCrash);
  t.app.bookings.context.afterStep = undefined;
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
  if (!row) throw new Error('no booking row');
  expect(row.step).toBe(target);
  return { row, email: body.passengers[0]?.email ?? '', passport: body.passengers[0]?.passportNumber ?? '' };
}

async function endState(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  const held = await t.app.db.select().from(payments).where(eq(payments.bookingId, id));
  return { row, payments: held.map((p) => p.status) };
}

describe('recovery after a crash between steps', () => {
  it.each<[BookingStep, 'confirmed' | 'failed']>([
    ['priced', 'failed'],
    ['payment_authorized', 'failed'],
    ['order_created', 'confirmed'],
    ['payment_captured', 'confirmed'],
    ['confirmed', 'confirmed'],
    ['account_linked', 'confirmed'],
  ])('crash after %s ends %s', async (step, outcome) => {
    const { row, email } = await crashAfter(step);
    const report = await t.app.bookings.recover(0);
    expect(report).toMatchObject({ [outcome]: 1, errors: 0 });
    const end = await endState(row.id);
    expect(end.row?.status).toBe(outcome);
    if (outcome === 'confirmed') {
      expect(end.payments).toEqual(['captured']);
      expect(end.row?.providerOrderId).toMatch(/^ord_/);
      expect(end.row?.step).toBe('email_sent');
      await t.app.mailer.drain();
      const mails = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      // R30: the new account's confirmation link follows its credentials.
      expect(mails.map((m) => m.kind).sort()).toEqual([
        'account_created',
        'booking_confirmation',
        'email_verification',
      ]);
      // The password in the e-mail signs in, even when the first one died with the process.
      const text = mails.find((m) => m.kind === 'account_created')?.textBody ?? '';
      const username = /Username: (\S+)/.exec(text)?.[1] ?? '';
      const password = /Password: (\S+)/.exec(text)?.[1] ?? '';
      expect((await signIn(t.app, { username, password })).cookie).toBeDefined();
    } else {
      expect(end.payments.every((s) => s === 'voided')).toBe(true);
      expect(end.row?.providerOrderId).toBeNull();
      expect(end.row?.failureReason).toMatch(/^Interrupted/);
    }
    // A second run finds nothing left to do.
    expect(await t.app.bookings.recover(0)).toEqual({ confirmed: 0, failed: 0, errors: 0 });
  });

  it('finds an order the dead process made before it could record it, and completes the idempotency key', async () => {
    const key = `crash-${Date.now()}`;
    await t.app.db.insert(idempotencyKeys).values({ scope: 'bookings', key, requestHash: 'x', status: 'in_progress' });
    const { row } = await crashAfter('payment_authorized', key);
    // What the dead process had asked the airline for, just before it died.
    const order = await t.app.flightProvider.createOrder(orderInputFor(row));
    expect(await t.app.bookings.recover(0)).toMatchObject({ confirmed: 1 });
    const end = await endState(row.id);
    expect(end.row).toMatchObject({ status: 'confirmed', providerOrderId: order.id });
    expect(end.payments).toEqual(['captured']);
    const [stored] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, 'bookings'), eq(idempotencyKeys.key, key)));
    expect(stored).toMatchObject({ status: 'completed', responseStatus: 201 });
    const body = stored?.responseBody as { id: string; accountInfo: { password: string } | null };
    expect(body.id).toBe(row.id);
    expect(body.accountInfo?.password).toBe('');
  });

  it('leaves young pending bookings alone: their request may still be running', async () => {
    const { row } = await crashAfter('order_created');
    expect(await t.app.bookings.recover()).toEqual({ confirmed: 0, failed: 0, errors: 0 });
    expect((await endState(row.id)).row?.status).toBe('pending');
    await t.app.bookings.recover(0);
  });
});

describe('a card hold that the airline outlasts (R40)', () => {
  /** The booking's provider, made unreachable for the order look-up that recovery asks first. */
  function airlineUnreachable() {
    const context = t.app.bookings.context;
    const { provider, providerNamed } = context;
    const unreachable = (real: FlightProvider): FlightProvider => ({
      ...real,
      findOrderByReference: async () => {
        throw new FlightProviderError('UNAVAILABLE', 'The airline is not answering.');
      },
    });
    context.provider = unreachable(provider);
    if (providerNamed)
      context.providerNamed = (name) => {
        const real = providerNamed(name);
        return real && unreachable(real);
      };
    return () => {
      context.provider = provider;
      context.providerNamed = providerNamed;
    };
  }
  const ageHold = (bookingId: string, ms: number) =>
    t.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(payments.bookingId, bookingId));

  it('keeps trying while the hold is young, and voids it a day before it would lapse', async () => {
    const { row, email } = await crashAfter('payment_authorized');
    const restore = airlineUnreachable();
    try {
      await ageHold(row.id, HOLD_LIMIT_MS - 60 * 60_000);
      expect(await t.app.bookings.recover(0)).toEqual({ confirmed: 0, failed: 0, errors: 1 });
      expect(await endState(row.id)).toMatchObject({ row: { status: 'pending' }, payments: ['authorized'] });

      await ageHold(row.id, HOLD_LIMIT_MS + 60_000);
      expect(await t.app.bookings.recover(0)).toEqual({ confirmed: 0, failed: 1, errors: 0 });
      const end = await endState(row.id);
      expect(end.payments).toEqual(['voided']);
      expect(end.row).toMatchObject({
        status: 'failed',
        failureReason: 'The airline did not answer before the card hold ran out',
      });
      // Told "pending" days ago, the traveller now hears how it ended.
      await t.app.mailer.drain();
      const [mail] = await t.app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'booking_not_confirmed')));
      expect(mail?.subject).toBe('Your booking could not be confirmed');
      expect(mail?.textBody).toContain('you have not been charged');
    } finally {
      restore();
    }
  });

  it('is 6 days: a day inside the 7 an online card hold lasts', () => {
    expect(HOLD_LIMIT_MS).toBe(6 * 24 * 60 * 60_000);
    expect(HOLD_RAN_OUT_MESSAGE).toMatch(/you have not been charged/);
  });
});

describe('when another process may take a booking over', () => {
  it('waits longer than a live request can spend on its airline order and the look-up after it', () => {
    // Claiming sooner would run two workers on one booking while its own request is still alive.
    expect(STALE_AFTER_MS).toBeGreaterThan(2 * BOOKING_PROVIDER_TIMEOUT_MS + 60_000);
  });
});

describe('R49: passports sealed at rest still reach the airline', () => {
  /** The passport numbers the sandbox airline received for the order made under this booking. */
  async function sentToAirline(bookingId: string): Promise<string[]> {
    const [order] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, bookingId));
    const passengers = (order?.passengers ?? []) as { identityDocument?: { number: string } | null }[];
    return passengers.map((p) => p.identityDocument?.number ?? '');
  }

  it('R49: an interrupted booking, placed again from its sealed row, sends the passport number itself', async () => {
    const { row, passport } = await crashAfter('payment_authorized');
    expect(passport).toMatch(/^P\d+$/);
    expect(JSON.stringify(row)).not.toContain(passport);
    const done = await continueBooking(t.app.bookings.context, row, { recovering: false });
    expect(done.row.status).toBe('confirmed');
    expect(await sentToAirline(row.id)).toEqual([passport]);
  });

  it('R49: a row written before passports were sealed (plain text) is still placed with its number', async () => {
    const { row, passport } = await crashAfter('payment_authorized');
    const request = storedRequest(row);
    // As an older version wrote it: the numbers in plain text.
    const plain = {
      ...request,
      passengers: request.passengers.map((p) => ({ ...p, passportNumber: passport })),
      orderPassengers: orderPassengersToSend(request),
    };
    const [old] = await t.app.db
      .update(bookings)
      .set({ request: plain as unknown as Record<string, unknown> })
      .where(eq(bookings.id, row.id))
      .returning();
    if (!old) throw new Error('no booking row');
    expect(JSON.stringify(old.request)).toContain(passport);
    const done = await continueBooking(t.app.bookings.context, old, { recovering: false });
    expect(done.row.status).toBe('confirmed');
    expect(await sentToAirline(row.id)).toEqual([passport]);
  });

  it('R49: recovery finds the order a dead process made with the opened number', async () => {
    const { row, passport } = await crashAfter('payment_authorized');
    await t.app.flightProvider.createOrder(orderInputFor(row));
    expect(await t.app.bookings.recover(0)).toMatchObject({ confirmed: 1 });
    expect(await sentToAirline(row.id)).toEqual([passport]);
    const [end] = await t.app.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(JSON.stringify(end)).not.toContain(passport);
  });
});
