import { z } from 'zod';
import { CABIN_CLASSES, type CabinClass } from './flights';

/*
 * The flight search request (booking-journey.md section 5, decisions 8, 13, 20 and 22). The form
 * reuses the field schemas and the cross-field rules; the server adds paging and multi-city slices.
 * Every message a person can see is here, so client and server say the same words.
 */

export const SEARCH_MESSAGES = {
  origin: 'Please select an origin airport',
  destination: 'Please select a destination airport',
  departureDate: 'Please select a departure date',
  departureDateFormat: 'Departure date must be a date written yyyy-MM-dd',
  returnDateFormat: 'Return date must be a date written yyyy-MM-dd',
  cabinClass: 'Cabin class must be economy, premium_economy, business or first',
  adultsMin: 'At least 1 adult is required',
  adultsMax: 'At most 9 adults can travel on one booking',
  children: 'Children must be between 0 and 8',
  infants: 'Infants must be a whole number, 0 or more',
  infantsOverAdults: "Each infant travels on an adult's lap: there cannot be more infants than adults",
  totalPassengers: 'At most 9 passengers can travel on one booking',
  sameAirports: 'Origin and destination cannot be the same',
  pastDeparture: 'Departure date cannot be in the past',
  returnBeforeDeparture: 'Return date must be after departure date',
  page: 'Page must be a whole number, 1 or more',
  limit: 'Limit must be a whole number between 1 and 100',
  slicesCount: 'A search has 1 to 4 flights',
  slicesAndRoute: 'Send either slices or origin, destination and dates, not both',
  sliceOrder: 'Each flight must depart on or after the flight before it',
} as const;

/** Decision 8: one reading of passenger counts everywhere (steppers clamp at these). */
export const PASSENGER_LIMITS = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 8 },
  /** Infants also may not outnumber adults. */
  infants: { min: 0, max: 8 },
  total: 9,
} as const;

export const SEARCH_PAGE_SIZE = 30;
export const SEARCH_MAX_LIMIT = 100;
export const MAX_SLICES = 4;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The earliest departure date the server accepts: the calendar date at UTC-12, the last time
 * zone on earth to leave a day. A traveller anywhere whose local date is "today" is therefore
 * never told their date is in the past, while yesterday everywhere is refused (decision 22).
 */
export function earliestDepartureDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

const airportCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, message);

const isoDate = (missing: string, malformed: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((value) => value === '' || isIsoDate(value), malformed);

/** Whole numbers from a form (numbers) or a query string (digits). */
const count = (min: number, max: number, tooLow: string, tooHigh = tooLow) =>
  z.coerce.number({ error: tooLow }).int(tooLow).min(min, tooLow).max(max, tooHigh);

/** Field by field, for the search form and the API alike. */
export const searchFields = {
  origin: airportCode(SEARCH_MESSAGES.origin),
  destination: airportCode(SEARCH_MESSAGES.destination),
  departureDate: isoDate(SEARCH_MESSAGES.departureDate, SEARCH_MESSAGES.departureDateFormat),
  // An empty return date (one-way, or a cleared field) means none.
  returnDate: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    isoDate(SEARCH_MESSAGES.returnDateFormat, SEARCH_MESSAGES.returnDateFormat).optional(),
  ),
  cabinClass: z.enum(CABIN_CLASSES, { error: SEARCH_MESSAGES.cabinClass }).default('economy'),
  adultsCount: count(
    PASSENGER_LIMITS.adults.min,
    PASSENGER_LIMITS.adults.max,
    SEARCH_MESSAGES.adultsMin,
    SEARCH_MESSAGES.adultsMax,
  ).default(1),
  childrenCount: count(PASSENGER_LIMITS.children.min, PASSENGER_LIMITS.children.max, SEARCH_MESSAGES.children).default(
    0,
  ),
  infantsCount: count(PASSENGER_LIMITS.infants.min, PASSENGER_LIMITS.infants.max, SEARCH_MESSAGES.infants).default(0),
};

export interface PassengerCounts {
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
}

export interface RouteValues {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
}

type Path = (string | number)[];

/** Decision 8's cross-field rules, on the field a person would change. */
export function checkPassengers(value: PassengerCounts, ctx: z.RefinementCtx): void {
  if (value.infantsCount > value.adultsCount) {
    ctx.addIssue({ code: 'custom', path: ['infantsCount'], message: SEARCH_MESSAGES.infantsOverAdults });
  }
  if (value.adultsCount + value.childrenCount + value.infantsCount > PASSENGER_LIMITS.total) {
    ctx.addIssue({ code: 'custom', path: ['passengers'], message: SEARCH_MESSAGES.totalPassengers });
  }
}

/**
 * The submit-time rules of section 5. `today` is yyyy-MM-dd: the browser's own date on the form,
 * earliestDepartureDate() on the server. A return on the departure day is allowed ("not before").
 */
