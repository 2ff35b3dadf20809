import type { Db } from '../db/client';
import { bookings, brands } from '../db/schema';

/**
 * A bookings row written straight to the database, under the seeded default brand, for tests of
 * what hangs off a booking (its payments, its history) without running the booking flow.
 */
export async function insertBookingRow(
  db: Db,
  values: Partial<Pick<typeof bookings.$inferInsert, 'status' | 'step' | 'request'>> = {},
): Promise<string> {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [row] = await db
    .insert(bookings)
    .values({
      brandId: brand?.id ?? 'default',
      provider: 'sandbox',
      offerId: 'off_test',
      contactEmail: 'ada@example.com',
      totalAmountMinor: 0,
      ...values,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('the bookings row was not written');
  return row.id;
}
