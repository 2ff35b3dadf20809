import type { Airport } from '../../../../shared/airports/types';
import type { AvailableService, CabinClass, Offer, Place, Segment, Slice } from '../../../../shared/schemas/flights';
import type { OfferQuery } from '../types';
import { carrierOf } from './airlines';
import {
  adultSliceFare,
  carryOnPrice,
  checkedBagPrice,
  conditionsFor,
  passengerFare,
  sliceTaxes,
  type FareBrand,
  type PassengerType,
  type TripContext,
} from './fares';
import type { Itinerary } from './itineraries';
import { flightEmissionsKg } from './emissions';
import { CURRENCY, toAmount } from './money';
import { tierOf } from './network';
import { scenarioFor } from './scenarios';
import { hash32, shortHash } from './prng';
import type { Flight } from './schedule';
import { DAY_MS, formatLocal, isoDuration, MINUTE_MS, parseDay } from './time';

/* Turns a planned journey (itineraries per slice, a fare brand) into the shared Offer shape. */

export interface PlannedOffer {
  slices: Itinerary[];
  /** The cabin the passengers sit in on each leg of each slice. */
  cabins: CabinClass[][];
  brand: FareBrand;
  trip: TripContext;
}

export interface OfferPassenger {
  id: string;
  type: PassengerType;
  /** The age searched with (children and infants, R26); null when the search gave none. */
  age: number | null;
}

export interface BuildContext {
  query: OfferQuery;
  searchedAt: number;
  expiresAt: number;
  /** UTC day of the search: prices hold for the day. */
  searchDay: string;
  passengers: OfferPassenger[];
}

const CABIN_LABEL: Record<CabinClass, string> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

/**
 * Passengers in the offer's order: adults of 18 or over, then those aged 12-17 (R58), then
 * children, then infants. Ids are shared by the whole search.
 */
export function offerPassengers(query: OfferQuery, searchKey: string): OfferPassenger[] {
  const prefix = `pas_${shortHash(searchKey, 10)}`;
  const types: PassengerType[] = [
    ...Array<PassengerType>(query.adults).fill('adult'),
    ...Array<PassengerType>(query.children).fill('child'),
    ...Array<PassengerType>(query.infants).fill('infant_without_seat'),
  ];
  // R26: the age each child and infant was searched with, as Duffel's offers carry it.
  const youths = query.youthAges ?? [];
  const ages = [
    ...Array<number | null>(query.adults - youths.length).fill(null),
    ...youths,
    ...(query.childAges ?? Array<null>(query.children).fill(null)),
    ...(query.infantAges ?? Array<null>(query.infants).fill(null)),
  ];
  return types.map((type, i) => ({ id: `${prefix}_${i + 1}`, type, age: ages[i] ?? null }));
}

/** What the id's second checksum covers: the flights, cabins and fare brand. */
export function contentSignature(plan: PlannedOffer): string {
  return `${plan.slices.map((s) => s.key).join('/')}|${plan.cabins.map((c) => c.join(',')).join('/')}|${plan.brand.key}`;
}

export function offerToken(offerId: string): string {
  return shortHash(offerId, 10);
}

const places = new Map<string, Place>();

/** Built once per airport; every segment gets its own copy, so callers may change theirs. */
export function place(airport: Airport): Place {
  const cached = places.get(airport.iata_code);
  if (cached) return { ...cached };
  const made: Place = {
    type: 'airport',
    iata_code: airport.iata_code,
    name: airport.name,
    city_name: airport.city_name || null,
    iata_city_code: airport.city_code,
    country_code: airport.country_code,
    time_zone: airport.time_zone,
    latitude: airport.latitude,
    longitude: airport.longitude,
  };
  places.set(airport.iata_code, made);
  return made;
}

function terminal(airport: Airport, airline: string): string | null {
  const tier = tierOf(airport.iata_code);
  const count = tier === 'hub' ? 4 : tier === 'large' ? 2 : 0;
  return count ? String(1 + (hash32(`terminal:${airport.iata_code}:${airline}`) % count)) : null;
}

