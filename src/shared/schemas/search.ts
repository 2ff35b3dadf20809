import { z } from 'zod';
import type { CabinClass } from './flights';
import { DATE_GRID_MESSAGES, FLEX_DAYS } from './date-grid';
import {
  CABIN_CLASSES,
  earliestDepartureDate,
  isIsoDate,
  MAX_CONNECTIONS_LIMIT,
  MAX_SLICES,
  PASSENGER_LIMITS,
  passengerIssues,
  routeIssues,
  SEARCH_MAX_LIMIT,
  givenAges,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  sliceIssues,
  type PassengerAges,
  type PassengerCounts,
  type RouteValues,
  type SearchIssue,
} from './search-rules';

/*
 * The flight search request (J5, R8, R13, R20 and R22). The form
 * reuses the field schemas and the cross-field rules; the server adds paging and multi-city slices.
 * Every message a person can see is here, so client and server say the same words.
 */

// The search rules are part of this contract: one import for the form, the server and the tests.
export * from './search-rules';

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

/** Ages as a list (a body) or "7,4" (a query string); empty means not given. */
const ages = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;
    },
    z.array(z.coerce.number({ error: message }).int(message), { error: message }).optional(),
  );

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
  childAges: ages(SEARCH_MESSAGES.childAges),
  infantAges: ages(SEARCH_MESSAGES.infantAges),
  youthAges: ages(SEARCH_MESSAGES.youthAges),
};

type Path = (string | number)[];

const report = (issues: SearchIssue[], ctx: z.RefinementCtx) => {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message });
};

/** R8's cross-field rules (search-rules.ts), as zod issues. */
export function checkPassengers(value: PassengerCounts, ctx: z.RefinementCtx): void {
  report(passengerIssues(value), ctx);
}

/** J5's submit-time rules (search-rules.ts), as zod issues. */
export function checkRoute(value: RouteValues, today: string, ctx: z.RefinementCtx, at: Path = []): void {
  report(routeIssues(value, today, at), ctx);
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
export interface SearchRequest extends PassengerAges {
  /** Outbound then return for a round trip; up to 5 for multi-city (R24). */
  slices: SearchSliceInput[];
  cabinClass: CabinClass;
  adults: number;
  children: number;
  infants: number;
  /** R46: also search the airports within 100 km of the origin and/or destination. */
  nearby?: { origin: boolean; destination: boolean } | undefined;
  page: number;
  limit: number;
  /** R45: Direct only (0) narrows the airline's answer; absent, the provider's own limit. */
  maxConnections?: number | undefined;
}

const pagingFields = {
  page: count(1, Number.MAX_SAFE_INTEGER, SEARCH_MESSAGES.page).default(1),
  limit: count(1, SEARCH_MAX_LIMIT, SEARCH_MESSAGES.limit).default(SEARCH_PAGE_SIZE),
};

/** R46: true/false, also as a query string writes them ("true", "1"); absent is false. */
const nearbyFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: DATE_GRID_MESSAGES.nearbyFlag }).optional(),
);

const requestObject = z.object({
  origin: searchFields.origin.optional(),
  destination: searchFields.destination.optional(),
  departureDate: searchFields.departureDate.optional(),
  returnDate: searchFields.returnDate,
  cabinClass: searchFields.cabinClass,
  adultsCount: searchFields.adultsCount,
  childrenCount: searchFields.childrenCount,
  infantsCount: searchFields.infantsCount,
  childAges: searchFields.childAges,
  infantAges: searchFields.infantAges,
  youthAges: searchFields.youthAges,
  nearbyOrigin: nearbyFlag,
  nearbyDestination: nearbyFlag,
  ...pagingFields,
  maxConnections: count(0, MAX_CONNECTIONS_LIMIT, SEARCH_MESSAGES.maxConnections).optional(),
  slices: z
    .array(SearchSliceSchema, { error: SEARCH_MESSAGES.slicesCount })
    .min(1, SEARCH_MESSAGES.slicesCount)
    .max(MAX_SLICES, SEARCH_MESSAGES.tooManyFlights)
    .optional(),
});
type RequestObject = z.infer<typeof requestObject>;

