import { z } from 'zod';
import { PassengerSchema } from './booking';
import { LoyaltyAccountSchema } from './loyalty';

/*
 * Saved travellers (R49): the people an account books for. The passport number goes in when a
 * traveller is saved and never comes back out: answers carry only its last four characters, and
 * the booking fills it on the server from the saved traveller's id.
 */

export const TRAVELLER_MESSAGES = {
  notFound: 'This saved traveller was not found.',
  deleted: 'The traveller was deleted.',
  accountDeleted: 'Your account was deleted.',
  passwordRequired: 'Enter your password to delete your account',
  nationality: 'Nationality must be a 2-letter country code',
} as const;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** What the travellers page sends; without passportNumber an edit keeps the saved one. */
export const SavedTravellerInputSchema = PassengerSchema.omit({
  id: true,
  type: true,
  savedTravellerId: true,
  saveTraveller: true,
  loyaltyProgrammeAccounts: true,
}).extend({
  nationality: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, TRAVELLER_MESSAGES.nationality)
      .optional(),
  ),
  /** Edit only: true removes the saved passport. */
  removePassport: z.boolean().optional(),
  loyaltyAccounts: z.array(LoyaltyAccountSchema).max(5).default([]),
});
export type SavedTravellerInput = z.input<typeof SavedTravellerInputSchema>;
export type SavedTravellerFields = z.output<typeof SavedTravellerInputSchema>;

export const SavedTravellerSchema = z.object({
  id: z.uuid(),
  isAccountHolder: z.boolean(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string(),
  nationality: z.string().nullable(),
  /** The passport number's last four characters; the number itself is never sent back (R49). */
  passportLast4: z.string().nullable(),
  passportExpiryDate: z.string().nullable(),
  passportIssuingCountry: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCountry: z.string().nullable(),
  email: z.string().nullable(),
  loyaltyAccounts: z.array(z.object({ airlineIataCode: z.string(), accountNumber: z.string() })),
});
export type SavedTraveller = z.infer<typeof SavedTravellerSchema>;

export const SavedTravellersListSchema = z.object({ travellers: z.array(SavedTravellerSchema) });
export type SavedTravellersList = z.infer<typeof SavedTravellersListSchema>;

export const TravellerIdParamsSchema = z.object({ id: z.uuid({ error: TRAVELLER_MESSAGES.notFound }) });

export const DeleteAccountSchema = z.object({
  password: z.string({ error: TRAVELLER_MESSAGES.passwordRequired }).min(1, TRAVELLER_MESSAGES.passwordRequired),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;
