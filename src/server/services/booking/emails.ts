import { bagLabel, bagRoute } from '../../../shared/bags';
import {
  dayOffset,
  formatTicketNumber,
  formatCardDate,
  formatDuration,
  formatLocalTime,
  formatPrice,
  sliceStopsLabel,
} from '../../../shared/display';
import { flightLabel } from '../../../shared/itinerary-labels';
import { bookingReference, type BookingData } from '../../../shared/schemas/booking';
import type { OutgoingEmail } from '../email';
import type { BookingBrand } from './context';
import { storedData, storedRequest } from './store';
import type { BookingRow } from './types';
import { duffelBookingIdOf } from './view';

/*
 * R12: the booking's e-mails, as plain text. Times are the airports' own (R14),
 * as the airline prints them, with '+1' when a flight lands on a later day.
 */

export interface BookingEmailInput {
  to: string;
  firstName: string;
  reference: string;
  brandName: string;
  brandId: string;
  data: BookingData;
}

/** Every booking e-mail: to the traveller, greeted by first name, signed by the brand. */
function letter(
  input: Pick<BookingEmailInput, 'to' | 'brandId' | 'firstName' | 'brandName'>,
  kind: string,
  subject: string,
  body: string[],
): OutgoingEmail {
  return {
    kind,
    to: input.to,
    brandId: input.brandId,
    subject,
    text: [`Hello ${input.firstName},`, '', ...body, '', `The ${input.brandName} team`].join('\n'),
  };
}

/** Who a booking's e-mail goes to and how it names the trip, from the stored booking. */
export function emailInputFor(brand: Pick<BookingBrand, 'id' | 'name'>, row: BookingRow): BookingEmailInput {
  return {
    to: row.contactEmail,
    firstName: storedRequest(row).passengers[0]?.firstName ?? '',
    reference: bookingReference(duffelBookingIdOf(row.providerOrderId) ?? ''),
    brandName: brand.name,
    brandId: brand.id,
    data: storedData(row),
  };
}

function itinerary(data: BookingData): string[] {
  const lines: string[] = [];
  data.slices.forEach((slice, index) => {
    const label = flightLabel(index, data.slices, 'Flight 1');
    const from = slice.origin.city_name ?? slice.origin.name;
    const to = slice.destination.city_name ?? slice.destination.name;
    lines.push(
      `${label}: ${from} (${slice.origin.iata_code}) to ${to} (${slice.destination.iata_code}), ` +
        `${formatCardDate(slice.departure_time)}, ${sliceStopsLabel(slice, 'detail')}, ${formatDuration(slice.duration)}`,
    );
    for (const segment of slice.segments) {
      const plus = dayOffset(segment.departing_at, segment.arriving_at);
      lines.push(
        `  ${segment.marketing_carrier.iata_code ?? ''}${segment.flight_number ?? ''} ` +
          `${segment.origin.iata_code} ${formatLocalTime(segment.departing_at)} -> ` +
          `${segment.destination.iata_code} ${formatLocalTime(segment.arriving_at)}${plus > 0 ? ` +${plus}` : ''} ` +
          '(local times)',
      );
    }
  });
  return lines;
}

/** The full trip, as the confirmation and the hold state it: every flight, then every traveller. */
function tripLines(data: BookingData): string[] {
  return ['Itinerary', ...itinerary(data), '', 'Passengers', ...passengerLines(data)];
}

function passengerLines(data: BookingData): string[] {
  return data.passengers.map((p) => {
    const seats = data.seats.filter((s) => s.passengerId === p.id).map((s) => s.designator);
    const type = p.type === 'infant_without_seat' ? 'infant' : p.type;
    const tickets = (p.ticket_numbers ?? []).map(formatTicketNumber);
    // R53: each extra bag bought, with the flights it travels on.
    const bags = data.bags
      .filter((b) => b.passengerId === p.id)
      .map((b) => `\n    ${bagLabel(b)}, ${bagRoute(b.segmentIds, data.slices)}`);
    return (
      `  ${p.given_name} ${p.family_name} (${type})${seats.length ? `, seat ${seats.join(', ')}` : ''}` +
      (tickets.length ? `, e-ticket ${tickets.join(', ')}` : '') +
      bags.join('')
    );
  });
}

/** The confirmation: reference, itinerary, passengers and seats, what was paid. */
export function bookingConfirmationEmail(input: BookingEmailInput): OutgoingEmail {
  const { data } = input;
  return letter(input, 'booking_confirmation', `Your booking is confirmed - reference ${input.reference}`, [
    `Thank you for booking with ${input.brandName}. Your booking is confirmed.`,
    '',
    `Booking reference: ${input.reference}`,
    ...(data.airline_reference ? [`Airline reference: ${data.airline_reference}`] : []),
    '',
    ...tripLines(data),
    '',
    `Total paid: ${formatPrice(data.total_amount, data.total_currency)}`,
    '',
    'You can see and manage this trip in My Trips.',
  ]);
}