export function checkRoute(value: RouteValues, today: string, ctx: z.RefinementCtx, at: Path = []): void {
  if (value.origin === value.destination) {
    ctx.addIssue({ code: 'custom', path: [...at, 'destination'], message: SEARCH_MESSAGES.sameAirports });
  }
  // A malformed date already has its own message; comparing it would only add noise.
  if (!isIsoDate(value.departureDate)) return;
  if (value.departureDate < today) {
    ctx.addIssue({ code: 'custom', path: [...at, 'departureDate'], message: SEARCH_MESSAGES.pastDeparture });
  }
  if (value.returnDate !== undefined && isIsoDate(value.returnDate) && value.returnDate < value.departureDate) {
    ctx.addIssue({ code: 'custom', path: [...at, 'returnDate'], message: SEARCH_MESSAGES.returnBeforeDeparture });
  }
}

/** The search form's schema; `today` is read at each validation so a form left open overnight stays right. */
export function createSearchFormSchema(today: () => string) {
  return z.object(searchFields).superRefine((value, ctx) => {
    checkRoute(value, today(), ctx);
    checkPassengers(value, ctx);
  });
}
export type SearchFormValues = z.infer<ReturnType<typeof createSearchFormSchema>>;

/* The API: POST /api/flights/search (body) and GET /api/flights/search (query). */

export const SearchSliceSchema = z.object({
  origin: searchFields.origin,
  destination: searchFields.destination,
  departureDate: searchFields.departureDate,
});
export type SearchSliceInput = z.infer<typeof SearchSliceSchema>;

/** What a valid search request means, whichever way it was written. */
export interface SearchRequest {
  /** Outbound then return for a round trip; 1 to 4 for multi-city (decision 13). */
  slices: SearchSliceInput[];
  cabinClass: CabinClass;
  adults: number;
  children: number;
  infants: number;
  page: number;
  limit: number;
}

const pagingFields = {
  page: count(1, Number.MAX_SAFE_INTEGER, SEARCH_MESSAGES.page).default(1),
  limit: count(1, SEARCH_MAX_LIMIT, SEARCH_MESSAGES.limit).default(SEARCH_PAGE_SIZE),
};

const requestObject = z.object({
  origin: searchFields.origin.optional(),
  destination: searchFields.destination.optional(),
  departureDate: searchFields.departureDate.optional(),
  returnDate: searchFields.returnDate,
  cabinClass: searchFields.cabinClass,
  adultsCount: searchFields.adultsCount,
  childrenCount: searchFields.childrenCount,
  infantsCount: searchFields.infantsCount,
  ...pagingFields,
  slices: z
    .array(SearchSliceSchema, { error: SEARCH_MESSAGES.slicesCount })
    .min(1, SEARCH_MESSAGES.slicesCount)
    .max(MAX_SLICES, SEARCH_MESSAGES.slicesCount)
    .optional(),
});
type RequestObject = z.infer<typeof requestObject>;

function checkRequest(value: RequestObject, today: string, ctx: z.RefinementCtx): void {
  checkPassengers(value, ctx);
  if (value.slices) {
    if (value.origin || value.destination || value.departureDate || value.returnDate) {
      ctx.addIssue({ code: 'custom', path: ['slices'], message: SEARCH_MESSAGES.slicesAndRoute });
    }
    value.slices.forEach((slice, index) => {
      checkRoute(slice, today, ctx, ['slices', index]);
      const previous = value.slices?.[index - 1];
      if (previous && slice.departureDate < previous.departureDate) {
        ctx.addIssue({ code: 'custom', path: ['slices', index, 'departureDate'], message: SEARCH_MESSAGES.sliceOrder });
      }
    });
    return;
  }
  const missing = (['origin', 'destination', 'departureDate'] as const).filter((field) => !value[field]);
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: SEARCH_MESSAGES[field] });
  if (missing.length === 0) checkRoute(value as RouteValues, today, ctx);
}

function toSearchRequest(value: RequestObject): SearchRequest {
  const slices = value.slices ?? [
    { origin: value.origin ?? '', destination: value.destination ?? '', departureDate: value.departureDate ?? '' },
    ...(value.returnDate
      ? [{ origin: value.destination ?? '', destination: value.origin ?? '', departureDate: value.returnDate }]
      : []),
  ];
  return {
    slices,
    cabinClass: value.cabinClass,
    adults: value.adultsCount,
    children: value.childrenCount,
    infants: value.infantsCount,
    page: value.page,
    limit: value.limit,
  };
}

/** Decision 20: the results page's spellings (adults, children, infants) are accepted too. */
const QUERY_ALIASES = { adults: 'adultsCount', children: 'childrenCount', infants: 'infantsCount' } as const;

function withAliases(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const query: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [alias, field] of Object.entries(QUERY_ALIASES)) {
    if (query[field] === undefined && query[alias] !== undefined) query[field] = query[alias];
    delete query[alias];
  }
  // Empty parameters are "not given" (the client sends only non-empty ones, links may not).
  for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
  return query;
}

/** Both request schemas; `today` as in checkRoute. */
export function createSearchRequestSchemas(today: () => string) {
  const request = requestObject
    .superRefine((value, ctx) => checkRequest(value, today(), ctx))
    .transform(toSearchRequest);
  return {
    /** POST body: the form's fields, or `slices`; page 1 and 30 offers unless told. */
    body: request,
    /** GET query: the same fields as strings, with decision 20's aliases; no `slices`. */
    query: z.preprocess(withAliases, request),
  };
}

const serverSchemas = createSearchRequestSchemas(() => earliestDepartureDate());
export const SearchRequestBodySchema = serverSchemas.body;
export const SearchRequestQuerySchema = serverSchemas.query;