function onBoard(leg: Flight, cabin: CabinClass): Segment['services'] {
  const services: Segment['services'] = [];
  const lowCost = leg.airline.scope === 'low_cost';
  const premium = cabin !== 'economy';
  if (!lowCost && (leg.distanceKm > 2500 || (premium && leg.distanceKm > 1000))) {
    services.push({ type: 'meal', description: leg.distanceKm > 6000 ? 'Two meals included' : 'Meal included' });
  } else if (!lowCost && leg.distanceKm > 700) {
    services.push({ type: 'meal', description: 'Complimentary snacks and drinks' });
  } else if (leg.distanceKm > 700) {
    services.push({ type: 'meal', description: 'Food and drinks to buy' });
  }
  if (leg.aircraft.body === 'narrow' || leg.aircraft.body === 'wide') {
    services.push({ type: 'wifi', description: 'Wi-Fi available (paid)' });
  }
  if (leg.aircraft.body === 'wide') {
    services.push({ type: 'power', description: 'Power outlet at every seat' });
    services.push({ type: 'entertainment', description: 'Seatback entertainment' });
  }
  return services;
}

function fareBasis(brand: FareBrand, it: Itinerary, daysToDeparture: number): string {
  const season = daysToDeparture < 14 ? 'H' : 'L';
  return `${brand.bookingClass}${season}${shortHash(`${it.owner.iata}:${it.odKm}`, 3).toUpperCase()}${brand.key.length % 9}`;
}

function marketingName(brand: FareBrand, cabin: CabinClass): string {
  if (cabin !== brand.cabin) return CABIN_LABEL[cabin];
  return /economy|business|first|premium/i.test(brand.name) ? brand.name : `${CABIN_LABEL[cabin]} ${brand.name}`;
}

export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((parseDay(toDay) - parseDay(fromDay)) / DAY_MS);
}

/**
 * The fare and taxes of a planned offer for all its passengers, in cents: what buildOffer charges,
 * computed without building the offer (R46's grid wants only the cheapest of ~300).
 */
export function plannedFareCents(plan: PlannedOffer, ctx: BuildContext): { baseCents: number; taxCents: number } {
  let baseCents = 0;
  let taxCents = 0;
  plan.slices.forEach((it, s) => {
    const cabins = plan.cabins[s] ?? [];
    const day = ctx.query.slices[s]?.departureDate ?? ctx.searchDay;
    const adultFare = adultSliceFare(
      it,
      plan.brand,
      daysBetween(ctx.searchDay, day),
      ctx.searchDay,
      plan.slices.length,
    );
    for (const passenger of ctx.passengers) {
      const fareCents = passengerFare(adultFare, passenger.type) * 100;
      baseCents += fareCents;
      taxCents += sliceTaxes(it.legs, cabins, passenger.type, fareCents);
    }
  });
  return { baseCents, taxCents };
}

