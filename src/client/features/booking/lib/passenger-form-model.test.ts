import { describe, expect, it } from 'vitest';
import { youthOnAgelessSlotMessage } from '../../../../shared/passengers';
import { searchedAgeMessage } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { emptyPassenger, fitsSlot, passengerFormSchema } from './passenger-form-model';

/*
 * R58 on the passenger form: an adult slot searched with an age (12-17) takes that age, one
 * searched without an age takes someone 18 or over; saved travellers are offered by the same fit.
 */

const airport = (iata: string) => ({ iata_code: iata, country_code: 'US' });
// The last flight leaves on 2030-06-10; ages are measured on that day.
const offer = {
  slices: [
    {
      origin: airport('JFK'),
      destination: airport('LAX'),
      segments: [{ departing_at: '2030-06-10T09:00:00', origin: airport('JFK'), destination: airport('LAX') }],
    },
  ],
  passengers: [
    { id: 'pas_grown', type: 'adult', age: null },
    { id: 'pas_youth', type: 'adult', age: 15 },
  ],
  passenger_identity_documents_required: false,
  supported_passenger_identity_document_types: ['passport'],
} as unknown as Offer;
const [grown, youth] = offer.passengers as [Offer['passengers'][0], Offer['passengers'][0]];

function filled(id: string, dateOfBirth: string, first = false) {
  return {
    ...emptyPassenger(id, 'adult'),
    title: 'ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    dateOfBirth,
    ...(first ? { email: 'ada@example.com', phone: '+1 212 555 0100', phoneCountry: 'US' } : {}),
  };
}

const dateErrors = (passengers: ReturnType<typeof filled>[]) => {
  const result = passengerFormSchema(offer, '2030-01-01').safeParse({ passengers });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.at(-1) === 'dateOfBirth')
    .map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the passenger form and adults aged 12-17 (R58)', () => {
  it('takes a 15-year-old on the slot searched at 15 and an adult of 18+ on the other', () => {
    expect(dateErrors([filled(grown.id, '1990-01-01', true), filled(youth.id, '2015-01-01')])).toEqual([]);
  });

  it('says what to do when a 15-year-old is on the slot searched without an age', () => {
    expect(dateErrors([filled(grown.id, '2015-01-01', true), filled(youth.id, '2015-01-01')])).toEqual([
      ['passengers.0.dateOfBirth', youthOnAgelessSlotMessage(15)],
    ]);
  });

  it('says which age was searched when the youth slot gets another', () => {
    expect(dateErrors([filled(grown.id, '1990-01-01', true), filled(youth.id, '2012-01-01')])).toEqual([
      ['passengers.1.dateOfBirth', searchedAgeMessage(15, 18)],
    ]);
  });

  it('offers a saved traveller only for the slot their age fits', () => {
    expect([fitsSlot('2015-01-01', grown, offer), fitsSlot('2015-01-01', youth, offer)]).toEqual([false, true]);
    expect([fitsSlot('1990-01-01', grown, offer), fitsSlot('1990-01-01', youth, offer)]).toEqual([true, false]);
    // 17 on the day: still a youth, not an ageless adult.
    expect(fitsSlot('2012-06-11', grown, offer)).toBe(false);
  });
});
