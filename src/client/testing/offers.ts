import { OfferSchema, type FareBrandSummary, type Offer, type Place, type Segment } from '../../shared/schemas/flights';

/*
 * The one offer factory behind every screen's fixtures: an offer the shared schema accepts, with
 * the fields no test is about filled in. Each screen's testing module builds its own trip on it.
 */

export const airport = (
  iata_code: string,
  city_name: string,
  country_code: string,
  more: Partial<Place> = {},
): Place => ({
  type: 'airport',
  iata_code,
  name: `${city_name} Airport`,
  city_name,
  country_code,
  ...more,
});

export const BA = { name: 'British Airways', iata_code: 'BA', logo_url: null };

/** A British Airways flight of 7 hours on a Boeing 777 unless `more` says otherwise. */
export function testSegment(
  id: string,
  from: Place,
  to: Place,
  departing_at: string,
  arriving_at: string,
  more: Partial<Segment> = {},
): Segment {
  return {
    id,
    origin: from,
    destination: to,
    departing_at,
    arriving_at,
    duration: 'PT7H',
    marketing_carrier: BA,
    operating_carrier: BA,
    airline: { name: BA.name, logo_url: null },
    flight_number: 'BA1',
    aircraft: { name: 'Boeing 777-300ER' },
    services: [],
    passengers: [],
    ...more,
  };
}

/** No refunds or changes. */
export const NO_CONDITIONS: Offer['conditions'] = {
  refundable: false,
  changeable: false,
  refund_before_departure: null,
  change_before_departure: null,
  cancellation_options: [],
};

/** One adult, USD, paid at once, valid until 2099; pass the trip as `slices`. */
export function testOffer(overrides: Partial<Offer>): Offer {
  return OfferSchema.parse({
    id: 'off_test_1',
    live_mode: false,
    created_at: '2026-11-21T14:00:00.000Z',
    expires_at: '2099-11-21T14:30:00.000Z',
    total_amount: '1845',
    total_currency: 'USD',
    base_amount: '1500',
    base_currency: 'USD',
    tax_amount: '345',
    tax_currency: 'USD',
    owner: BA,
    slices: [],
    conditions: NO_CONDITIONS,
    available_services: [],
    passenger_identity_documents_required: false,
    passengers: [{ id: 'pas_1', type: 'adult' }],
    payment_requirements: {
      requires_instant_payment: true,
      price_guarantee_expires_at: null,
      payment_required_by: null,
    },
    ...overrides,
  });
}

/** One fare of a flight's family (R52): Economy, a carry-on only, no refund or change, seats for a fee. */
export function testFareBrand(more: Partial<FareBrandSummary> = {}): FareBrandSummary {
  return {
    offer_id: 'off_1',
    name: 'Basic',
    total_amount: '300.00',
    total_currency: 'USD',
    cabin_class: 'economy',
    cabin_marketing_name: 'Economy',
    checked_bags: 0,
    carry_on_bags: 1,
    refund: { allowed: false, penalty_amount: null, penalty_currency: null },
    change: { allowed: false, penalty_amount: null, penalty_currency: null },
    seat_selection: 'paid',
    priority_boarding: false,
    ...more,
  };
}
