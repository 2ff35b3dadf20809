import { groupTrips } from '../features/trips/lib/trips';
import type { TripTab } from '../../shared/schemas/booking';
import { fakeApi, type ApiCall, type FakeRoutes, type Handler } from './fake-api';
import { currentLocation, renderAt } from './render';
import {
  BookingSchema,
  CreateBookingResponseSchema,
  type Booking,
  type CreateBookingResponse,
} from '../../shared/schemas/booking';
import type { Offer, Place, Slice } from '../../shared/schemas/flights';
import { airport, testOffer, testSegment } from './offers';

/* Client test helpers for the payment, confirmation and My Trips screens: parsed fixtures, a scripted API. */

const place = (iata_code: string, name: string, city_name: string, country_code: string): Place =>
  airport(iata_code, city_name, country_code, { name, time_zone: null });
export const JFK = place('JFK', 'John F. Kennedy International Airport', 'New York', 'US');
export const LHR = place('LHR', 'Heathrow Airport', 'London', 'GB');

const segment = (id: string, from: Place, to: Place, departing_at: string, arriving_at: string, flight: string) =>
  testSegment(id, from, to, departing_at, arriving_at, { duration: 'PT7H5M', flight_number: flight });

/** New York to London on Dec 11 (overnight, lands +1), back on Dec 18. */
export const SLICES: Slice[] = [
  {
    id: 'sli_out',
    origin: JFK,
    destination: LHR,
    departure_time: '2026-12-11T18:30:00',
    arrival_time: '2026-12-12T06:35:00',
    duration: 'PT7H5M',
    segments: [segment('seg_out', JFK, LHR, '2026-12-11T18:30:00', '2026-12-12T06:35:00', 'BA112')],
  },
  {
    id: 'sli_back',
    origin: LHR,
    destination: JFK,
    departure_time: '2026-12-18T09:10:00',
    arrival_time: '2026-12-18T12:15:00',
    duration: 'PT8H5M',
    segments: [segment('seg_back', LHR, JFK, '2026-12-18T09:10:00', '2026-12-18T12:15:00', 'BA117')],
  },
];

export const CONDITIONS = {
  refundable: true,
  changeable: true,
  refund_before_departure: { allowed: true, penalty_amount: '150', penalty_currency: 'USD' },
  change_before_departure: { allowed: true, penalty_amount: '75', penalty_currency: 'USD' },
  cancellation_options: [
    {
      type: 'refund' as const,
      allowed: true,
      penalty_amount: '150',
      penalty_currency: 'USD',
      description: 'Refund before departure, less a fee',
    },
  ],
};

/** The round trip above for an adult and a child, refundable less a fee, passports needed. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return testOffer({
    slices: SLICES,
    conditions: CONDITIONS,
    passenger_identity_documents_required: true,
    passengers: [
      { id: 'pas_1', type: 'adult' },
      { id: 'pas_2', type: 'child' },
    ],
    ...overrides,
  });
}

let bookingCount = 0;

export function makeBooking(
  overrides: Omit<Partial<Booking>, 'bookingData'> & { bookingData?: Partial<Booking['bookingData']> } = {},
): Booking {
  bookingCount += 1;
  const { bookingData, ...rest } = overrides;
  return BookingSchema.parse({
    id: `00000000-0000-4000-8000-${String(bookingCount).padStart(12, '0')}`,
    status: 'confirmed',
    duffelBookingId: `abcd${bookingCount}xyz0000`,
    bookingReference: `ABCD${bookingCount}XYZ`.slice(0, 8),
    failureReason: null,
    refund: null,
    createdAt: '2026-11-21T15:00:00.000Z',
    cancelledAt: null,
    ...rest,
    bookingData: {
      slices: SLICES,
      passengers: [
        {
          id: 'pas_1',
          given_name: 'Ada',
          family_name: 'Lovelace',
          type: 'adult',
          seats: [{ segmentId: 'seg_out', designator: '12A' }],
          ticket_numbers: ['1252106312810'],
        },
        { id: 'pas_2', given_name: 'Byron', family_name: 'Lovelace', type: 'child', seats: [] },
      ],
      conditions: CONDITIONS,
      total_amount: '1880',
      total_currency: 'USD',
      seats: [],
      airline_reference: 'PNR7QX',
      ...bookingData,
    },
  });
}

export function makeCreateBookingResponse(overrides: Partial<CreateBookingResponse> = {}): CreateBookingResponse {
  const booking = makeBooking({ bookingReference: 'AB12CD34', duffelBookingId: 'ab12cd34ef56' });
  return CreateBookingResponseSchema.parse({
    id: booking.id,
    duffelBookingId: 'ab12cd34ef56',
    bookingReference: 'AB12CD34',
    status: 'confirmed',
    accountCreated: false,
    accountInfo: null,
    signInToSeeTrip: false,
    confirmEmailToSeeTrip: false,
    emailContent: { to: 'ada@example.com', subject: 'Your booking AB12CD34', text: 'Thank you' },
    booking,
    ...overrides,
  });
}

/** fetch answered from 'METHOD /path' entries for a signed-in traveller unless told otherwise. */
export function scriptFetch(routes: FakeRoutes, { signedIn = true } = {}): ApiCall[] {
  return fakeApi(routes, { signedIn });
}

export { currentLocation, renderAt };

/**
 * GET /api/bookings as the server answers it (R44): the `tab`'s bookings in the tab's order,
 * `pageSize` at a time, the cursor being how many came before, and the counts on the first page.
 */
export function serveTrips(bookings: readonly Booking[], pageSize = 50): Handler {
  return (_body, call) => {
    const query = new URL(call.url, 'http://x').searchParams;
    const tab = (query.get('tab') ?? 'upcoming') as TripTab;
    const groups = groupTrips(bookings);
    const from = Number(query.get('before') ?? 0);
    const rows = groups[tab].slice(from, from + pageSize);
    const more = from + pageSize < groups[tab].length;
    return {
      status: 200,
      body: {
        bookings: rows,
        nextCursor: more ? String(from + pageSize) : null,
        ...(from === 0
          ? {
              counts: {
                upcoming: groups.upcoming.length,
                past: groups.past.length,
                cancelled: groups.cancelled.length,
              },
            }
          : {}),
      },
    };
  };
}
