import { z } from 'zod';
import {
  ageFitsType,
  ageOn,
  lastFlightDate,
  passportRequired,
  searchedAges,
  youthOnAgelessSlot,
  type PassengerType,
} from '../../../../shared/passengers';
import { passengersSchema, type PassengerInput } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry } from '../../../../shared/phone';

/*
 * The passenger form's model: one entry per offer passenger (their id and type), every field a
 * string as inputs hold it, validated by the shared passengersSchema (the server's own rules).
 */

export interface PassengerFields {
  id: string;
  type: PassengerType;
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  /** The phone number's country, ISO alpha-2 (R26). */
  phoneCountry: string;
  passportNumber: string;
  passportExpiryDate: string;
  passportIssuingCountry: string;
  /** R49: the saved traveller chosen for this slot ('' for none); the server fills the passport from it. */
  savedTravellerId: string;
  /** R49: save this new passenger on the account once booked. */
  saveTraveller: boolean;
  /** R50: one loyalty number for this passenger; left out when both parts are blank. */
  loyaltyProgrammeAccounts: { airlineIataCode: string; accountNumber: string }[];
}

export interface PassengerFormValues {
  passengers: PassengerFields[];
}

export type PassengerField = Exclude<
  keyof PassengerFields,
  'id' | 'type' | 'savedTravellerId' | 'saveTraveller' | 'loyaltyProgrammeAccounts'
>;

/** The browser's own date, yyyy-MM-dd (not UTC: a traveller in Sydney at 8 am is on their today). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The country of the browser's language ("en-GB" -> GB), the likeliest country of the traveller's phone. */
export function browserPhoneCountry(languages: readonly string[] = globalThis.navigator?.languages ?? []): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && isPhoneCountry(region)) return region;
    } catch {
      // An odd language tag: try the next one.
    }
  }
  return DEFAULT_PHONE_COUNTRY;
}

export function emptyPassenger(id: string, type: PassengerType, phoneCountry = DEFAULT_PHONE_COUNTRY): PassengerFields {
  return {
    id,
    type,
    title: '',
    firstName: '',
    lastName: '',
    gender: '',
    dateOfBirth: '',
    email: '',
    phone: '',
    phoneCountry,
    passportNumber: '',
    passportExpiryDate: '',
    passportIssuingCountry: '',
    savedTravellerId: '',
    saveTraveller: false,
    loyaltyProgrammeAccounts: [{ airlineIataCode: '', accountNumber: '' }],
  };
}

/** The form's starting values: the offer's passengers in order, or what was entered before (back from seats). */
export function initialValues(
  offer: Pick<Offer, 'passengers'>,
  previous?: readonly PassengerInput[],
  phoneCountry = browserPhoneCountry(),
): PassengerFormValues {
  return {
    passengers: offer.passengers.map((p) => {
      const before = previous?.find((entered) => entered.id === p.id);
      const blank = emptyPassenger(p.id, p.type, phoneCountry);
      if (!before) return blank;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        ...blank,
        title: text(before.title),
        firstName: text(before.firstName),
        lastName: text(before.lastName),
        gender: text(before.gender),
        dateOfBirth: text(before.dateOfBirth),
        email: text(before.email),
        phone: text(before.phone),
        phoneCountry: text(before.phoneCountry) || phoneCountry,
        passportNumber: text(before.passportNumber),
        passportExpiryDate: text(before.passportExpiryDate),
        passportIssuingCountry: text(before.passportIssuingCountry),
        savedTravellerId: text(before.savedTravellerId),
        saveTraveller: before.saveTraveller === true,
        loyaltyProgrammeAccounts: [
          {
            airlineIataCode: text(before.loyaltyProgrammeAccounts?.[0]?.airlineIataCode),
            accountNumber: text(before.loyaltyProgrammeAccounts?.[0]?.accountNumber),
          },
        ],
      };
    }),
  };
}

/** J5's rules for this offer, measured on the browser's today. */
export function passengerFormSchema(
  offer: Pick<
    Offer,
    'slices' | 'passengers' | 'passenger_identity_documents_required' | 'supported_passenger_identity_document_types'
  >,
  today: string,
) {
  return z.object({
    passengers: z.preprocess(
      withoutBlankLoyalty,
      passengersSchema({
        passportRequired: passportRequired(offer),
        travelDate: lastFlightDate(offer),
        today,
        searchedAges: searchedAges(offer),
      }),
    ),
  });
}

/** R50: the form always holds one loyalty row; a row left blank is no loyalty number. */
function withoutBlankLoyalty(passengers: unknown): unknown {
  if (!Array.isArray(passengers)) return passengers;
  return passengers.map((p: Partial<PassengerFields>) => ({
    ...p,
    loyaltyProgrammeAccounts: (p.loyaltyProgrammeAccounts ?? []).filter(
      (a) => a.airlineIataCode.trim() !== '' || a.accountNumber.trim() !== '',
    ),
  }));
}

/**
 * R49: a saved traveller fits a slot when their age on the day of the last flight fits its type and
 * searched age; an adult slot searched without an age takes only someone 18 or over (R58).
 */
export function fitsSlot(
  bornOn: string,
  slot: { id: string; type: PassengerType },
  offer: Pick<Offer, 'slices' | 'passengers'>,
): boolean {
  const travelDate = lastFlightDate(offer);
  if (!ageFitsType(slot.type, bornOn, travelDate)) return false;
  const searched = searchedAges(offer)[slot.id];
  const age = ageOn(bornOn, travelDate);
  if (youthOnAgelessSlot(slot.type, searched, age)) return false;
  return searched === undefined || age === searched;
}

/** The id an input carries, so labels, messages and focus find it. */
export const fieldId = (index: number, field: PassengerField) => `passenger-${index}-${field}`;
