import { formatPrice } from '../../../shared/display';
import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import type { BookingData, CreateBookingInput, CreateBookingResponse } from '../../../shared/schemas/booking';
import type { Offer } from '../../../shared/schemas/flights';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { FlightProviderError } from '../../providers/flights/types';
import { OFFER_EXPIRED_MESSAGE, toAppError } from '../flights';
import { priceSeatMaps } from '../flights';
import { checkBookingSignUp, type SessionUser, type SiteOfRequest } from '../accounts';
import { confirmationFor, type AccountOutcome } from './account';
import { askAirline, releaseUnclaimed, step, type BookingBrand, type BookingContext } from './context';
import { abandon, bookingFailed, continueBooking, INTERRUPTED_MESSAGE, ORDER_UNCONFIRMED_MESSAGE } from './flow';
import {
  airlinePassengers,
  checkAgelessAdults,
  checkPassengerRules,
  matchPassengers,
  orderPassengers,
  planSeats,
  totalMinor,
} from './request';
import { BookingMovedOn, insertBooking, loadBooking } from './store';
import { SimulatedCrash, type BookingRow, type PlannedBag, type PlannedSeat } from './types';
import { planBags } from './bags';
import { toBookingView } from './view';
import type { CardAttempt } from '../payments';
import { checkLoyalty, fillFromSavedTravellers, saveTicked } from './saved-travellers';
import { loyaltyToTell, tellAirlineLoyalty } from './loyalty-price';
import { checkHoldable, holdEmailInput, placeHold } from './hold';
import { holdPlacedEmail } from './emails';
import { HOLD_MESSAGES } from '../../../shared/schemas/booking';

/*
 * POST /api/bookings, steps 1 to 4: check the request against the offer as the airline has it
 * now, price it on the server (R1), record the booking, then hold the money. Steps 5-9
 * are booking-flow.ts. Nothing is charged until the airline has confirmed the order.
 */

export interface CreateBookingCommand {
  body: CreateBookingInput;
  user: SessionUser | null;
  idempotencyKey?: string | undefined;
  /** The brand the request came through (its markup, its e-mails); the context's default otherwise. */
  brand?: BookingBrand | undefined;
  /** The site the request came through, for the links its e-mails carry. */
  site?: SiteOfRequest | undefined;
  /** Who is at the screen: their address and browser (plugins/visitor.ts) own the card attempt (R36). */
  client?: { ip: string; userAgent: string | undefined; visitor?: string | null } | undefined;
}

export interface CreatedBooking {
  response: CreateBookingResponse;
  account: AccountOutcome;
}

const priceChanged = (from: string, to: string) =>
  new AppError(
    409,
    'PRICE_CHANGED',
    `The price of this trip has changed from ${from} to ${to}. Please review the new price and try again.`,
  );

function bookingData(
  offer: Offer,
  body: CreateBookingInput,
  seats: PlannedSeat[],
  bags: PlannedBag[],
  totalMinorUnits: number,
): BookingData {
  const currency = offer.total_currency;
  return {
    slices: offer.slices,
    passengers: body.passengers.map((p) => ({
      id: p.id ?? '',
      given_name: p.firstName,
      family_name: p.lastName,
      type: p.type,
      ...(p.loyaltyProgrammeAccounts?.length
        ? {
            loyalty_programme_accounts: p.loyaltyProgrammeAccounts.map((a) => ({
              airline_iata_code: a.airlineIataCode,
              account_number: a.accountNumber,
            })),
          }
        : {}),
      seats: seats
        .filter((s) => s.passengerId === p.id)
        .map((s) => ({ segmentId: s.segmentId, designator: s.designator })),
    })),
    conditions: offer.conditions,
    owner: offer.owner,
    total_amount: fromMinorUnits(totalMinorUnits, currency),
    total_currency: currency,
    seats: seats.map((s) => ({
      passengerId: s.passengerId,
      segmentId: s.segmentId,
      designator: s.designator,
      amount: s.sellingAmount,
      currency: s.currency,
    })),
    bags: bags.map((b) => ({
      passengerId: b.passengerId,
      segmentIds: b.segmentIds,
      quantity: b.quantity,
      type: b.type,
      maximum_weight_kg: b.maximumWeightKg,
      amount: b.sellingAmount,
      currency: b.currency,
    })),
    airline_reference: null,
  };
}