export function buildOffer(id: string, plan: PlannedOffer, ctx: BuildContext): Offer {
  const token = offerToken(id);
  const { brand, trip } = plan;
  const seated = ctx.passengers.filter((p) => p.type !== 'infant_without_seat');
  const { baseCents, taxCents } = plannedFareCents(plan, ctx);
  let emissions = 0;
  const services: AvailableService[] = [];

  const slices: Slice[] = plan.slices.map((it, s) => {
    const cabins = plan.cabins[s] ?? [];
    const day = ctx.query.slices[s]?.departureDate ?? ctx.searchDay;
    const basis = fareBasis(brand, it, daysBetween(ctx.searchDay, day));
    const segments: Segment[] = it.legs.map((leg, l) => {
      const cabin = cabins[l] ?? brand.cabin;
      emissions += flightEmissionsKg(leg.distanceKm, leg.aircraft, cabin, seated.length);
      return {
        id: `seg_${token}_${s}_${l}`,
        origin: place(leg.from),
        destination: place(leg.to),
        origin_terminal: terminal(leg.from, leg.airline.iata),
        destination_terminal: terminal(leg.to, leg.airline.iata),
        departing_at: formatLocal(leg.depLocal),
        arriving_at: formatLocal(leg.arrLocal),
        duration: isoDuration((leg.arrUtc - leg.depUtc) / MINUTE_MS),
        distance_km: Math.round(leg.distanceKm),
        marketing_carrier: carrierOf(leg.airline.iata),
        operating_carrier: carrierOf(leg.operator),
        airline: { name: leg.airline.name, logo_url: carrierOf(leg.airline.iata).logo_url },
        flight_number: leg.flightNumber,
        aircraft: { iata_code: leg.aircraft.iata, name: leg.aircraft.name },
        services: onBoard(leg, cabin),
        // The sandbox's flights land only where they end: no technical stops.
        stops: [],
        passengers: ctx.passengers.map((p) => {
          const infant = p.type === 'infant_without_seat';
          return {
            passenger_id: p.id,
            cabin_class: cabin,
            cabin_class_marketing_name: marketingName(brand, cabin),
            fare_basis_code: basis,
            baggages: [
              { type: 'checked' as const, quantity: infant ? 0 : brand.checkedBags },
              { type: 'carry_on' as const, quantity: infant ? 0 : brand.carryOn },
            ],
          };
        }),
      };
    });
    const first = it.legs[0];
    const last = it.legs[it.legs.length - 1];
    if (!first || !last) throw new Error('a slice needs a flight');
    const segmentIds = segments.map((seg) => seg.id);
    seated.forEach((p, n) => {
      const route = `${first.from.iata_code}-${last.to.iata_code}`;
      const bag = (kind: string, price: number, max: number, name: string, description: string, metadata: object) =>
        services.push({
          id: `ase_${token}_${kind}${s}p${n}`,
          type: 'baggage',
          name,
          description,
          total_amount: toAmount(price),
          total_currency: CURRENCY,
          maximum_quantity: max,
          passenger_ids: [p.id],
          segment_ids: segmentIds,
          metadata: { ...metadata },
        });
      bag('b', checkedBagPrice(trip, it.odKm), 2, 'Checked bag', `Extra checked bag up to 23 kg, ${route}`, {
        type: 'checked',
        maximum_weight_kg: 23,
        maximum_length_cm: 90,
        maximum_height_cm: 75,
        maximum_depth_cm: 43,
      });
      if (brand.carryOn === 0) {
        bag('c', carryOnPrice(it.odKm), 1, 'Cabin bag', `Cabin bag up to 10 kg in the overhead locker, ${route}`, {
          type: 'carry_on',
          maximum_weight_kg: 10,
          maximum_length_cm: 55,
          maximum_height_cm: 40,
          maximum_depth_cm: 20,
        });
      }
    });
    return {
      id: `sli_${token}_${s}`,
      origin: place(first.from),
      destination: place(last.to),
      departure_time: formatLocal(first.depLocal),
      arrival_time: formatLocal(last.arrLocal),
      duration: isoDuration(it.durationMinutes),
      fare_brand_name: brand.name,
      segments,
    };
  });

  const expiresAt = new Date(ctx.expiresAt).toISOString();
  const documents: 'passport'[] = scenarioFor(ctx.query) === 'no_identity_documents' ? [] : ['passport'];
  const international = plan.slices.some((it) => it.legs.some((l) => l.from.country_code !== l.to.country_code));
  return {
    id,
    live_mode: false,
    created_at: new Date(ctx.searchedAt).toISOString(),
    expires_at: expiresAt,
    total_amount: toAmount(baseCents + taxCents),
    total_currency: CURRENCY,
    base_amount: toAmount(baseCents),
    base_currency: CURRENCY,
    tax_amount: toAmount(taxCents),
    tax_currency: CURRENCY,
    owner: carrierOf(trip.owner.iata),
    slices,
    conditions: conditionsFor(brand, seated.length),
    available_services: services,
    passenger_identity_documents_required: international && documents.length > 0,
    supported_passenger_identity_document_types: documents,
    // R50: the sandbox airline takes the programmes of every airline that sells or flies the trip.
    supported_loyalty_programmes: loyaltyProgrammes(slices),
    passengers: ctx.passengers.map((p) => ({ id: p.id, type: p.type, age: p.age ?? null })),
    payment_requirements: {
      requires_instant_payment: true,
      price_guarantee_expires_at: expiresAt,
      payment_required_by: null,
    },
    total_emissions_kg: String(Math.round(emissions)),
    fare_brand_extras: { seat_selection: brand.seats, priority_boarding: brand.priority },
  };
}

/** R50: the marketing and operating carriers of the trip, each once, sorted. */
function loyaltyProgrammes(slices: readonly Slice[]): string[] {
  const codes = new Set<string>();
  for (const segment of slices.flatMap((slice) => slice.segments)) {
    if (segment.marketing_carrier.iata_code) codes.add(segment.marketing_carrier.iata_code);
    if (segment.operating_carrier.iata_code) codes.add(segment.operating_carrier.iata_code);
  }
  return [...codes].sort();
}
