import { and, asc, desc, eq } from 'drizzle-orm';
import type { SavedTraveller, SavedTravellerFields } from '../../../shared/schemas/travellers';
import { TRAVELLER_MESSAGES } from '../../../shared/schemas/travellers';
import type { Db } from '../../db/client';
import { savedTravellers } from '../../db/schema';
import { AppError } from '../../errors';
import { openSecret, sealSecret } from '../platform';

/*
 * R49: an account's saved travellers. Only the owner reads or changes them: every query is by
 * (id, user_id), so someone else's id is simply not found. The passport number is sealed before it
 * is written and only its last four characters are ever read back out to a browser.
 */

type Row = typeof savedTravellers.$inferSelect;

export const travellerNotFound = () => new AppError(404, 'TRAVELLER_NOT_FOUND', TRAVELLER_MESSAGES.notFound);

export function toSavedTraveller(row: Row): SavedTraveller {
  return {
    id: row.id,
    isAccountHolder: row.isAccountHolder,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    passportLast4: row.passportLast4,
    passportExpiryDate: row.passportExpiryDate,
    passportIssuingCountry: row.passportIssuingCountry,
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    email: row.email,
    loyaltyAccounts: row.loyaltyAccounts,
  };
}

function passportColumns(number: string | undefined) {
  return number ? { passportSealed: sealSecret(number), passportLast4: number.slice(-4) } : {};
}

function columns(fields: SavedTravellerFields) {
  return {
    title: fields.title ?? null,
    firstName: fields.firstName,
    lastName: fields.lastName,
    gender: fields.gender ?? null,
    dateOfBirth: fields.dateOfBirth,
    nationality: fields.nationality ?? null,
    passportExpiryDate: fields.passportExpiryDate ?? null,
    passportIssuingCountry: fields.passportIssuingCountry ?? null,
    phone: fields.phone ?? null,
    phoneCountry: fields.phoneCountry ?? null,
    email: fields.email ?? null,
    loyaltyAccounts: fields.loyaltyAccounts,
  };
}

/** The account holder first, then the others in the order they were saved. */
export async function listTravellers(db: Db, userId: string): Promise<SavedTraveller[]> {
  const rows = await db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId))
    .orderBy(desc(savedTravellers.isAccountHolder), asc(savedTravellers.createdAt), asc(savedTravellers.id));
  return rows.map(toSavedTraveller);
}

export async function createTraveller(
  db: Db,
  userId: string,
  fields: SavedTravellerFields,
  options: { isAccountHolder?: boolean } = {},
): Promise<SavedTraveller> {
  const isAccountHolder =
    options.isAccountHolder ??
    (
      await db
        .select({ id: savedTravellers.id })
        .from(savedTravellers)
        .where(eq(savedTravellers.userId, userId))
        .limit(1)
    ).length === 0;
  const [row] = await db
    .insert(savedTravellers)
    .values({ userId, isAccountHolder, ...columns(fields), ...passportColumns(fields.passportNumber) })
    .returning();
  if (!row) throw new Error('saved traveller not inserted');
  return toSavedTraveller(row);
}

export async function updateTraveller(
  db: Db,
  userId: string,
  id: string,
  fields: SavedTravellerFields,
): Promise<SavedTraveller> {
  const passport = fields.removePassport
    ? { passportSealed: null, passportLast4: null, passportExpiryDate: null, passportIssuingCountry: null }
    : passportColumns(fields.passportNumber);
  const [row] = await db
    .update(savedTravellers)
    .set({ ...columns(fields), ...passport, updatedAt: new Date() })
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
    .returning();
  if (!row) throw travellerNotFound();
  return toSavedTraveller(row);
}

export async function deleteTraveller(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(savedTravellers)
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
    .returning({ id: savedTravellers.id });
  if (rows.length === 0) throw travellerNotFound();
}

/** For the booking (server side only): the traveller with the passport number opened. */
export async function travellerForBooking(
  db: Db,
  userId: string,
  id: string,
): Promise<SavedTraveller & { passportNumber: string | null }> {
  const [row] = await db
    .select()
    .from(savedTravellers)
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
    .limit(1);
  if (!row) throw travellerNotFound();
  return { ...toSavedTraveller(row), passportNumber: row.passportSealed ? openSecret(row.passportSealed) : null };
}
