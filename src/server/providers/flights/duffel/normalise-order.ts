import type { Offer } from '../../../../shared/schemas/flights';
import { FlightProviderError, type CancellationQuote, type CreateOrderInput, type ProviderOrder } from '../types';
import {
  money,
  netSplit,
  priceFields,
  normaliseCarrier,
  normaliseConditions,
  normaliseSlice,
  passengerType,
} from './normalise-offer';
import type { DuffelOrder, DuffelOrderCancellation } from './types';
import type { CreateOrder, CreateOrderPassenger, DuffelPassengerTitle } from '@duffel/api/types';

/* Orders and cancellations (Duffel API v2: /air/orders and order cancellations), both ways. */

/** Metadata keys we put on every order so it can be traced back to our booking and offer. */
export const ORDER_METADATA = { reference: 'booking_reference', offerId: 'offer_id' } as const;

const TITLES: readonly DuffelPassengerTitle[] = ['mr', 'ms', 'mrs', 'miss', 'dr'];

/** A value the official type requires that our booking checks first (R26); missing, it is our bug, said before ordering. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined || value === '') {
    throw new FlightProviderError('VALIDATION', `Duffel needs ${what} for every passenger of an order.`);
  }
  return value;
}

/**
 * Our order input as Duffel's POST /air/orders body (an instant order paid from the balance),
 * typed by the official package, whose CreateOrderPassenger requires title, gender, e-mail and
 * an E.164 phone number on every passenger.
 */
export function orderRequestBody(input: CreateOrderInput): CreateOrder {
  // R55: a hold is booked without a payment (reference 4.1: "omit for hold"); POST /air/payments pays it.
  const hold = input.type === 'hold';
  // Duffel wants contact details on every passenger; companions travel on the lead's.
  const contact = input.passengers.find((passenger) => passenger.email && passenger.phoneNumber);
  const infantOf = new Map<string, string>();
  for (const passenger of input.passengers) {
    if (passenger.infantOfPassengerId) infantOf.set(passenger.infantOfPassengerId, passenger.offerPassengerId);
  }
  return {
    // The package types the hold as 'pay_later' (stale, reference 4.1); the API takes 'hold'.
    type: (hold ? 'hold' : 'instant') as CreateOrder['type'],
    selected_offers: [input.offerId],
    passengers: input.passengers.map((passenger): CreateOrderPassenger => ({
      id: passenger.offerPassengerId,
      // R26: the booking checked these; Duffel refuses a passenger without them.
      title: required(
        TITLES.find((title) => title === passenger.title),
        'a title',
      ),
      gender: required(passenger.gender, 'a gender of m or f'),
      given_name: passenger.givenName,
      family_name: passenger.familyName,
      born_on: passenger.bornOn,
      email: required(passenger.email ?? contact?.email, 'an e-mail address'),
      phone_number: required(passenger.phoneNumber ?? contact?.phoneNumber, 'a phone number'),
      ...(infantOf.has(passenger.offerPassengerId)
        ? { infant_passenger_id: infantOf.get(passenger.offerPassengerId) }
        : {}),
      identity_documents: passenger.identityDocument
        ? [
            {
              type: 'passport',
              unique_identifier: passenger.identityDocument.number,
              issuing_country_code: passenger.identityDocument.issuingCountryCode,
              expires_on: passenger.identityDocument.expiresOn,
            },
          ]
        : undefined,
      // R50: Duffel takes them on the order passenger; the offer lists which airlines' programmes it takes.
      ...(passenger.loyaltyProgrammeAccounts?.length
        ? {
            loyalty_programme_accounts: passenger.loyaltyProgrammeAccounts.map((account) => ({
              airline_iata_code: account.airlineIataCode,
              account_number: account.accountNumber,
            })),
          }
        : {}),
    })),
    ...(hold ? {} : { payments: [{ type: 'balance' as const, amount: input.amount, currency: input.currency }] }),
    services: input.services.length > 0 ? input.services : undefined,
    metadata: { [ORDER_METADATA.reference]: input.reference, [ORDER_METADATA.offerId]: input.offerId },
  };
}

