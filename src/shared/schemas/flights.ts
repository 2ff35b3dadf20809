import { z } from 'zod';
import { CABIN_CLASSES } from './search-rules';

/*
 * The flight contract between server and client (J3 and J7). Shapes
 * follow Duffel's v2 objects, which the spec was written against, plus the spec's own fields
 * (conditions.refundable/changeable, segment.airline, segment.flight_number, seat `available`).
 * Money is a decimal string beside its ISO currency, as Duffel sends it; prices our API returns
 * are always the selling price (R1).
 */

// Defined beside the search's rules, free of zod, so the home page's form can list them cheaply.
export { CABIN_CLASSES };
export const CabinClassSchema = z.enum(CABIN_CLASSES);
export type CabinClass = z.infer<typeof CabinClassSchema>;

export const MoneyAmountSchema = z.string().regex(/^\d+(\.\d{1,3})?$/, 'Amount must be a decimal string');
export const CurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code');
/** ISO 8601 duration as the spec shows it, e.g. PT7H5M or P1DT2H. */
export const IsoDurationSchema = z.string().regex(/^P(\d+D)?(T(\d+H)?(\d+M)?)?$/, 'Duration must be ISO 8601');
/** Local wall-clock time at the airport, without offset (R14), e.g. 2026-12-01T08:35:00. */
export const LocalDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/);
const IsoInstantSchema = z.string().datetime({ offset: true });

