import {
  CABIN_CLASSES,
  PASSENGER_TYPES,
  type AvailableService,
  type CabinClass,
  type Carrier,
  type Conditions,
  type Offer,
  type Place,
  type Segment,
  type Slice,
} from '../../../../shared/schemas/flights';
import { fromMinorUnits, toMinorUnits } from '../../../../shared/pricing';
import { durationMinutes, formatDuration, localDateTime, localToInstant } from './time';
import type {
  DuffelAirline,
  DuffelAmenities,
  DuffelCondition,
  DuffelConditions,
  DuffelOffer,
  DuffelOfferPassenger,
  DuffelPlace,
  DuffelSegment,
  DuffelService,
  DuffelSlice,
} from './types';

/* Duffel's v2 offer as our Offer (shared/schemas/flights.ts), at the provider's NET price. */

const CABIN_LABELS: Record<CabinClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

/** Decimal strings in our one spelling ('45' -> '45.00'); a canonical amount keeps price maths exact. */
export function money(amount: string, currency: string): string {
  return fromMinorUnits(toMinorUnits(amount, currency), currency);
}

export function normalisePlace(place: DuffelPlace): Place {
  return {
    type: place.type === 'city' ? 'city' : 'airport',
    iata_code: place.iata_code,
    name: place.name,
    city_name: place.city_name ?? place.city?.name ?? (place.type === 'city' ? place.name : null),
    iata_city_code: place.iata_city_code ?? place.city?.iata_code ?? null,
    country_code: place.iata_country_code ?? place.city?.iata_country_code ?? '',
    time_zone: place.time_zone ?? null,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  };
}

export function normaliseCarrier(airline: DuffelAirline): Carrier {
  return { name: airline.name, iata_code: airline.iata_code, logo_url: airline.logo_symbol_url ?? null };
}

export function cabinClass(value: string | null | undefined): CabinClass {
  return (CABIN_CLASSES as readonly string[]).includes(value ?? '') ? (value as CabinClass) : 'economy';
}

const SEAT_TYPES: Record<string, string> = {
  standard: 'Standard seat',
  extra_legroom: 'Extra legroom seat',
  skycouch: 'Skycouch',
  recliner: 'Recliner seat',
  angle_flat: 'Angle-flat seat',
  full_flat: 'Full-flat bed',
  private_suite: 'Private suite',
};

/** The cabin's amenities as the spec's free-text segment services. */
function amenityServices(amenities: DuffelAmenities | null | undefined): Segment['services'] {
  const services: Segment['services'] = [];
  if (amenities?.wifi?.available) {
    const cost = amenities.wifi.cost;
    services.push({
      type: 'wifi',
      description: cost === 'free' ? 'Free Wi-Fi' : cost === 'paid' ? 'Wi-Fi (paid)' : 'Wi-Fi',
    });
  }
  if (amenities?.power?.available) services.push({ type: 'power', description: 'In-seat power' });
  const seatType = amenities?.seat?.type;
  if (seatType && SEAT_TYPES[seatType]) {
    const pitch = amenities?.seat?.pitch;
    const legroom = pitch === 'more' ? ', more legroom' : pitch === 'less' ? ', less legroom' : '';
    services.push({ type: 'seat', description: `${SEAT_TYPES[seatType]}${legroom}` });
  }
  return services;
}

export function normaliseSegment(segment: DuffelSegment): Segment {
  const marketing = normaliseCarrier(segment.marketing_carrier);
  const distance = segment.distance ? Number(segment.distance) : NaN;
  const passengers = segment.passengers ?? [];
  return {
    id: segment.id,
    origin: normalisePlace(segment.origin),
    destination: normalisePlace(segment.destination),
    origin_terminal: segment.origin_terminal ?? null,
    destination_terminal: segment.destination_terminal ?? null,
    departing_at: localDateTime(segment.departing_at),
    arriving_at: localDateTime(segment.arriving_at),
    duration: formatDuration(durationMinutes(segment.duration) ?? elapsedMinutes(segment) ?? 0),
    distance_km: Number.isFinite(distance) ? distance : null,
    marketing_carrier: marketing,
    operating_carrier: segment.operating_carrier ? normaliseCarrier(segment.operating_carrier) : marketing,
    airline: { name: marketing.name, logo_url: marketing.logo_url },
    flight_number: `${segment.marketing_carrier.iata_code ?? ''}${segment.marketing_carrier_flight_number}`,
    aircraft: segment.aircraft ? { iata_code: segment.aircraft.iata_code ?? null, name: segment.aircraft.name } : null,
    services: amenityServices(passengers[0]?.cabin?.amenities),
    stops: (segment.stops ?? []).map((stop) => {
      const minutes = durationMinutes(stop.duration ?? null);
      return {
        iata_code: stop.airport.iata_code,
        name: stop.airport.name ?? null,
        duration: minutes === null ? null : formatDuration(minutes),
      };
    }),
    passengers: passengers.map((passenger) => {
      const cabin = cabinClass(passenger.cabin_class);
      return {
        passenger_id: passenger.passenger_id,
        cabin_class: cabin,
        cabin_class_marketing_name:
          passenger.cabin_class_marketing_name ?? passenger.cabin?.marketing_name ?? CABIN_LABELS[cabin],
        fare_basis_code: passenger.fare_basis_code ?? null,
        baggages: (passenger.baggages ?? []).flatMap((bag) =>
          bag.type === 'checked' || bag.type === 'carry_on' ? [{ type: bag.type, quantity: bag.quantity }] : [],
        ),
      };
    }),
  };
}

