import { randomBytes } from 'node:crypto';
import { duffelId, duffelOffer, duffelSeatMaps, duffelServices, type RequestedSearch } from './fixtures';
import type { DuffelOffer, DuffelSeatMap } from '../../providers/flights/duffel/types';

/* The local Duffel's searching side: offer requests, offer lists, single offers, seat maps. */

export type Answer = readonly [status: number, body: unknown];

export interface StoredOffer {
  offer: DuffelOffer;
  /** "ORIGIN-DESTINATION" of each slice, joined by commas: the documented test routes key on it. */
  route: string;
  services: ReturnType<typeof duffelServices>;
  seatMaps: DuffelSeatMap[];
  /** R50: the offer's amounts before any member fare (offer-passengers.ts). */
  listed?: { total: string; base: string };
}

export function duffelError(status: number, type: string, code: string, message: string, extra: object = {}) {
  return {
    meta: { status, request_id: `Fs${randomBytes(8).toString('hex')}` },
    errors: [
      {
        type,
        code,
        title: code.replace(/_/g, ' '),
        message,
        documentation_url: 'https://duffel.com/docs/api/overview/errors',
        ...extra,
      },
    ],
  };
}

export const notFound = (): Answer => [
  404,
  duffelError(404, 'invalid_request_error', 'not_found', 'The resource you are trying to access does not exist.'),
];

export const noLongerAvailable = (type = 'airline_error'): Answer => [
  422,
  duffelError(
    422,
    type,
    'offer_no_longer_available',
    'The requested offer is no longer available, so a new search should be performed.',
  ),
];

/** R55: Duffel Airways holds are payable for about 72 h with the price guaranteed for 48 h (reference 4). */
export const HOLD_PAYABLE_MS = 72 * 3_600_000;
export const HOLD_GUARANTEE_MS = 48 * 3_600_000;

/**
 * R55: on LHR-DXB the offers may be held (requires_instant_payment false, with the deadlines a hold
 * made now would get); every other route's offers must be paid at once, as most airlines' are.
 */
function withHoldTerms(offer: DuffelOffer, route: string, now: Date): DuffelOffer {
  const holdable = route.startsWith('LHR-DXB');
  return {
    ...offer,
    payment_requirements: holdable
      ? {
          requires_instant_payment: false,
          payment_required_by: new Date(now.getTime() + HOLD_PAYABLE_MS).toISOString(),
          price_guarantee_expires_at: new Date(now.getTime() + HOLD_GUARANTEE_MS).toISOString(),
        }
      : { requires_instant_payment: true, payment_required_by: null, price_guarantee_expires_at: null },
  };
}

export function createSearchSide(now: () => Date, offersPerSearch: () => number) {
  const requests = new Map<string, StoredOffer[]>();
  const offers = new Map<string, StoredOffer>();

  function offerRequest(data: Record<string, unknown>, returnOffers: boolean): Answer {
    const search = data as unknown as RequestedSearch;
    if (!Array.isArray(search.slices) || search.slices.length === 0) {
      const source = { source: { field: 'slices', pointer: '/slices' } };
      return [
        422,
        duffelError(422, 'validation_error', 'validation_required', "Field 'slices' can't be blank", source),
      ];
    }
    // Duffel documents max_connections as 0, 1 or 2, default 1: the most connections in any slice.
    const maxConnections = search.max_connections ?? 1;
    if (maxConnections !== 0 && maxConnections !== 1 && maxConnections !== 2) {
      const source = { source: { field: 'max_connections', pointer: '/max_connections' } };
      return [
        422,
        duffelError(422, 'validation_error', 'invalid_value', "Field 'max_connections' must be 0, 1 or 2", source),
      ];
    }
    const route = search.slices.map((slice) => `${slice.origin}-${slice.destination}`).join(',');
    if (route.startsWith('STN-LHR')) {
      return [504, duffelError(504, 'api_error', 'gateway_timeout_error', 'The airline did not answer in time')];
    }
    const count = route.startsWith('PVD-RAI') ? 0 : offersPerSearch();
    const within = (offer: DuffelOffer) => offer.slices.every((slice) => slice.segments.length - 1 <= maxConnections);
    const made = Array.from({ length: count }, (_, index) => duffelOffer(search, index, now()))
      .filter(within)
      .map((offer) => withHoldTerms(offer, route, now()));
    const stored = made.map((offer): StoredOffer => {
      const services = route.startsWith('BTS-ABV') ? [] : duffelServices(offer);
      const entry = { offer, route, services, seatMaps: duffelSeatMaps(offer) };
      offers.set(offer.id, entry);
      return entry;
    });
    const id = duffelId('orq');
    requests.set(id, stored);
    const data201 = {
      id,
      live_mode: false,
      created_at: now().toISOString(),
      cabin_class: search.cabin_class,
      slices: search.slices,
      passengers: stored[0]?.offer.passengers ?? [],
      ...(returnOffers ? { offers: stored.map((entry) => entry.offer) } : {}),
    };
    return [201, { data: data201 }];
  }

  function listOffers(query: URLSearchParams): Answer {
    const stored = requests.get(query.get('offer_request_id') ?? '');
    if (!stored) return notFound();
    const limit = Math.min(200, Number(query.get('limit') ?? 50));
    const list = stored.map((entry) => entry.offer);
    if (query.get('sort') === 'total_amount') list.sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
    const cursor = query.get('after');
    const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
    const after = start + limit < list.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
    return [200, { data: list.slice(start, start + limit), meta: { limit, after, before: null } }];
  }

  function getOffer(id: string): Answer {
    const entry = offers.get(id);
    if (!entry) return notFound();
    if (entry.route.startsWith('LGW-LHR') || Date.parse(entry.offer.expires_at) <= now().getTime()) {
      return noLongerAvailable();
    }
    if (entry.route.startsWith('LHR-STN')) {
      // As Duffel documents its test routes: on this one the price rises by 10.00 on each read.
      const up = (amount: string | null | undefined) => (Number(amount ?? 0) + 10).toFixed(2);
      const { offer } = entry;
      entry.offer = { ...offer, total_amount: up(offer.total_amount), base_amount: up(offer.base_amount) };
    }
    return [200, { data: { ...entry.offer, available_services: entry.services } }];
  }

  function seatMaps(offerId: string): Answer {
    const entry = offers.get(offerId);
    return entry ? [200, { data: entry.seatMaps }] : notFound();
  }

  return { offers, offerRequest, listOffers, getOffer, seatMaps };
}
