import { fakeApi as scriptApi, type Answer, type ApiCall } from '../../testing/fake-api';
import { currentLocation, currentParams, renderRoutes } from '../../testing/render';
import type { Offer, SearchResponse, Segment, Slice } from '../../../shared/schemas/flights';
import { NO_CONDITIONS, testOffer } from '../../testing/offers';
import { ResultsPage } from './results-page';

/* Test helpers for the results screen: offers that pass the shared schema, a scripted API, a router. */

const place = (code: string, city: string, country = 'US') => ({
  type: 'airport' as const,
  iata_code: code,
  name: `${city} Airport`,
  city_name: city,
  country_code: country,
});

const CITIES: Record<string, [string, string]> = {
  JFK: ['New York', 'US'],
  LHR: ['London', 'GB'],
  DUB: ['Dublin', 'IE'],
  KEF: ['Reykjavik', 'IS'],
  BOS: ['Boston', 'US'],
};
const placeOf = (code: string) => place(code, CITIES[code]?.[0] ?? code, CITIES[code]?.[1] ?? 'US');

export interface SliceSpec {
  /** Airports in order: ['JFK', 'LHR'] is direct, ['JFK', 'DUB', 'LHR'] one stop. */
  route: string[];
  departs: string;
  arrives: string;
  duration?: string;
  carrier?: string;
  carrierName?: string;
  checkedBags?: number;
}

function segment(from: string, to: string, spec: SliceSpec, index: number): Segment {
  const carrier = spec.carrier ?? 'BA';
  const name = spec.carrierName ?? 'British Airways';
  return {
    id: `seg_${from}_${to}_${index}_${spec.departs}`,
    origin: placeOf(from),
    destination: placeOf(to),
    departing_at: spec.departs,
    arriving_at: spec.arrives,
    duration: spec.duration ?? 'PT7H',
    marketing_carrier: { name, iata_code: carrier, logo_url: `https://logos.test/${carrier}.svg` },
    operating_carrier: { name, iata_code: carrier, logo_url: null },
    airline: { name, logo_url: `https://logos.test/${carrier}.svg` },
    flight_number: `${carrier}${100 + index}`,
    aircraft: { name: 'Boeing 777-300ER' },
    services: [],
    passengers: [
      {
        passenger_id: 'pas_1',
        cabin_class: 'economy',
        cabin_class_marketing_name: 'Economy',
        baggages: [
          { type: 'checked', quantity: spec.checkedBags ?? 0 },
          { type: 'carry_on', quantity: 1 },
        ],
      },
    ],
  };
}

function slice(spec: SliceSpec, index: number): Slice {
  const route = spec.route;
  return {
    id: `sli_${index}_${spec.departs}`,
    origin: placeOf(route[0] ?? 'JFK'),
    destination: placeOf(route[route.length - 1] ?? 'LHR'),
    departure_time: spec.departs,
    arrival_time: spec.arrives,
    duration: spec.duration ?? 'PT7H',
    segments: route.slice(1).map((to, i) => segment(route[i] ?? 'JFK', to, spec, i)),
  };
}

export interface OfferSpec {
  id: string;
  price: string;
  currency?: string;
  slices?: SliceSpec[];
  refundable?: boolean;
  owner?: { name: string; iata_code: string | null; logo_url?: string | null };
  passengers?: number;
}

const DIRECT: SliceSpec = { route: ['JFK', 'LHR'], departs: '2026-12-11T18:00:00', arrives: '2026-12-12T06:00:00' };

/** An offer the shared OfferSchema accepts; by default one direct BA flight JFK-LHR overnight. */
export function makeOffer(spec: OfferSpec): Offer {
  const slices = (spec.slices ?? [DIRECT]).map(slice);
  const carrier = spec.slices?.[0]?.carrier ?? 'BA';
  return testOffer({
    id: spec.id,
    created_at: '2026-11-21T10:00:00.000Z',
    expires_at: '2026-11-21T10:30:00.000Z',
    total_amount: spec.price,
    total_currency: spec.currency ?? 'USD',
    base_amount: spec.price,
    base_currency: spec.currency ?? 'USD',
    tax_amount: '0.00',
    tax_currency: spec.currency ?? 'USD',
    owner: {
      name: spec.owner?.name ?? spec.slices?.[0]?.carrierName ?? 'British Airways',
      iata_code: spec.owner ? spec.owner.iata_code : carrier,
      logo_url: spec.owner?.logo_url ?? null,
    },
    slices,
    conditions: { ...NO_CONDITIONS, refundable: spec.refundable ?? false },
    passengers: Array.from({ length: spec.passengers ?? 1 }, (_, i) => ({
      id: `pas_${i + 1}`,
      type: 'adult' as const,
    })),
    payment_requirements: {
      requires_instant_payment: false,
      price_guarantee_expires_at: null,
      payment_required_by: null,
    },
  });
}

/** n direct offers priced from `start` upward in steps of 10, ids off_{from + i}. */
export function offerRange(count: number, from = 1, start = 100): Offer[] {
  return Array.from({ length: count }, (_, i) =>
    makeOffer({ id: `off_${from + i}`, price: `${start + (from + i - 1) * 10}.00` }),
  );
}

export function page(offers: Offer[], total = offers.length, pageNumber = 1, limit = 30): SearchResponse {
  return { offers, total_count: total, page: pageNumber, limit };
}

export type Call = ApiCall;

/** R46's price grid, as the sandbox answers a one-way search with nothing found. */
export const DATE_GRID_ROUTE = 'GET /api/flights/date-grid';
const NO_GRID = { status: 200, body: { departureDates: [], returnDates: [], cells: [], budget: 0, providerCalls: 0 } };

/** Answers every call with `answer(call)` and records each (the price grid's aside: tested on its own). */
export function fakeApi(answer: (call: Call) => Answer | Promise<Answer>): Call[] {
  return scriptApi({ [DATE_GRID_ROUTE]: NO_GRID }, { fallback: answer, unrecorded: [DATE_GRID_ROUTE] });
}

/** The results page at `path` with a fresh query client, and the current location shown. */
export function renderResults(path: string) {
  return renderRoutes(path, [{ path: '/search', element: <ResultsPage /> }]);
}

export { currentLocation, currentParams };