const keyBooked = () =>
  new AppError(
    409,
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  );

/** Steps 1-3: everything that can refuse the request before money is touched. */
async function prepare(ctx: BookingContext, command: CreateBookingCommand): Promise<BookingRow> {
  const { body } = command;
  let quote = await ctx.flights.quoteForBooking(body.offerId, ctx.brand);
  if (Date.parse(quote.selling.expires_at) <= ctx.now().getTime()) {
    throw new AppError(410, 'OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE);
  }
  const sent = await fillFromSavedTravellers(ctx.db, command.user, body.passengers);
  const matched = matchPassengers(quote.selling, sent);
  checkAgelessAdults(quote.selling, matched);
  checkPassengerRules(quote.selling, matched, ctx.now().toISOString().slice(0, 10));
  checkLoyalty(quote.selling, matched);
  if (loyaltyToTell(quote.selling, matched) && ctx.provider.updateOfferPassenger) {
    // R50: the airline may give members a lower fare; the price asked below is the one it gives
    // these passengers. Every passenger is told, those without a number as none: numbers told
    // earlier for this offer (a number since removed, another visitor's try) must not price it.
    await tellAirlineLoyalty(ctx, quote.selling, matched);
    quote = await ctx.flights.quoteForBooking(body.offerId, ctx.brand);
  }
  const offer = quote.selling;
  const passengers = airlinePassengers(offer, matched);

  let seats: PlannedSeat[] = [];
  if (body.seats.length > 0) {
    let maps;
    try {
      maps = await askAirline(ctx, 'seat maps', (signal) => ctx.provider.getSeatMaps(body.offerId, signal));
    } catch (error) {
      throw toAppError(error);
    }
    seats = planSeats(body.seats, passengers, maps, priceSeatMaps(maps, quote.markupBasisPoints));
  }

  const bags = planBags(body.bags, passengers, quote.net, offer);

  const currency = offer.total_currency;
  const selling = totalMinor(offer, [...seats, ...bags], 'selling');
  const net = totalMinor(quote.net, [...seats, ...bags], 'net');
  let asked: number | null;
  try {
    asked = body.paymentDetails.currency === currency ? toMinorUnits(body.paymentDetails.amount, currency) : null;
  } catch {
    asked = null;
  }
  if (asked !== selling) {
    throw priceChanged(
      formatPrice(body.paymentDetails.amount, body.paymentDetails.currency),
      formatPrice(fromMinorUnits(selling, currency), currency),
    );
  }

  const primary = passengers[0];
  if (!command.user) {
    await checkBookingSignUp(ctx.db, ctx.hasher(), primary?.email ?? '', command.client?.ip, ctx.now());
  }
  const withIds = { ...body, passengers };
  return insertBooking(ctx.db, {
    userId: command.user?.id ?? null,
    brandId: ctx.brand.id,
    provider: ctx.provider.name,
    offerId: body.offerId,
    contactEmail: primary?.email ?? '',
    totalAmountMinor: selling,
    currency,
    bookingData: bookingData(offer, withIds, seats, bags, selling),
    request: {
      offerId: body.offerId,
      passengers,
      seats,
      bags,
      // R4: the card itself is never stored, only which authorisation was used.
      paymentDetails: {
        amount: body.paymentDetails.amount,
        currency: body.paymentDetails.currency,
        paymentId: body.paymentDetails.paymentId,
      },
      netAmount: fromMinorUnits(net, currency),
      orderPassengers: orderPassengers(passengers),
    },
    idempotencyKey: command.idempotencyKey,
  });
}

/**
 * Step 4: hold the money, from process-card's authorisation (the same browser's, R36) or the card
 * sent here, which obeys the same refused-card limits as process-card.
 */
async function holdPayment(ctx: BookingContext, row: BookingRow, command: CreateBookingCommand): Promise<BookingRow> {
  const { paymentId, cardDetails } = command.body.paymentDetails;
  const visitor = command.client?.visitor ?? null;
  const expected = { amountMinor: row.totalAmountMinor, currency: row.currency };
  let held;
  try {
    if (paymentId) {
      // R23: a payment that waited for the traveller's bank is read again; only money held goes on.
      await ctx.payments.confirmAuthentication(paymentId, visitor);
      held = await ctx.payments.claimForBooking(paymentId, row.id, { ...expected, visitor });
    } else if (cardDetails) {
      const attempt: CardAttempt = { ip: command.client?.ip, visitor, cardNumber: cardDetails.number };
      await ctx.payments.cardLimits?.check(attempt, ctx.now());
      try {
        held = await ctx.payments.authorize({
          ...expected,
          card: cardDetails,
          // One authorisation per booking, whatever retries happen.
          idempotencyKey: `booking:${row.id}`,
          bookingId: row.id,
          visitor,
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 402)
          await ctx.payments.cardLimits?.recordRefusal(attempt, ctx.now());
        throw error;
      }
    } else throw new AppError(400, 'VALIDATION_ERROR', 'Card details are required for card payment');
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    const reason = error instanceof AppError ? `Payment failed: ${error.message}` : 'Payment failed';
    await abandon(ctx, row, reason);
    // A card the page authorised that this booking did not take (another amount or currency) is
    // let go now, not by the abandoned-payments sweep half an hour later.
    await releaseUnclaimed(ctx, paymentId, visitor, reason);
    throw error;
  }
  return step(ctx, row, 'payment_authorized', {
    request: { paymentId: held.id },
    detail: { paymentId: held.id, card: held.card ? { brand: held.card.brand, last4: held.card.last4 } : null },
  });
}

export function responseFor(ctx: BookingContext, row: BookingRow, account: AccountOutcome): CreateBookingResponse {
  const booking = toBookingView(row);
  // R55: a hold's answer carries the e-mail that said it is on hold and by when to pay.
  const email = row.status === 'on_hold' ? holdPlacedEmail(holdEmailInput(ctx, row)) : confirmationFor(ctx, row);
  return {
    id: row.id,
    duffelBookingId: booking.duffelBookingId ?? '',
    bookingReference: booking.bookingReference ?? '',
    status: row.status,
    accountCreated: account.kind === 'created',
    accountInfo:
      account.kind === 'created'
        ? { username: account.username, password: account.password, email: account.email }
        : null,
    signInToSeeTrip: account.kind === 'existing',
    confirmEmailToSeeTrip: account.kind === 'held',
    emailContent: { to: email.to, subject: email.subject, text: email.text },
    booking,
  };
}

/**
 * R55: hold now, pay later: the same checks and pricing as a booking, then the airline holds the
 * order and no card is taken. Signed-in travellers only: a hold is paid from My Trips.
 */
async function createHold(ctx: BookingContext, command: CreateBookingCommand): Promise<CreatedBooking> {
  if (!command.user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', HOLD_MESSAGES.signIn);
  let row: BookingRow;
  let markupBasisPoints: number;
  try {
    const quote = await ctx.flights.quoteForBooking(command.body.offerId, ctx.brand);
    checkHoldable(quote.selling.payment_requirements, ctx.now());
    markupBasisPoints = quote.markupBasisPoints;
    row = await prepare(ctx, command);
  } catch (error) {
    if (uniqueViolation(error) === 'bookings_idempotency_key_idx') throw keyBooked();
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
  await ctx.afterStep?.('priced', row.id);
  const held = await placeHold(ctx, row, markupBasisPoints);
  const account: AccountOutcome = { kind: 'signed_in', userId: command.user.id };
  const response = responseFor(ctx, held.row, account);
  const { to, subject, text } = held.email;
  return { response: { ...response, emailContent: { to, subject, text } }, account };
}

export async function createBooking(appCtx: BookingContext, command: CreateBookingCommand): Promise<CreatedBooking> {
  const ctx = { ...appCtx, brand: command.brand ?? appCtx.brand, site: command.site ?? appCtx.site };
  if (command.body.hold) return createHold(ctx, command);
  let row: BookingRow;
  try {
    row = await prepare(ctx, command);
  } catch (error) {
    // R5: another attempt with this key made the booking first; its payment is that booking's to use.
    if (uniqueViolation(error) === 'bookings_idempotency_key_idx') throw keyBooked();
    const { paymentId } = command.body.paymentDetails;
    await releaseUnclaimed(ctx, paymentId, command.client?.visitor ?? null, 'booking refused before payment');
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
  await ctx.afterStep?.('priced', row.id);
  try {
    // Inside the try: a cancellation or a database fault while the hold is recorded must release it too.
    row = await holdPayment(ctx, row, command);
    const done = await continueBooking(ctx, row, { recovering: false });
    if (command.user && done.row.status === 'confirmed') {
      await saveTicked(ctx.db, command.user, command.body.passengers, ctx.log);
    }
    return { response: responseFor(ctx, done.row, done.account), account: done.account };
  } catch (error) {
    if (error instanceof SimulatedCrash || error instanceof AppError) throw error;
    return afterUnexpected(ctx, row.id, error);
  }
}

/**
 * A fault of ours (database, mail server) mid-way: a booking not yet confirmed is rolled back so
 * no money stays taken; a confirmed one stands, and recovery finishes its account and e-mails.
 */
async function afterUnexpected(ctx: BookingContext, bookingId: string, error: unknown): Promise<CreatedBooking> {
  const current = await loadBooking(ctx.db, bookingId);
  if (current?.status === 'confirmed') {
    ctx.log.error({ bookingId, err: error }, 'booking confirmed, but its account or e-mail step failed');
    return { response: responseFor(ctx, current, { kind: 'none' }), account: { kind: 'none' } };
  }
  const orderMayStand =
    (current?.step === 'payment_authorized' && error instanceof FlightProviderError) ||
    current?.step === 'order_requested';
  if (current?.status === 'pending' && orderMayStand) {
    // The order was asked for and neither it nor the look-up by our reference answered, or the
    // airline accepted it and may still confirm it: it may issue the tickets. Releasing the hold now
    // could leave a ticket standing unpaid (and a retry would order twice), so the booking stays
    // pending with its hold; recovery asks again each minute.
    ctx.log.error({ bookingId, err: error }, 'the airline order may exist; the booking is left to recovery');
    throw new AppError(504, 'BOOKING_PENDING', ORDER_UNCONFIRMED_MESSAGE);
  }
  if (current?.status === 'pending') {
    ctx.log.error({ bookingId, err: error }, 'booking failed unexpectedly; releasing its payment');
    // The record says what happened: an airline that could not be asked about the order is not our fault.
    const reason =
      error instanceof FlightProviderError
        ? `The airline could not be asked about the order (${error.code})`
        : 'Interrupted by an internal error';
    await abandon(ctx, current, reason);
    throw bookingFailed(INTERRUPTED_MESSAGE);
  }
  if (error instanceof BookingMovedOn) {
    // Before the airline order our undo releases the hold; after it, whoever moved the booking on
    // (the owner's cancellation, with the fare's refund) has settled the money, and more would over-refund.
    if (current && !current.providerOrderId) await abandon(ctx, current, 'Cancelled while it was being made');
    throw new AppError(409, 'BOOKING_CANCELLED', 'This booking was cancelled while it was being made.');
  }
  throw error;
}