/** Whole years between a birth date and a day, both yyyy-MM-dd. */
function ageOn(bornOn: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(bornOn.slice(0, 4));
  return day.slice(5) < bornOn.slice(5) ? years - 1 : years;
}

/** `accepted`: Duffel answered 202, the order is accepted and not yet confirmed by the airline. */
export function normaliseOrder(order: DuffelOrder, offerId?: string, accepted = false): ProviderOrder {
  const currency = order.total_currency;
  const split = netSplit(order.total_amount, order.base_amount, order.tax_amount, currency);
  const slices = order.slices.map(normaliseSlice);
  // Duffel's rule: a passenger's age counts on the day of the last slice.
  const lastDay = slices[slices.length - 1]?.departure_time.slice(0, 10) ?? order.created_at.slice(0, 10);
  const offer: Offer = {
    id: offerId ?? order.metadata?.[ORDER_METADATA.offerId] ?? order.id,
    live_mode: order.live_mode,
    created_at: order.created_at,
    // An order does not expire; its payment deadline is the nearest thing for a hold.
    expires_at: order.payment_status?.payment_required_by ?? order.created_at,
    ...priceFields(split, currency),
    owner: normaliseCarrier(order.owner),
    slices,
    conditions: normaliseConditions(order.conditions),
    available_services: [],
    passenger_identity_documents_required: false,
    passengers: order.passengers.map((passenger) => {
      const age = passenger.born_on ? ageOn(passenger.born_on, lastDay) : null;
      return { id: passenger.id, type: passengerType({ type: passenger.type, age }), age };
    }),
    payment_requirements: {
      requires_instant_payment: !(order.payment_status?.awaiting_payment ?? false),
      price_guarantee_expires_at: order.payment_status?.price_guarantee_expires_at ?? null,
      payment_required_by: order.payment_status?.payment_required_by ?? null,
    },
    total_emissions_kg: null,
  };
  return {
    id: order.id,
    // Reference 4.1: a 202 is accepted, not confirmed; until the airline confirms, it has no PNR.
    status: accepted || !order.booking_reference ? 'pending' : 'confirmed',
    bookingReference: order.booking_reference ?? '',
    tickets: (order.documents ?? [])
      .filter((document) => document.type === 'electronic_ticket')
      .flatMap((document) =>
        (document.passenger_ids ?? []).map((passengerId) => ({ passengerId, number: document.unique_identifier })),
      ),
    totalAmount: split.total,
    totalCurrency: currency,
    createdAt: order.created_at,
    cancelledAt: order.cancelled_at ?? null,
    offer,
    paymentStatus: {
      awaitingPayment: order.payment_status?.awaiting_payment ?? false,
      paymentRequiredBy: order.payment_status?.payment_required_by ?? null,
      priceGuaranteeExpiresAt: order.payment_status?.price_guarantee_expires_at ?? null,
      paidAt: order.payment_status?.paid_at ?? null,
    },
  };
}

/**
 * Duffel's refund_to: money back to us (the balance we paid from, the original payment, an unpaid
 * hold) goes on to the traveller's card; credits and vouchers are the airline's.
 */
function refundDestination(refundTo: string | null | undefined): CancellationQuote['refundTo'] {
  switch (refundTo) {
    case 'balance':
    case 'original_form_of_payment':
    case 'card':
    case 'arc_bsp_cash':
    case 'awaiting_payment':
      return 'card';
    case 'airline_credits':
      return 'airline_credits';
    case 'voucher':
      return 'voucher';
    default:
      return 'unknown';
  }
}

/** Duffel may give no refund figure (v2: "nullable if the airline gives no quote"): it stays null, "not known yet" (R28). */
export function normaliseCancellation(quote: DuffelOrderCancellation): CancellationQuote {
  const currency = quote.refund_currency ?? 'USD';
  return {
    id: quote.id,
    orderId: quote.order_id,
    refundAmount: quote.refund_amount === null ? null : money(quote.refund_amount, currency),
    refundCurrency: currency,
    refundTo: refundDestination(quote.refund_to),
    expiresAt: quote.expires_at,
    confirmedAt: quote.confirmed_at,
  };
}
