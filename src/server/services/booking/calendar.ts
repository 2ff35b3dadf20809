import { formatTicketNumber } from '../../../shared/display';
import type { BookingData } from '../../../shared/schemas/booking';
import type { Place, Segment } from '../../../shared/schemas/flights';
import { getAirport } from '../../data/airports';
import { writeCalendar, type CalendarEvent } from './ics';

/*
 * R47: a booking's flights as a calendar file (.ics), one event per flight in each airport's own
 * time zone, with the references and terminals a traveller needs at the airport. The same
 * file is attached to the confirmation e-mail and downloaded from the trip.
 */

export interface CalendarInput {
  bookingId: string;
  reference: string;
  brandName: string;
  data: BookingData;
  cancelled: boolean;
  now?: Date;
}

/** The zone the booking carries, else the one our airport list knows. */
const zoneOf = (place: Place) => place.time_zone ?? getAirport(place.iata_code)?.time_zone ?? null;

const placeName = (place: Place) => `${place.city_name ?? place.name} (${place.iata_code})`;

/**
 * The flights the airline will fly: a schedule change not yet accepted replaces the booked
 * times (R42), since the airline has already moved the plane.
 */
function flownSlices(data: BookingData) {
  const pending = [...(data.airline_changes ?? [])].reverse().find((change) => !change.accepted_at);
  return { slices: pending?.slices ?? data.slices, changed: pending !== undefined };
}

function describe(input: CalendarInput, segment: Segment, changed: boolean): string {
  const { data } = input;
  const people = data.passengers.map((p) => {
    const seat = data.seats.find((s) => s.passengerId === p.id && s.segmentId === segment.id)?.designator;
    const tickets = (p.ticket_numbers ?? []).map(formatTicketNumber);
    return `${p.given_name} ${p.family_name}${seat ? `, seat ${seat}` : ''}${tickets.length ? `, e-ticket ${tickets.join(', ')}` : ''}`;
  });
  const operator =
    segment.operating_carrier.name && segment.operating_carrier.name !== segment.marketing_carrier.name
      ? [`Operated by ${segment.operating_carrier.name}`]
      : [];
  return [
    `Booking reference: ${input.reference} (${input.brandName})`,
    ...(data.airline_reference ? [`Airline reference: ${data.airline_reference}`] : []),
    `${segment.flight_number}, ${segment.marketing_carrier.name}`,
    ...operator,
    ...(segment.origin_terminal ? [`Departs from terminal ${segment.origin_terminal}`] : []),
    ...(segment.destination_terminal ? [`Arrives at terminal ${segment.destination_terminal}`] : []),
    'Passengers:',
    ...people.map((line) => `  ${line}`),
    ...(changed ? ['The airline has changed these flights: see My Trips.'] : []),
    'Times are local to each airport.',
  ].join('\n');
}

export function bookingCalendar(input: CalendarInput): string {
  const { slices, changed } = flownSlices(input.data);
  const events: CalendarEvent[] = slices.flatMap((slice, sliceIndex) =>
    slice.segments.map((segment, segmentIndex) => ({
      // Stable across downloads and the e-mail, so importing twice updates rather than doubles.
      uid: `${input.bookingId}-${sliceIndex + 1}-${segmentIndex + 1}@flight-booking`,
      start: segment.departing_at,
      startZone: zoneOf(segment.origin),
      end: segment.arriving_at,
      endZone: zoneOf(segment.destination),
      summary: `${segment.flight_number} ${placeName(segment.origin)} to ${placeName(segment.destination)}`,
      location: [segment.origin.name, segment.origin_terminal ? `Terminal ${segment.origin_terminal}` : '']
        .filter(Boolean)
        .join(', '),
      description: describe(input, segment, changed),
      status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: input.cancelled ? 1 : 0,
    })),
  );
  return writeCalendar({
    productId: `-//${input.brandName.replace(/[^\p{L}\p{N} .&-]/gu, '')}//Flight booking//EN`,
    events,
    now: input.now ?? new Date(),
  });
}

/** trip-ABC12345.ics */
export const calendarFileName = (reference: string) => `trip-${reference.replace(/[^A-Za-z0-9]/g, '')}.ics`;
