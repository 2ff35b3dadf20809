import { describe, expect, it } from 'vitest';
import { makeBooking, SLICES } from '../../../testing/bookings';
import { groupTrips, statusBadge, tripSummary, tripTab } from './trips';

describe('My Trips tabs and cards', () => {
  it('puts confirmed and pending under Upcoming, completed under Past, cancelled and failed under Cancelled', () => {
    expect(tripTab({ status: 'confirmed' })).toBe('upcoming');
    expect(tripTab({ status: 'pending' })).toBe('upcoming');
    expect(tripTab({ status: 'completed' })).toBe('past');
    expect(tripTab({ status: 'cancelled' })).toBe('cancelled');
    expect(tripTab({ status: 'failed' })).toBe('cancelled');
  });

  it("labels every upcoming card 'Confirmed' and a failed one 'Failed'", () => {
    expect(statusBadge({ status: 'pending' }).label).toBe('Confirmed');
    expect(statusBadge({ status: 'confirmed' }).label).toBe('Confirmed');
    expect(statusBadge({ status: 'failed' }).label).toBe('Failed');
    expect(statusBadge({ status: 'cancelled' }).label).toBe('Cancelled');
  });

  it('sorts upcoming trips soonest first', () => {
    const later = makeBooking({ bookingData: { slices: [{ ...SLICES[0]!, departure_time: '2027-01-05T10:00:00' }] } });
    const sooner = makeBooking();
    expect(groupTrips([later, sooner]).upcoming.map((b) => b.id)).toEqual([sooner.id, later.id]);
  });

  it('describes a round trip: cities, type, both dates, passengers, total, reference', () => {
    const booking = makeBooking({ bookingReference: 'AB12CD34' });
    expect(tripSummary(booking)).toEqual({
      from: 'New York',
      to: 'London',
      tripType: 'Round Trip',
      dates: 'Dec 11, 2026 – Dec 18, 2026',
      passengers: '2 passengers',
      total: '$1,880',
      reference: 'AB12CD34',
    });
  });

  it('describes a one-way trip for one passenger, taking the reference from the provider id when missing', () => {
    const booking = makeBooking({
      bookingReference: null,
      duffelBookingId: '0000a1b2c3d4',
      bookingData: {
        slices: [SLICES[0]!],
        passengers: [{ id: 'p', given_name: 'Ada', family_name: 'L', type: 'adult', seats: [] }],
      },
    });
    expect(tripSummary(booking)).toMatchObject({
      tripType: 'One Way',
      dates: 'Dec 11, 2026',
      passengers: '1 passenger',
      reference: '0000A1B2',
    });
  });
});