/** Minutes from the first departure to the last arrival, each in its airport's zone; null without zones. */
function elapsedMinutes(first: DuffelSegment, last: DuffelSegment = first): number | null {
  const start = localToInstant(first.departing_at, first.origin.time_zone);
  const end = localToInstant(last.arriving_at, last.destination.time_zone);
  return start === null || end === null ? null : Math.round((end - start) / 60_000);
}

export function normaliseSlice(slice: DuffelSlice): Slice {
  const segments = slice.segments.map(normaliseSegment);
  const first = slice.segments[0];
  const last = slice.segments[slice.segments.length - 1];
  if (!first || !last) throw new Error(`Duffel slice ${slice.id} has no segments`);
  // R14: Duffel's own duration; failing that, instants in each airport's zone.
  const minutes =
    durationMinutes(slice.duration) ??
    elapsedMinutes(first, last) ??
    slice.segments.reduce((sum, segment) => sum + (durationMinutes(segment.duration) ?? 0), 0);
  return {
    id: slice.id,
    origin: normalisePlace(slice.origin),
    destination: normalisePlace(slice.destination),
    departure_time: localDateTime(first.departing_at),
    arrival_time: localDateTime(last.arriving_at),
    duration: formatDuration(minutes),
    fare_brand_name: slice.fare_brand_name ?? null,
    segments,
  };
}

function condition(value: DuffelCondition | null | undefined): Conditions['refund_before_departure'] {
  if (!value) return null;
  const currency = value.penalty_currency;
  return {
    allowed: value.allowed,
    penalty_amount: value.penalty_amount !== null && currency ? money(value.penalty_amount, currency) : null,
    penalty_currency: value.penalty_amount !== null && currency ? currency : null,
  };
}

function describe(kind: 'refund' | 'change', value: NonNullable<Conditions['refund_before_departure']>): string {
  const what = kind === 'refund' ? 'Refundable' : 'Changeable';
  if (!value.allowed) return kind === 'refund' ? 'Not refundable' : 'Changes not allowed';
  if (value.penalty_amount === null) return `${what} before departure; the airline sets the fee`;
  if (Number(value.penalty_amount) === 0) return `${what} before departure without a fee`;
  return `${what} before departure for a fee of ${value.penalty_currency} ${value.penalty_amount}`;
}

export function normaliseConditions(conditions: DuffelConditions | null | undefined): Conditions {
  const refund = condition(conditions?.refund_before_departure);
  const change = condition(conditions?.change_before_departure);
  const options: Conditions['cancellation_options'] = [];
  if (refund) options.push({ type: 'refund', ...refund, description: describe('refund', refund) });
  if (change) options.push({ type: 'change', ...change, description: describe('change', change) });
  return {
    refundable: refund?.allowed === true,
    changeable: change?.allowed === true,
    refund_before_departure: refund,
    change_before_departure: change,
    cancellation_options: options,
  };
}

function serviceText(service: DuffelService): { name: string; description: string } {
  const meta = service.metadata ?? {};
  if (service.type === 'baggage') {
    const name = meta.type === 'carry_on' ? 'Carry-on bag' : 'Checked bag';
    const weight = typeof meta.maximum_weight_kg === 'number' ? `up to ${meta.maximum_weight_kg} kg` : '';
    const size = ['maximum_length_cm', 'maximum_height_cm', 'maximum_depth_cm'].map((key) => meta[key]);
    const dimensions = size.every((n) => typeof n === 'number') ? `${size.join(' x ')} cm` : '';
    return { name, description: [weight, dimensions].filter(Boolean).join(', ') || name };
  }
  if (service.type === 'cancel_for_any_reason') {
    const copy = typeof meta.merchant_copy === 'string' ? meta.merchant_copy : '';
    return { name: 'Cancel for any reason', description: copy || 'Cancel for any reason and get a refund' };
  }
  const name = service.type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return { name, description: name };
}

export function normaliseService(service: DuffelService): AvailableService {
  return {
    id: service.id,
    type: service.type,
    ...serviceText(service),
    total_amount: money(service.total_amount, service.total_currency),
    total_currency: service.total_currency,
    maximum_quantity: Math.max(1, service.maximum_quantity ?? 1),
    passenger_ids: service.passenger_ids ?? [],
    segment_ids: service.segment_ids ?? [],
    ...(service.metadata ? { metadata: service.metadata } : {}),
  };
}

