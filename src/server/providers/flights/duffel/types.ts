/*
 * The parts of Duffel's v2 objects we read (Duffel API v2: offers, seat maps, orders, errors).
 * Optional and nullable where the reference says Duffel may leave them out.
 */

export interface DuffelAirline {
  id?: string;
  name: string;
  iata_code: string | null;
  logo_symbol_url?: string | null;
  logo_lockup_url?: string | null;
}

export interface DuffelPlace {
  type?: 'airport' | 'city';
  id?: string;
  iata_code: string;
  name: string;
  city_name?: string | null;
  iata_city_code?: string | null;
  iata_country_code: string;
  time_zone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  city?: {
    type?: string;
    id?: string;
    name: string;
    iata_code?: string | null;
    iata_country_code?: string | null;
  } | null;
}

export interface DuffelCondition {
  allowed: boolean;
  penalty_amount: string | null;
  penalty_currency: string | null;
}

export interface DuffelConditions {
  refund_before_departure?: DuffelCondition | null;
  change_before_departure?: DuffelCondition | null;
}

export interface DuffelAmenities {
  wifi?: { available: boolean; cost?: string | null } | null;
  seat?: { pitch?: string | null; type?: string | null } | null;
  power?: { available: boolean } | null;
}

export interface DuffelSegmentPassenger {
  passenger_id: string;
  cabin_class: string;
  cabin_class_marketing_name?: string | null;
  fare_basis_code?: string | null;
  baggages?: { type: string; quantity: number }[];
  cabin?: { name?: string | null; marketing_name?: string | null; amenities?: DuffelAmenities | null } | null;
  seat?: { designator: string; name?: string | null } | null;
}

export interface DuffelSegment {
  id: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  origin_terminal?: string | null;
  destination_terminal?: string | null;
  departing_at: string;
  arriving_at: string;
  duration?: string | null;
  distance?: string | null;
  marketing_carrier: DuffelAirline;
  marketing_carrier_flight_number: string;
  operating_carrier?: DuffelAirline | null;
  operating_carrier_flight_number?: string | null;
  aircraft?: { id?: string; iata_code?: string | null; name: string } | null;
  passengers?: DuffelSegmentPassenger[];
  /** Technical stops: the plane lands on the way under one flight number. */
  stops?: { id?: string; airport: { iata_code: string; name?: string | null }; duration?: string | null }[] | null;
}

export interface DuffelSlice {
  id: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  duration?: string | null;
  fare_brand_name?: string | null;
  /** What the slice's fare brand includes (R52); each null or absent when the airline does not say. */
  conditions?: {
    advance_seat_selection?: boolean | null;
    priority_boarding?: boolean | null;
    priority_check_in?: boolean | null;
  } | null;
  segments: DuffelSegment[];
}

export interface DuffelService {
  id: string;
  type: string;
  maximum_quantity?: number;
  passenger_ids?: string[];
  segment_ids?: string[];
  total_amount: string;
  total_currency: string;
  metadata?: Record<string, unknown> | null;
}

export interface DuffelOfferPassenger {
  id: string;
  type?: string | null;
  age?: number | null;
  /** R50: the numbers told for this passenger on this offer, if any. */
  loyalty_programme_accounts?: { airline_iata_code: string; account_number: string }[] | null;
}

export interface DuffelOffer {
  id: string;
  live_mode: boolean;
  created_at: string;
  expires_at: string;
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  base_currency?: string | null;
  tax_amount?: string | null;
  tax_currency?: string | null;
  total_emissions_kg?: string | null;
  owner: DuffelAirline;
  passenger_identity_documents_required?: boolean;
  /** [] means the order must carry no identity document. */
  supported_passenger_identity_document_types?: string[];
  /** R50: IATA codes of the airlines whose loyalty programmes the offer takes. */
  supported_loyalty_programmes?: string[];
  payment_requirements?: {
    requires_instant_payment: boolean;
    payment_required_by: string | null;
    price_guarantee_expires_at: string | null;
  } | null;
  conditions?: DuffelConditions | null;
  passengers: DuffelOfferPassenger[];
  slices: DuffelSlice[];
  available_services?: DuffelService[] | null;
}

export interface DuffelSeatElement {
  type: string;
  designator?: string;
  name?: string | null;
  disclosures?: string[];
  available_services?: { id: string; passenger_id: string; total_amount: string; total_currency: string }[];
}

export interface DuffelSeatMap {
  id: string;
  slice_id: string;
  segment_id: string;
  cabins: {
    deck: number;
    cabin_class: string;
    aisles: number;
    wings?: { first_row_index: number; last_row_index: number } | null;
    rows: { sections: { elements: DuffelSeatElement[] }[] }[];
  }[];
}

export interface DuffelOrderPassenger {
  id: string;
  type?: string | null;
  given_name: string;
  family_name: string;
  born_on?: string | null;
}

export interface DuffelOrder {
  id: string;
  live_mode: boolean;
  created_at: string;
  /** Absent or empty while an accepted (202) order waits for the airline. */
  booking_reference?: string | null;
  owner: DuffelAirline;
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  tax_amount?: string | null;
  slices: DuffelSlice[];
  passengers: DuffelOrderPassenger[];
  conditions?: DuffelConditions | null;
  payment_status?: {
    awaiting_payment: boolean;
    payment_required_by: string | null;
    price_guarantee_expires_at: string | null;
    paid_at?: string | null;
  } | null;
  cancelled_at?: string | null;
  metadata?: Record<string, string> | null;
  /** The e-tickets once issued: {type: 'electronic_ticket', unique_identifier, passenger_ids}. */
  documents?: { type: string; unique_identifier: string; passenger_ids?: string[] | null }[] | null;
}

export interface DuffelOrderCancellation {
  id: string;
  order_id: string;
  refund_amount: string | null;
  refund_currency: string | null;
  refund_to?: string | null;
  expires_at: string;
  confirmed_at: string | null;
}

export interface DuffelErrorBody {
  meta?: { status?: number; request_id?: string };
  errors?: { type?: string; code?: string; title?: string; message?: string }[];
}
