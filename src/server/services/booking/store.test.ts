import { describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema';
import { fastHasher, newUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/database';
import { AppError } from '../../errors';
import { rejectionOf } from '../../testing/errors';
import { createUser } from '../accounts/users';
import { ACCOUNT_GONE_MESSAGE, insertBooking, type NewBooking } from './store';

/* R49: a booking written for an account deleted a moment before is the traveller's 401, not a 500. */

const database = useTestDatabase();

const booking = (userId: string): NewBooking => ({
  userId,
  brandId: 'default',
  provider: 'sandbox',
  offerId: 'off_test',
  contactEmail: 'someone@example.com',
  totalAmountMinor: 10_000,
  currency: 'USD',
  bookingData: { passengers: [] } as unknown as NewBooking['bookingData'],
  request: {
    offerId: 'off_test',
    passengers: [],
    seats: [],
    paymentDetails: { amount: '100.00', currency: 'USD' },
    netAmount: '90.00',
    orderPassengers: [],
  },
  idempotencyKey: undefined,
});

describe('a booking for an account that is gone (R49)', () => {
  it('R49: is refused with 401 ACCOUNT_DELETED and its message, and nothing is stored', async () => {
    const user = await createUser(database.db, fastHasher(), newUser({ password: 'delete-me-123' }));
    await expect(insertBooking(database.db, booking(user.id))).resolves.toMatchObject({ status: 'pending' });
    await database.db.delete(bookings);
    await database.db.delete(users);

    const refused = await rejectionOf(insertBooking(database.db, booking(user.id)), AppError);
    expect(refused).toMatchObject({ statusCode: 401, code: 'ACCOUNT_DELETED', message: ACCOUNT_GONE_MESSAGE });
    expect(await database.db.select().from(bookings)).toEqual([]);
  });
});
