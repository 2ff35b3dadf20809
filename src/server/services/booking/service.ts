import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { AirlineEvent } from '../../providers/flights/duffel/events';
import { acceptAirlineChange, handleAirlineEvent, type AirlineEventOutcome } from './airline-events';
import { settleAirlineCancellation, type AirlineCancellationOutcome } from './airline-cancellation';
import type {
  Booking,
  BookingsList,
  CancelBookingResponse,
  CancellationQuoteResponse,
  CreateBookingResponse,
} from '../../../shared/schemas/booking';
import type { ApiError } from '../../../shared/schemas/errors';
import { fromMinorUnits } from '../../../shared/pricing';
import { conflict, notFound } from '../../errors';
import { createSession, type SessionUser } from '../accounts';
import { keyedRequestHash, withIdempotency, type StoredResponse } from '../platform';
import type { AccountOutcome } from './account';
import { bookingCalendar, calendarFileName } from './calendar';
import { cancelBooking, quoteBookingCancellation } from './cancel';
import { contextForBrand, type BookingBrand, type BookingContext } from './context';
import { loyaltyPrice } from './loyalty-price';
import type { LoyaltyPriceRequest, LoyaltyPriceResponse } from '../../../shared/schemas/loyalty-price';
import { createBooking, type CreateBookingCommand, type CreatedBooking } from './create';
import { IDEMPOTENCY_SCOPE, recoverInterruptedBookings, type RecoveryReport } from './recovery';
import { answerForKey } from './resume';
import { claimHeldBookings } from './claim';
import { listBookingsPage, tabOf, type BookingsPageQuery } from './list';
import { BookingMovedOn, loadBooking, recordStep, storedData } from './store';
import type { BookingRow } from './types';
import { hasLanded, toBookingView } from './view';
import { expireHold, holdEmailInput, holdExpired, holdLapsed, holdPrice, releaseHold } from './hold';
import { payHold, type PayHoldCommand } from './hold-payment';
import { holdReminderEmail } from './emails';
import type { HoldPrice } from '../../../shared/schemas/booking';

/*
 * The booking service (R34): create, read, cancel, recover. Routes stay thin; every rule is
 * in the booking-*.ts files this gathers.
 */

/** How long a concurrent retry waits for the first attempt before being told it is still running. */
const IDEMPOTENT_WAIT_MS = 120_000;
/** R55: hold payments' Idempotency-Keys, per booking. */
const HOLD_PAY_SCOPE = 'booking-hold-pay';

export interface BookCommand extends CreateBookingCommand {
  /** Who is at the screen: an account this booking creates is signed in from here. */
  client: { ip: string; userAgent: string | undefined; visitor?: string | null };
}