export const PlaceSchema = z.object({
  type: z.enum(['airport', 'city']).default('airport'),
  iata_code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  city_name: z.string().nullable(),
  iata_city_code: z.string().nullable().optional(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  time_zone: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const CarrierSchema = z.object({
  name: z.string(),
  iata_code: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

export const BaggageSchema = z.object({ type: z.enum(['checked', 'carry_on']), quantity: z.number().int().min(0) });

export const SegmentPassengerSchema = z.object({
  passenger_id: z.string(),
  cabin_class: CabinClassSchema,
  cabin_class_marketing_name: z.string(),
  fare_basis_code: z.string().nullable().optional(),
  baggages: z.array(BaggageSchema),
});

export const SegmentSchema = z.object({
  id: z.string(),
  origin: PlaceSchema,
  destination: PlaceSchema,
  origin_terminal: z.string().nullable().optional(),
  destination_terminal: z.string().nullable().optional(),
  departing_at: LocalDateTimeSchema,
  arriving_at: LocalDateTimeSchema,
  duration: IsoDurationSchema,
  distance_km: z.number().nullable().optional(),
  marketing_carrier: CarrierSchema,
  operating_carrier: CarrierSchema,
  /** The spec's display airline: the marketing carrier's name and logo. */
  airline: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  /** Marketing flight number with the carrier code, e.g. 'BA117'. */
  flight_number: z.string(),
  aircraft: z.object({ iata_code: z.string().nullable().optional(), name: z.string() }).nullable(),
  /** Free-text services on board (meal, wifi, power...). */
  services: z.array(z.object({ type: z.string(), description: z.string() })),
  passengers: z.array(SegmentPassengerSchema),
  /** Technical stops inside this flight (same flight number, the plane lands on the way): a stop all the same. */
  stops: z
    .array(z.object({ iata_code: z.string(), name: z.string().nullable(), duration: IsoDurationSchema.nullable() }))
    .optional(),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const PenaltyConditionSchema = z
  .object({
    allowed: z.boolean(),
    penalty_amount: MoneyAmountSchema.nullable(),
    penalty_currency: CurrencySchema.nullable(),
  })
  .nullable();

export const SliceSchema = z.object({
  id: z.string(),
  origin: PlaceSchema,
  destination: PlaceSchema,
  /** Local time of the first departure and last arrival of the slice. */
  departure_time: LocalDateTimeSchema,
  arrival_time: LocalDateTimeSchema,
  duration: IsoDurationSchema,
  fare_brand_name: z.string().nullable().optional(),
  segments: z.array(SegmentSchema).min(1),
});
export type Slice = z.infer<typeof SliceSchema>;

export const CancellationOptionSchema = z.object({
  type: z.enum(['refund', 'change']),
  allowed: z.boolean(),
  penalty_amount: MoneyAmountSchema.nullable(),
  penalty_currency: CurrencySchema.nullable(),
  description: z.string(),
});

export const ConditionsSchema = z.object({
  refundable: z.boolean(),
  changeable: z.boolean(),
  refund_before_departure: PenaltyConditionSchema,
  change_before_departure: PenaltyConditionSchema,
  cancellation_options: z.array(CancellationOptionSchema),
});
export type Conditions = z.infer<typeof ConditionsSchema>;

export const AvailableServiceSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  total_amount: MoneyAmountSchema,
  total_currency: CurrencySchema,
  maximum_quantity: z.number().int().min(1),
  passenger_ids: z.array(z.string()),
  segment_ids: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AvailableService = z.infer<typeof AvailableServiceSchema>;

export const IDENTITY_DOCUMENT_TYPES = [
  'passport',
  'tax_id',
  'known_traveler_number',
  'passenger_redress_number',
] as const;
export const PASSENGER_TYPES = ['adult', 'child', 'infant_without_seat'] as const;
export const OfferPassengerSchema = z.object({
  id: z.string(),
  type: z.enum(PASSENGER_TYPES),
  age: z.number().int().nullable().optional(),
  /**
   * R50: the airline holds loyalty numbers told earlier for this passenger on this offer (Duffel
   * shows them on the offer's passenger). Only whether any: the numbers are someone's own.
   */
  loyalty_accounts_told: z.boolean().optional(),
});

/** R52: what a fare brand includes beyond Duffel's conditions; null = the airline does not say. */
export const SEAT_SELECTIONS = ['free', 'standard_free', 'paid'] as const;
export const FareBrandExtrasSchema = z.object({
  seat_selection: z.enum(SEAT_SELECTIONS).nullable(),
  priority_boarding: z.boolean().nullable(),
});
export type FareBrandExtras = z.infer<typeof FareBrandExtrasSchema>;

/** R52: one fare of a group (the same flights sold as another brand), at selling price. */
export const FareBrandSummarySchema = z.object({
  offer_id: z.string(),
  name: z.string(),
  total_amount: MoneyAmountSchema,
  total_currency: CurrencySchema,
  cabin_class: CabinClassSchema,
  cabin_marketing_name: z.string(),
  /** Per passenger (the first adult's allowance); null when the airline does not say. */
  checked_bags: z.number().int().min(0).nullable(),
  carry_on_bags: z.number().int().min(0).nullable(),
  refund: PenaltyConditionSchema,
  change: PenaltyConditionSchema,
  ...FareBrandExtrasSchema.shape,
});
export type FareBrandSummary = z.infer<typeof FareBrandSummarySchema>;

export const OfferSchema = z.object({
  id: z.string(),
  live_mode: z.boolean(),
  created_at: IsoInstantSchema,
  expires_at: IsoInstantSchema,
  total_amount: MoneyAmountSchema,
  total_currency: CurrencySchema,
  base_amount: MoneyAmountSchema,
  base_currency: CurrencySchema,
  tax_amount: MoneyAmountSchema,
  tax_currency: CurrencySchema,
  owner: CarrierSchema,
  slices: z.array(SliceSchema).min(1),
  conditions: ConditionsSchema,
  available_services: z.array(AvailableServiceSchema),
  passenger_identity_documents_required: z.boolean(),
  /** Duffel's list; [] means the airline takes no document; absent (older offers) means a passport. */
  supported_passenger_identity_document_types: z.array(z.enum(IDENTITY_DOCUMENT_TYPES)).optional(),
  /** R50: Duffel's list of airline IATA codes whose loyalty programmes this offer takes. */
  supported_loyalty_programmes: z.array(z.string()).optional(),
  passengers: z.array(OfferPassengerSchema).min(1),
  payment_requirements: z.object({
    requires_instant_payment: z.boolean(),
    price_guarantee_expires_at: IsoInstantSchema.nullable(),
    payment_required_by: IsoInstantSchema.nullable(),
  }),
  total_emissions_kg: z.string().nullable().optional(),
  /** R52: the sandbox's brand extras (seat choice, priority boarding); Duffel's offers do not say. */
  fare_brand_extras: FareBrandExtrasSchema.optional(),
  /** R52: the group's key (same flights, other brands); set by our server on lists and offer pages. */
  fare_group: z.string().optional(),
  /** R52: every fare of the group, cheapest first, this one included; set by our server. */
  fare_brands: z.array(FareBrandSummarySchema).optional(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const SearchResponseSchema = z.object({
  offers: z.array(OfferSchema),
  total_count: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /** The list is the cheapest OFFER_LIST_CAP the airline offered, not all it has: sorts and filters apply to these. */
  cheapest_only: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/* Seat maps: one per segment, in the spec's reading (cabins -> rows -> sections -> elements). */

export const SeatElementSchema = z.object({
  type: z.enum([
    'seat',
    'restricted_seat_general',
    'bassinet',
    'empty',
    'exit_row',
    'lavatory',
    'galley',
    'closet',
    'stairs',
  ]),
  designator: z.string().optional(),
  name: z.string().optional(),
  available: z.boolean().optional(),
  disclosures: z.array(z.string()).optional(),
  available_services: z
    .array(
      z.object({
        id: z.string(),
        passenger_id: z.string(),
        total_amount: MoneyAmountSchema,
        total_currency: CurrencySchema,
      }),
    )
    .optional(),
});
export type SeatElement = z.infer<typeof SeatElementSchema>;

export const SeatRowSchema = z.object({
  number: z.number().int().nullable(),
  sections: z.array(z.object({ elements: z.array(SeatElementSchema) })),
});

export const SeatMapSchema = z.object({
  id: z.string(),
  slice_id: z.string(),
  segment_id: z.string(),
  cabins: z.array(
    z.object({
      cabin_class: CabinClassSchema,
      deck: z.number().int().min(0),
      aisles: z.number().int().min(1).max(2),
      /** Seats per section left to right, e.g. [3, 3] or [3, 4, 3]. */
      deck_configuration: z.array(z.number().int().min(1)),
      wings: z.object({ first_row_index: z.number().int(), last_row_index: z.number().int() }).nullable(),
      rows: z.array(SeatRowSchema),
    }),
  ),
});
export type SeatMap = z.infer<typeof SeatMapSchema>;
export const SeatMapsResponseSchema = z.array(SeatMapSchema);

/* GET /api/flights/verify-offer/{id} */
export const VerifyOfferSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  error: z.string().nullable(),
  offer_id: z.string(),
  expires_at: IsoInstantSchema.nullable(),
  minutes_remaining: z.number().int().min(0).nullable(),
});
export type VerifyOffer = z.infer<typeof VerifyOfferSchema>;
