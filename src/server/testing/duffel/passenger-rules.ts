import { AIRLINE_NAME, ageOn } from '../../../shared/passengers';
import { E164 } from '../../../shared/phone';
import type { DuffelOffer } from '../../providers/flights/duffel/types';
import { duffelError, type Answer } from './server-search';

/*
 * What Duffel checks on each passenger of POST /air/orders (API v2 and the @duffel/api types):
 * title and gender from their lists, names in Latin letters, email and an E.164 phone number,
 * identity documents only of a type the offer supports and present when it requires them. Each
 * refusal is a 422 validation_error pointing at the field, as Duffel answers.
 */

const TITLES = ['mr', 'ms', 'mrs', 'miss', 'dr'];
const GENDERS = ['m', 'f'];

type Passenger = Record<string, unknown>;

function refuse(code: string, pointer: string, message: string): Answer {
  const field = pointer.split('/').at(-1) ?? '';
  return [422, duffelError(422, 'validation_error', code, message, { source: { field, pointer } })];
}

function checkOne(offer: DuffelOffer, passenger: Passenger, at: string): Answer | null {
  for (const field of ['title', 'gender', 'given_name', 'family_name', 'born_on', 'email', 'phone_number']) {
    const value = passenger[field];
    if (typeof value !== 'string' || value.trim() === '') {
      return refuse('validation_required', `${at}/${field}`, `Field '${field}' can't be blank`);
    }
  }
  if (!TITLES.includes(String(passenger.title))) {
    return refuse('validation_inclusion', `${at}/title`, `Field 'title' must be one of ${TITLES.join(', ')}`);
  }
  if (!GENDERS.includes(String(passenger.gender))) {
    return refuse('validation_inclusion', `${at}/gender`, "Field 'gender' must be one of m, f");
  }
  for (const field of ['given_name', 'family_name']) {
    if (!AIRLINE_NAME.test(String(passenger[field]))) {
      return refuse(
        'validation_format',
        `${at}/${field}`,
        `Field '${field}' may contain only Latin letters, spaces, '-' and "'"`,
      );
    }
  }
  if (!E164.test(String(passenger.phone_number))) {
    return refuse('validation_format', `${at}/phone_number`, "Field 'phone_number' must be in E.164 format");
  }
  const documents = Array.isArray(passenger.identity_documents) ? (passenger.identity_documents as Passenger[]) : [];
  const supported = offer.supported_passenger_identity_document_types ?? [];
  for (const [index, document] of documents.entries()) {
    if (!supported.includes(String(document.type))) {
      return refuse(
        'validation_inclusion',
        `${at}/identity_documents/${index}/type`,
        supported.length === 0
          ? "Field 'identity_documents' must be empty: this offer supports no identity documents"
          : `Field 'type' of 'identity_documents' must be one of ${supported.join(', ')}`,
      );
    }
  }
  // The fare is for the age given in the offer request, on the day of the last slice.
  const searched = offer.passengers.find((known) => known.id === passenger.id)?.age;
  const lastDay = offer.slices.at(-1)?.segments.at(-1)?.departing_at.slice(0, 10) ?? '';
  if (typeof searched === 'number' && lastDay && ageOn(String(passenger.born_on), lastDay) !== searched) {
    return refuse(
      'validation_format',
      `${at}/born_on`,
      `Field 'born_on' does not match the age ${searched} given for this passenger in the offer request`,
    );
  }
  // Searched by `type: adult`, a passenger must be 18 on that day: anyone younger is searched by age.
  const known = offer.passengers.find((p) => p.id === passenger.id);
  if (known && typeof known.age !== 'number' && known.type === 'adult' && lastDay) {
    if (ageOn(String(passenger.born_on), lastDay) < 18) {
      return refuse(
        'validation_format',
        `${at}/born_on`,
        "Field 'born_on' is under 18 for a passenger searched as an adult: search passengers under 18 by age",
      );
    }
  }
  const refusedAccount = checkAccounts(offer, passenger.loyalty_programme_accounts, at);
  if (refusedAccount) return refusedAccount;
  if (offer.passenger_identity_documents_required && documents.length === 0) {
    return refuse('validation_required', `${at}/identity_documents`, "Field 'identity_documents' can't be blank");
  }
  return null;
}

/** R50: loyalty_programme_accounts as Duffel takes them: a list, each of a programme the offer supports. */
export function checkAccounts(offer: DuffelOffer, accounts: unknown, at: string): Answer | null {
  if (accounts === undefined) return null;
  if (!Array.isArray(accounts)) {
    return refuse(
      'validation_format',
      `${at}/loyalty_programme_accounts`,
      "Field 'loyalty_programme_accounts' must be a list",
    );
  }
  const programmes = offer.supported_loyalty_programmes ?? [];
  for (const [index, account] of (accounts as Passenger[]).entries()) {
    const pointer = `${at}/loyalty_programme_accounts/${index}`;
    if (typeof account.account_number !== 'string' || account.account_number.trim() === '') {
      return refuse('validation_required', `${pointer}/account_number`, "Field 'account_number' can't be blank");
    }
    if (!programmes.includes(String(account.airline_iata_code))) {
      return refuse(
        'validation_inclusion',
        `${pointer}/airline_iata_code`,
        `Field 'airline_iata_code' must be one of the offer's supported_loyalty_programmes (${programmes.join(', ')})`,
      );
    }
  }
  return null;
}

/** The name fields Duffel requires on an offer passenger update that carries loyalty accounts. */
export function checkOfferPassengerNames(passenger: Passenger, at: string): Answer | null {
  for (const field of ['given_name', 'family_name']) {
    const value = passenger[field];
    if (typeof value !== 'string' || value.trim() === '') {
      return refuse('validation_required', `${at}/${field}`, `Field '${field}' can't be blank`);
    }
    if (!AIRLINE_NAME.test(value)) {
      return refuse(
        'validation_format',
        `${at}/${field}`,
        `Field '${field}' may contain only Latin letters, spaces, '-' and "'"`,
      );
    }
  }
  return null;
}

/** The first rule a passenger list breaks, as Duffel's answer, or null. */
export function checkOrderPassengers(offer: DuffelOffer, passengers: unknown): Answer | null {
  if (!Array.isArray(passengers) || passengers.length === 0) {
    return refuse('validation_required', '/passengers', "Field 'passengers' can't be blank");
  }
  for (const [index, passenger] of (passengers as Passenger[]).entries()) {
    const refusal = checkOne(offer, passenger, `/passengers/${index}`);
    if (refusal) return refusal;
  }
  return null;
}