/** POST /api/bookings's answer; the route only turns it into HTTP. */
export interface BookAnswer {
  statusCode: number;
  body: CreateBookingResponse | ApiError;
  /** The answer of an earlier request with the same Idempotency-Key, sent again. */
  replayed: boolean;
  /** A session for the account this booking created: the route sets its cookie. */
  session?: { token: string; expiresAt: Date };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bookingNotFound = () => notFound('Booking not found');

export function createBookingService(ctx: BookingContext) {
  /** A4: a confirmed trip whose last flight has landed reads as completed; written when first seen. */
  async function settle(row: BookingRow): Promise<BookingRow> {
    // R55: a hold read after its deadline is expired, whether or not its expiry job has run yet.
    if (holdLapsed(row, ctx.now())) return expireHold(ctx, row);
    if (!hasLanded(row, ctx.now().getTime())) return row;
    try {
      return await recordStep(ctx.db, row, { step: 'completed', status: 'completed', expect: 'confirmed' });
    } catch (error) {
      if (error instanceof BookingMovedOn) return (await loadBooking(ctx.db, row.id)) ?? row;
      throw error;
    }
  }

  /** The booking if this person may see it (owner or admin); anyone else gets the same 404 as for no booking. */
  async function visible(id: string, user: SessionUser | null): Promise<BookingRow> {
    if (!UUID.test(id) || !user) throw bookingNotFound();
    const row = await loadBooking(ctx.db, id);
    if (!row || (row.userId !== user.id && !user.isAdmin)) throw bookingNotFound();
    return row;
  }

  return {
    context: ctx,

    /** R50: the offer's selling price once the airline knows these loyalty numbers. */
    loyaltyPrice(offerId: string, body: LoyaltyPriceRequest, brand?: BookingBrand): Promise<LoyaltyPriceResponse> {
      return loyaltyPrice(ctx, offerId, body, brand);
    },

    create(command: CreateBookingCommand): Promise<CreatedBooking> {
      return createBooking(ctx, command);
    },

    /** A booking as the API takes it: once per Idempotency-Key, and its new account signed in. */
    async book(command: BookCommand): Promise<BookAnswer> {
      let account: AccountOutcome = { kind: 'none' };
      const run = async (): Promise<StoredResponse> => {
        const created = await createBooking(ctx, command);
        account = created.account;
        const { response } = created;
        // R6: the password is shown once. The stored answer, which a retry with this key
        // replays, carries an empty password: the credentials also went out by e-mail.
        const stored: CreateBookingResponse = response.accountInfo
          ? { ...response, accountInfo: { ...response.accountInfo, password: '' } }
          : response;
        return { statusCode: 201, body: stored };
      };

      const key = command.idempotencyKey;
      const result = key
        ? await withIdempotency(
            ctx.db,
            {
              scope: IDEMPOTENCY_SCOPE,
              key,
              // R36: the key's answer is the browser's that sent it; another browser replaying it is refused.
              hash: keyedRequestHash(ctx.requestHashSecret, command.body, command.client.visitor),
              waitMs: IDEMPOTENT_WAIT_MS,
              resume: () => answerForKey(ctx, key),
            },
            run,
          )
        : { ...(await run()), replayed: false };

      if (result.replayed) {
        return { statusCode: result.statusCode, body: result.body as CreateBookingResponse | ApiError, replayed: true };
      }
      const body = result.body as CreateBookingResponse;
      const made = account as AccountOutcome;
      if (made.kind === 'created' && body.accountInfo) {
        // The new account's owner is the person at this screen: sign them in (R6).
        const session = await createSession(ctx.db, {
          userId: made.userId,
          remember: false,
          ip: command.client.ip,
          userAgent: command.client.userAgent,
          now: ctx.sessionClock(),
        });
        return {
          statusCode: 201,
          body: { ...body, accountInfo: { ...body.accountInfo, password: made.password } },
          replayed: false,
          session: { token: session.token, expiresAt: session.expiresAt },
        };
      }
      return { statusCode: result.statusCode, body, replayed: false };
    },

    /** R44: a page of the traveller's bookings; one that landed since it was read has moved to Past. */
    async list(userId: string, query: BookingsPageQuery = {}): Promise<BookingsList> {
      // R55: holds past their deadline move to Cancelled before the tab is read, job or no job yet.
      const holds = await ctx.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'on_hold')));
      await Promise.all(holds.filter((row) => holdLapsed(row, ctx.now())).map((row) => expireHold(ctx, row)));
      const page = await listBookingsPage(ctx.db, userId, query);
      const settled = await Promise.all(page.rows.map(settle));
      const shown = query.tab ? settled.filter((row) => tabOf(row.status) === query.tab) : settled;
      return {
        bookings: shown.map(toBookingView),
        nextCursor: page.nextCursor,
        ...(page.counts ? { counts: page.counts } : {}),
      };
    },

    async get(id: string, user: SessionUser | null): Promise<Booking> {
      const row = await settle(await visible(id, user));
      // R47: the receipt names the card that paid; a hold that was released paid nothing.
      const paid = (await ctx.payments.forBooking(row.id)).filter(
        (p) => p.status === 'captured' || p.status === 'refunded',
      );
      const last = paid[paid.length - 1];
      return {
        ...toBookingView(row),
        payment: last
          ? {
              cardBrand: last.card.brand,
              cardLast4: last.card.last4,
              amount: fromMinorUnits(last.amountMinor, last.currency),
              refunded: fromMinorUnits(last.refundedMinor, last.currency),
              currency: last.currency,
            }
          : null,
      };
    },

    /** R47: the trip's flights as a calendar file; a trip not (yet) booked has none. */
    async calendar(id: string, user: SessionUser | null): Promise<{ fileName: string; body: string }> {
      const row = await settle(await visible(id, user));
      if (row.status === 'pending' || row.status === 'failed' || !row.providerOrderId)
        throw conflict('This trip is not booked, so it has no calendar file yet.', 'NOT_BOOKED');
      const view = toBookingView(row);
      const reference = view.bookingReference ?? '';
      const { brand } = await contextForBrand(ctx, row.brandId);
      return {
        fileName: calendarFileName(reference),
        body: bookingCalendar({
          bookingId: row.id,
          reference,
          brandName: brand.name,
          data: storedData(row),
          cancelled: row.status === 'cancelled',
          now: ctx.now(),
        }),
      };
    },

    async cancel(id: string, user: SessionUser | null, quoteId?: string): Promise<CancelBookingResponse> {
      const row = await settle(await visible(id, user));
      // The cancellation e-mail speaks for the brand the trip was sold under.
      return cancelBooking(await contextForBrand(ctx, row.brandId), row, quoteId);
    },

    /** R55: what paying this hold costs now (re-priced when its guarantee passed). */
    async holdPrice(id: string, user: SessionUser | null): Promise<HoldPrice> {
      const row = await settle(await visible(id, user));
      if (row.status === 'hold_expired') throw holdExpired();
      const { order, ...price } = await holdPrice(ctx, row);
      void order;
      return price;
    },

    /** R55: pay a hold, once per Idempotency-Key, as POST /api/bookings is. */
    async payHold(
      id: string,
      user: SessionUser | null,
      command: PayHoldCommand,
    ): Promise<{ statusCode: number; body: Booking | ApiError; replayed: boolean }> {
      const row = await visible(id, user);
      const context = await contextForBrand(ctx, row.brandId);
      const run = async (): Promise<StoredResponse> => ({
        statusCode: 200,
        body: await payHold(context, row, command),
      });
      const key = command.idempotencyKey;
      if (!key) return { ...(await run()), replayed: false } as { statusCode: number; body: Booking; replayed: false };
      const result = await withIdempotency(
        ctx.db,
        {
          scope: `${HOLD_PAY_SCOPE}:${row.id}`,
          key,
          hash: keyedRequestHash(ctx.requestHashSecret, command.body, command.client?.visitor),
          waitMs: IDEMPOTENT_WAIT_MS,
        },
        run,
      );
      return { statusCode: result.statusCode, body: result.body as Booking | ApiError, replayed: result.replayed };
    },

    /** R55: let a hold go: nothing is charged. */
    async releaseHold(id: string, user: SessionUser | null): Promise<Booking> {
      const row = await visible(id, user);
      return toBookingView(await releaseHold(await contextForBrand(ctx, row.brandId), row));
    },

    /** R55: the hold's expiry job, at its deadline. */
    async expireHoldJob(bookingId: string): Promise<void> {
      const row = await loadBooking(ctx.db, bookingId);
      if (row) await expireHold(ctx, row);
    },

    /** R55: a reminder job, `hours` before the deadline: sent only while the hold still waits for payment. */
    async holdReminderJob(bookingId: string, hours: number): Promise<boolean> {
      const row = await loadBooking(ctx.db, bookingId);
      if (!row || row.status !== 'on_hold' || holdLapsed(row, ctx.now())) return false;
      const brandCtx = await contextForBrand(ctx, row.brandId);
      await ctx.mailer.send(holdReminderEmail({ ...holdEmailInput(brandCtx, row), hoursLeft: hours }));
      return true;
    },

    /** R42: the traveller accepts the airline's new flights. */
    async acceptChange(id: string, user: SessionUser | null, changeId: string): Promise<Booking> {
      const row = await settle(await visible(id, user));
      return toBookingView(await acceptAirlineChange(ctx, row, changeId));
    },

    /** R28: the airline's quote, shown before cancelling. */
    async quoteCancel(id: string, user: SessionUser | null): Promise<CancellationQuoteResponse> {
      const row = await settle(await visible(id, user));
      return quoteBookingCancellation(ctx, row);
    },

    /** R30: trips left waiting for this address's owner join the account once the address is confirmed. */
    claimHeld(user: { id: string; email: string }): Promise<number> {
      return claimHeldBookings(ctx.db, user);
    },

    recover(olderThanMs?: number): Promise<RecoveryReport> {
      return recoverInterruptedBookings(ctx, olderThanMs);
    },

    /** R42: an airline's webhook event about an order, read by the provider's adapter. */
    onAirlineEvent(event: { id: string; type: string }, meaning: AirlineEvent): Promise<AirlineEventOutcome> {
      return handleAirlineEvent(ctx, event, meaning);
    },

    /** R57: the queued job for an order the airline cancelled: cancel, refund in full, e-mail. */
    settleAirlineCancellation(bookingId: string): Promise<AirlineCancellationOutcome> {
      return settleAirlineCancellation(ctx, bookingId);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