/**
 * Duffel answers a type, or an age for under-18s; R8's bands decide from the age when there is
 * one (R58: a 15-year-old searched by age is one of the search's adults, whatever type Duffel adds).
 */
export function passengerType(passenger: {
  type?: string | null;
  age?: number | null;
}): Offer['passengers'][0]['type'] {
  if (typeof passenger.age !== 'number' && (PASSENGER_TYPES as readonly string[]).includes(passenger.type ?? '')) {
    return passenger.type as Offer['passengers'][0]['type'];
  }
  const age = passenger.age ?? 18;
  return age < 2 ? 'infant_without_seat' : age < 12 ? 'child' : 'adult';
}

function normalisePassenger(passenger: DuffelOfferPassenger): Offer['passengers'][0] {
  return {
    id: passenger.id,
    type: passengerType(passenger),
    age: passenger.age ?? null,
    ...(passenger.loyalty_programme_accounts?.length ? { loyalty_accounts_told: true } : {}),
  };
}

/** Net amounts with base + tax = total exactly, whatever Duffel's three figures say. */
export function netSplit(
  total: string,
  base: string | null | undefined,
  tax: string | null | undefined,
  currency: string,
) {
  const totalMinor = toMinorUnits(total, currency);
  const taxMinor =
    tax != null
      ? Math.min(toMinorUnits(tax, currency), totalMinor)
      : base != null
        ? Math.max(0, totalMinor - toMinorUnits(base, currency))
        : 0;
  return {
    total: fromMinorUnits(totalMinor, currency),
    base: fromMinorUnits(totalMinor - taxMinor, currency),
    tax: fromMinorUnits(taxMinor, currency),
  };
}

/** An offer's six price fields from a net split, all in the total's currency. */
export function priceFields(split: ReturnType<typeof netSplit>, currency: string) {
  return {
    total_amount: split.total,
    total_currency: currency,
    base_amount: split.base,
    base_currency: currency,
    tax_amount: split.tax,
    tax_currency: currency,
  };
}

/**
 * R52: seat choice and priority boarding of the offer's brand, from its slices' conditions: included
 * only if every slice includes it, unknown if any slice does not say.
 */
export function brandExtras(slices: DuffelSlice[]): NonNullable<Offer['fare_brand_extras']> {
  const all = (read: (c: NonNullable<DuffelSlice['conditions']>) => boolean | null | undefined) => {
    const values = slices.map((slice) => (slice.conditions ? read(slice.conditions) : null));
    return values.some((v) => v === null || v === undefined) ? null : values.every(Boolean);
  };
  const seats = all((c) => c.advance_seat_selection);
  return {
    seat_selection: seats === null ? null : seats ? 'free' : 'paid',
    priority_boarding: all((c) => c.priority_boarding),
  };
}

export function normaliseOffer(offer: DuffelOffer): Offer {
  const currency = offer.total_currency;
  // Taxes in another currency than the total cannot be split exactly; treat them as unknown.
  const tax = offer.tax_currency && offer.tax_currency !== currency ? null : offer.tax_amount;
  const base = offer.base_currency && offer.base_currency !== currency ? null : offer.base_amount;
  const split = netSplit(offer.total_amount, base, tax, currency);
  return {
    id: offer.id,
    live_mode: offer.live_mode,
    created_at: offer.created_at,
    expires_at: offer.expires_at,
    ...priceFields(split, currency),
    owner: normaliseCarrier(offer.owner),
    slices: offer.slices.map(normaliseSlice),
    conditions: normaliseConditions(offer.conditions),
    fare_brand_extras: brandExtras(offer.slices),
    available_services: (offer.available_services ?? []).map(normaliseService),
    passenger_identity_documents_required: offer.passenger_identity_documents_required ?? false,
    // Types we cannot ask for (tax ids, known traveller numbers) are left out: we ask passports only.
    supported_passenger_identity_document_types: offer.supported_passenger_identity_document_types?.filter(
      (type): type is 'passport' => type === 'passport',
    ),
    passengers: offer.passengers.map(normalisePassenger),
    // R50: absent when Duffel does not say, so the offer's own carriers are taken (loyaltyProgrammesOf).
    ...(offer.supported_loyalty_programmes ? { supported_loyalty_programmes: offer.supported_loyalty_programmes } : {}),
    payment_requirements: {
      requires_instant_payment: offer.payment_requirements?.requires_instant_payment ?? true,
      price_guarantee_expires_at: offer.payment_requirements?.price_guarantee_expires_at ?? null,
      payment_required_by: offer.payment_requirements?.payment_required_by ?? null,
    },
    total_emissions_kg: offer.total_emissions_kg ?? null,
  };
}
