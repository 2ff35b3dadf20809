import type { OfferQuery } from '../types';

/*
 * Routes that make the sandbox airline misbehave on purpose, so every error path can be walked
 * in the browser and in tests, modelled on Duffel's test-mode routes (PVD-RAI has no offers there
 * too). They match the first slice's exact codes, in that direction only, whatever the dates,
 * cabin or passengers; the same codes the other way round behave normally.
 */

export type ScenarioKind =
  | 'no_offers'
  | 'search_timeout'
  | 'offer_no_longer_available'
  | 'price_changes_at_order'
  | 'order_fails_after_payment'
  | 'offers_expire_quickly'
  | 'no_identity_documents'
  | 'order_confirms_later'
  | 'schedule_change_after_booking'
  | 'airline_cancels_after_booking'
  | 'price_drops_after_first_search';

export interface SandboxScenario {
  kind: ScenarioKind;
  origin: string;
  destination: string;
  description: string;
}

/** The search waits for the caller to give up (its AbortSignal), at most this long, then times out. */
export const SEARCH_TIMEOUT_MAX_MS = 60_000;
/** How much the airline adds when it re-prices an LTN-FAO offer at its first order (cents). */
export const PRICE_STEP_CENTS = 1000;
/** Orders on the confirms-later route stay accepted, not confirmed (Duffel's 202), this long. */
export const ORDER_CONFIRM_DELAY_MS = 4_000;
/** How long after an order on the schedule-change route the airline retimes it, and by how much. */
export const SCHEDULE_CHANGE_AFTER_MS = 3_000;
export const SCHEDULE_CHANGE_MINUTES = 95;
/** How long after an order on the airline-cancels route the airline cancels it. */
export const AIRLINE_CANCELS_AFTER_MS = 3_000;
/** Offers on the quick-expiry route live this long instead of 30 minutes. */
export const QUICK_EXPIRY_MS = 2 * 60_000;

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  {
    kind: 'no_offers',
    origin: 'PVD',
    destination: 'RAI',
    description: 'Providence to Praia: the search answers with no offers ("No Flights Found").',
  },
  {
    kind: 'search_timeout',
    origin: 'STN',
    destination: 'BGY',
    description:
      'London Stansted to Milan Bergamo: the search never answers; it fails with TIMEOUT when the caller gives up, or after 60 seconds.',
  },
  {
    kind: 'offer_no_longer_available',
    origin: 'LGW',
    destination: 'PMI',
    description:
      'London Gatwick to Palma de Mallorca: the search lists offers, but opening one (offer, seat maps, booking) answers OFFER_EXPIRED, no longer available.',
  },
  {
    kind: 'price_changes_at_order',
    origin: 'LTN',
    destination: 'FAO',
    description:
      'London Luton to Faro: the searched price holds until the first order, which the airline refuses with PRICE_CHANGED after re-pricing the offer 10.00 higher; from then on the offer shows the new price, and an order at it goes through.',
  },
  {
    kind: 'order_fails_after_payment',
    origin: 'MAN',
    destination: 'TFS',
    description:
      'Manchester to Tenerife South: everything works until the airline order is created, which fails with ORDER_FAILED (the payment must be voided).',
  },
  {
    kind: 'offers_expire_quickly',
    origin: 'BRS',
    destination: 'ALC',
    description: 'Bristol to Alicante: offers expire 2 minutes after the search instead of 30.',
  },
  {
    kind: 'order_confirms_later',
    origin: 'EDI',
    destination: 'AMS',
    description:
      'Edinburgh to Amsterdam: the airline accepts the order without confirming it (as Duffel answers 202); it has no booking reference until it is confirmed 4 seconds later, which getOrder shows.',
  },
  {
    kind: 'schedule_change_after_booking',
    origin: 'BOS',
    destination: 'MIA',
    description:
      'Boston to Miami: 3 seconds after an order, the airline moves every flight 95 minutes later and says so (as a Duffel schedule-change webhook): My Trips and an e-mail tell the traveller.',
  },
  {
    kind: 'airline_cancels_after_booking',
    origin: 'SEA',
    destination: 'ANC',
    description:
      "Seattle to Anchorage: 3 seconds after an order, the airline cancels it and says so (as Duffel's order.cancelled webhook): the trip is cancelled and the card refunded in full a minute later (R57).",
  },
  {
    kind: 'no_identity_documents',
    origin: 'ORD',
    destination: 'DEN',
    description:
      "Chicago O'Hare to Denver: the airline takes no identity documents (supported types []): the passenger form asks for no passport, and an order that sends one is refused.",
  },
  {
    kind: 'price_drops_after_first_search',
    origin: 'BHX',
    destination: 'DUB',
    description:
      'Birmingham to Dublin: the first search of a query sets its price; every later search of it is 25% cheaper (R51: a price alert e-mails at its first check).',
  },
];

export function scenarioFor(query: OfferQuery): ScenarioKind | null {
  const first = query.slices[0];
  return first ? scenarioForRoute(first.origin, first.destination) : null;
}

/** The scenario of a first slice from `origin` to `destination` (airport or city codes). */
export function scenarioForRoute(origin: string, destination: string): ScenarioKind | null {
  const [from, to] = [origin.toUpperCase(), destination.toUpperCase()];
  return SANDBOX_SCENARIOS.find((s) => s.origin === from && s.destination === to)?.kind ?? null;
}