export function bookingCancelledEmail(
  input: Omit<BookingEmailInput, 'data'> & { data: BookingData; refund: string; currency: string },
): OutgoingEmail {
  const refunded = Number(input.refund) > 0;
  return letter(input, 'booking_cancellation', `Your booking ${input.reference} is cancelled`, [
    `Your booking ${input.reference} has been cancelled.`,
    '',
    ...itinerary(input.data),
    '',
    refunded
      ? `We are refunding ${formatPrice(input.refund, input.currency)} to your card. Refunds reach the card within 7-21 business days.`
      : 'The fare rules of this ticket do not allow a refund, so no money is returned.',
  ]);
}

/**
 * R40: a booking the airline never confirmed, given up when the card hold would have lapsed. There
 * is no booking reference (the airline made no order), so the trip is named by its flights.
 */
export function bookingNotConfirmedEmail(input: Omit<BookingEmailInput, 'reference'>): OutgoingEmail {
  return letter(input, 'booking_not_confirmed', 'Your booking could not be confirmed', [
    'The airline did not confirm this trip in time, so we have released the hold on your card:',
    'you have not been charged.',
    '',
    ...itinerary(input.data),
    '',
    'Please search again, or reply to this e-mail and we will help you find another flight.',
  ]);
}

/**
 * R42: the airline changed the trip's flights after booking. The new flights are listed; the
 * traveller sees the change in My Trips and answers us if the new times do not suit them.
 */
export function scheduleChangeEmail(input: BookingEmailInput & { slices: BookingData['slices'] }): OutgoingEmail {
  return letter(
    input,
    'booking_schedule_change',
    `The airline has changed your flights - reference ${input.reference}`,
    [
      `The airline has changed the schedule of your booking ${input.reference}. Your flights are now:`,
      '',
      ...itinerary({ ...input.data, slices: input.slices }),
      '',
      'You can see the change in My Trips. If the new times do not suit you, reply to this e-mail or call us,',
      'and we will look at the options the airline offers.',
    ],
  );
}

/**
 * R57: the airline cancelled the trip of its own accord. Sent once the full refund has gone to
 * the card, so what it says has happened.
 */
export function airlineCancelledEmail(input: BookingEmailInput & { refund: string; currency: string }): OutgoingEmail {
  return letter(
    input,
    'booking_airline_cancellation',
    `The airline has cancelled your flights - reference ${input.reference}`,
    [
      `We are sorry: the airline has cancelled your booking ${input.reference}. These flights will not take you:`,
      '',
      ...itinerary(input.data),
      '',
      Number(input.refund) > 0
        ? `We have refunded everything you paid, ${formatPrice(input.refund, input.currency)}, to your card. Refunds reach the card within 7-21 business days.`
        : 'Nothing was charged for this booking, so there is nothing to refund.',
      'If you still need to travel, search again on our site, or reply to this e-mail or call us and we will help.',
    ],
  );
}

/** R55: a hold's e-mails: when it is made, and the reminders before its payment deadline. */
export interface HoldEmailInput extends BookingEmailInput {
  /** The payment deadline as the traveller reads it (UTC, as every zone's traveller can). */
  payBy: string;
  myTripsUrl: string;
}

export function holdPlacedEmail(input: HoldEmailInput): OutgoingEmail {
  const { data } = input;
  return letter(input, 'booking_hold', `Your price is on hold until ${input.payBy} - reference ${input.reference}`, [
    `${input.brandName} has asked the airline to hold this trip for you. Nothing has been charged.`,
    `Pay by ${input.payBy} in My Trips to book it; after that the airline releases the seats.`,
    '',
    `Booking reference: ${input.reference}`,
    '',
    ...tripLines(data),
    '',
    `Held price: ${formatPrice(data.total_amount, data.total_currency)}`,
    '',
    `Pay or release the hold: ${input.myTripsUrl}`,
  ]);
}

export function holdReminderEmail(input: HoldEmailInput & { hoursLeft: number }): OutgoingEmail {
  const left = input.hoursLeft === 1 ? '1 hour' : `${input.hoursLeft} hours`;
  return letter(input, 'booking_hold_reminder', `${left} left to pay for your trip - reference ${input.reference}`, [
    `Your trip is on hold until ${input.payBy}. Nothing has been charged yet.`,
    'Pay for it in My Trips before then, or the airline releases the seats.',
    '',
    ...itinerary(input.data),
    '',
    `Pay now: ${input.myTripsUrl}`,
  ]);
}
