import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../shared/schemas/flights';
import { useTestDatabase } from '../../testing/database';
import { createDuffelProvider } from './duffel';
import { useDuffelServer } from '../../testing/duffel/app';
import { createSandboxProvider } from './sandbox';
import type { OfferQuery } from './types';

/*
 * Whichever provider answered, the client gets the same shape: the same keys, recursively,
 * present even when null. Compared with a complete example of the contract.
 */

/** Every key of the contract, each filled once; values do not matter here, keys do. */
const CONTRACT_EXAMPLE: Offer = (() => {
  const place = {
    type: 'airport' as const,
    iata_code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city_name: 'New York',
    iata_city_code: 'NYC',
    country_code: 'US',
    time_zone: 'America/New_York',
    latitude: 40.64,
    longitude: -73.78,
  };
  const carrier = { name: 'British Airways', iata_code: 'BA', logo_url: null };
  const condition = { allowed: true, penalty_amount: '40.00', penalty_currency: 'GBP' };
  return {
    id: 'off_1',
    live_mode: false,
    created_at: '2026-11-21T10:00:00Z',
    expires_at: '2026-11-21T10:30:00Z',
    total_amount: '123.00',
    total_currency: 'GBP',
    base_amount: '100.00',
    base_currency: 'GBP',
    tax_amount: '23.00',
    tax_currency: 'GBP',
    owner: carrier,
    slices: [
      {
        id: 'sli_1',
        origin: place,
        destination: place,
        departure_time: '2026-12-01T08:00:00',
        arrival_time: '2026-12-01T20:00:00',
        duration: 'PT7H0M',
        fare_brand_name: 'Basic',
        segments: [
          {
            id: 'seg_1',
            origin: place,
            destination: place,
            origin_terminal: '5',
            destination_terminal: null,
            departing_at: '2026-12-01T08:00:00',
            arriving_at: '2026-12-01T20:00:00',
            duration: 'PT7H0M',
            distance_km: 5_540,
            marketing_carrier: carrier,
            operating_carrier: carrier,
            airline: { name: 'British Airways', logo_url: null },
            flight_number: 'BA117',
            aircraft: { iata_code: '77W', name: 'Boeing 777-300ER' },
            services: [{ type: 'wifi', description: 'Wi-Fi' }],
            passengers: [
              {
                passenger_id: 'pas_1',
                cabin_class: 'economy',
                cabin_class_marketing_name: 'Economy',
                fare_basis_code: 'Y',
                baggages: [{ type: 'checked', quantity: 1 }],
              },
            ],
            stops: [{ iata_code: 'SNN', name: 'Shannon Airport', duration: 'PT1H' }],
          },
        ],
      },
    ],
    conditions: {
      refundable: true,
      changeable: true,
      refund_before_departure: condition,
      change_before_departure: condition,
      cancellation_options: [{ type: 'refund', ...condition, description: 'Refundable' }],
    },
    available_services: [
      {
        id: 'ase_1',
        type: 'baggage',
        name: 'Checked bag',
        description: 'up to 23 kg',
        total_amount: '45.00',
        total_currency: 'GBP',
        maximum_quantity: 1,
        passenger_ids: ['pas_1'],
        segment_ids: ['seg_1'],
        metadata: {},
      },
    ],
    passenger_identity_documents_required: false,
    supported_passenger_identity_document_types: ['passport'],
    passengers: [{ id: 'pas_1', type: 'adult', age: null }],
    payment_requirements: {
      requires_instant_payment: true,
      price_guarantee_expires_at: null,
      payment_required_by: null,
    },
    total_emissions_kg: '460',
    // R50: the airlines whose loyalty numbers the offer takes.
    supported_loyalty_programmes: ['BA'],
    // R52: what the fare brand adds, for the shelves.
    fare_brand_extras: { seat_selection: 'paid', priority_boarding: false },
  };
})();

/** Paths whose keys differ between the two, objects compared key by key, arrays element by element. */
function keyDifferences(a: unknown, b: unknown, path = '$'): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    const [first, second] = [a[0], b[0]];
    // An empty list says nothing about its elements' keys.
    return first === undefined || second === undefined ? [] : keyDifferences(first, second, `${path}[]`);
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (!isObject(a) || !isObject(b) || path.endsWith('.metadata')) return [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) => {
    if (!(key in a)) return [`${path}.${key} missing on the left`];
    if (!(key in b)) return [`${path}.${key} missing on the right`];
    return keyDifferences(a[key], b[key], `${path}.${key}`);
  });
}

const database = useTestDatabase();
const server = useDuffelServer({ offersPerSearch: 4 });

const departure = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const back = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);
const QUERY: OfferQuery = {
  slices: [
    { origin: 'JFK', destination: 'LHR', departureDate: departure },
    { origin: 'LHR', destination: 'JFK', departureDate: back },
  ],
  cabinClass: 'economy',
  adults: 2,
  children: 1,
  infants: 1,
};

describe('one offer shape, whichever provider answered', () => {
  it('the comparison itself notices a missing key, deep down', () => {
    const trimmed = structuredClone(CONTRACT_EXAMPLE);
    delete trimmed.slices[0]?.segments[0]?.passengers[0]?.fare_basis_code;
    expect(keyDifferences(CONTRACT_EXAMPLE, trimmed)).toEqual([
      '$.slices[].segments[].passengers[].fare_basis_code missing on the right',
    ]);
  });

  it("Duffel's offers, searched and read one by one, have exactly the contract's keys", async () => {
    const duffel = createDuffelProvider({ accessToken: server.token, baseUrl: server.url });
    const offers = await duffel.search(QUERY);
    for (const offer of [...offers, await duffel.getOffer(offers[0]?.id ?? '')]) {
      expect(keyDifferences(CONTRACT_EXAMPLE, offer)).toEqual([]);
    }
  });

  it("the sandbox's offers have exactly the same keys as Duffel's", async () => {
    const sandbox = createSandboxProvider({ db: database.db });
    const offers = await sandbox.search(QUERY);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of [...offers.slice(0, 20), await sandbox.getOffer(offers[0]?.id ?? '')]) {
      expect(keyDifferences(CONTRACT_EXAMPLE, offer)).toEqual([]);
    }
    const duffel = await createDuffelProvider({ accessToken: server.token, baseUrl: server.url }).search(QUERY);
    expect(keyDifferences(duffel[0], offers[0])).toEqual([]);
  });
});