function checkRequest(value: RequestObject, today: string, ctx: z.RefinementCtx): void {
  checkPassengers(value, ctx);
  if (value.slices) {
    if (value.origin || value.destination || value.departureDate || value.returnDate) {
      ctx.addIssue({ code: 'custom', path: ['slices'], message: SEARCH_MESSAGES.slicesAndRoute });
    }
    report(sliceIssues(value.slices, today, ['slices']), ctx);
    return;
  }
  const missing = (['origin', 'destination', 'departureDate'] as const).filter((field) => !value[field]);
  for (const field of missing) ctx.addIssue({ code: 'custom', path: [field], message: SEARCH_MESSAGES[field] });
  if (missing.length === 0) checkRoute(value as RouteValues, today, ctx);
}

/** The request a set of form fields means (the API's transform; price alerts store its result, R51). */
export function toSearchRequest(value: RequestObject): SearchRequest {
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
    ...givenAges(value),
    ...(value.nearbyOrigin || value.nearbyDestination
      ? { nearby: { origin: value.nearbyOrigin === true, destination: value.nearbyDestination === true } }
      : {}),
    page: value.page,
    limit: value.limit,
    ...(value.maxConnections !== undefined ? { maxConnections: value.maxConnections } : {}),
  };
}

/** R20: the results page's spellings (adults, children, infants) are accepted too. */
const QUERY_ALIASES = { adults: 'adultsCount', children: 'childrenCount', infants: 'infantsCount' } as const;

/** R24's later flights in a query string: origin2, destination2, departureDate2... as on /search. */
const INDEXED_SLICE = /^(origin|destination|departureDate)([2-9]|\d{2,})$/;

/** A multi-city query's flights as `slices`: the plain route is flight 1, origin2... the next ones. */
function withIndexedSlices(query: Record<string, unknown>): void {
  const later = new Map<number, Record<string, unknown>>();
  for (const key of Object.keys(query)) {
    const match = INDEXED_SLICE.exec(key);
    if (!match?.[1] || !match[2]) continue;
    const index = Number(match[2]);
    later.set(index, { ...later.get(index), [match[1]]: query[key] });
    delete query[key];
  }
  if (later.size === 0) return;
  const indexes = [...later.keys()].sort((a, b) => a - b);
  const first = { origin: query.origin, destination: query.destination, departureDate: query.departureDate };
  delete query.origin;
  delete query.destination;
  delete query.departureDate;
  // A gap (origin2 then origin4) is sent on as an empty flight, which the schema names.
  const last = indexes[indexes.length - 1] ?? 1;
  query.slices = [first, ...Array.from({ length: last - 1 }, (_, i) => later.get(i + 2) ?? {})];
}

function withAliases(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const query: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  withIndexedSlices(query);
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
    /** GET query: the same fields as strings, with R20's aliases; a multi-city's later flights as origin2... (R24). */
    query: z.preprocess(withAliases, request),
  };
}

const serverSchemas = createSearchRequestSchemas(() => earliestDepartureDate());
export const SearchRequestBodySchema = serverSchemas.body;
export const SearchRequestQuerySchema = serverSchemas.query;

/**
 * R46: GET /api/flights/date-grid: a one-way or round-trip search as GET /api/flights/search reads
 * it (paging ignored), and `days` either side (1 to 3; more is over the grid's budget, a 400).
 */
export function createDateGridQuerySchema(today: () => string) {
  return z.preprocess(
    withAliases,
    requestObject
      .extend({ days: count(1, FLEX_DAYS, DATE_GRID_MESSAGES.days).default(FLEX_DAYS) })
      .superRefine((value, ctx) => {
        if ((value.slices?.length ?? 0) > 2)
          ctx.addIssue({ code: 'custom', path: ['slices'], message: DATE_GRID_MESSAGES.multiCity });
        else checkRequest(value, today(), ctx);
      })
      .transform((value) => ({ search: toSearchRequest(value), days: value.days })),
  );
}
export const DateGridQuerySchema = createDateGridQuerySchema(() => earliestDepartureDate());
export type DateGridQuery = z.output<typeof DateGridQuerySchema>;
