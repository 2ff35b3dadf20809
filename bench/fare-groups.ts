// `npx tsx bench/fare-groups.ts`: R52's cost in the results page's filter and sort (R45), in CPU
// time on Node (the machine is shared: CPU time, not wall time, and alternating runs). The same
// 300 offers (100 flights x 3 fares, Basic / Standard / Flex) are filtered and Best-sorted:
//   ungrouped: the list as before R52, 300 cards, no fare_brands;
//   grouped:   the list R52's server sends, 100 cards each carrying its 3 fares;
// with no fare filter, and with Refundable + Bag included (every group then picks another fare).
// BENCH_FILTERS names another filters module (e.g. a copy of main's) to time the ungrouped list with.
import { loadavg } from 'node:os';
import path from 'node:path';
import type { FareBrandSummary, Offer } from '../src/shared/schemas/flights';
import { makeOffer } from '../src/client/features/results/testing';
import * as current from '../src/client/features/results/lib/filters';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const other = process.env.BENCH_FILTERS
  ? ((await import(path.resolve(process.env.BENCH_FILTERS))) as typeof current)
  : null;

const BRANDS = [
  { name: 'Basic', factor: 1, refundable: false, bags: 0 },
  { name: 'Standard', factor: 1.25, refundable: false, bags: 1 },
  { name: 'Flex', factor: 2.1, refundable: true, bags: 2 },
] as const;

function flight(i: number, b: (typeof BRANDS)[number]): Offer {
  const price = ((300 + ((i * 37) % 900)) * b.factor).toFixed(2);
  const offer = makeOffer({
    id: `o${i}_${b.name}`,
    price,
    refundable: b.refundable,
    slices: [
      {
        route: i % 3 === 0 ? ['JFK', 'LHR'] : ['JFK', i % 2 ? 'DUB' : 'KEF', 'LHR'],
        departs: `2026-12-11T${String(6 + (i % 14)).padStart(2, '0')}:00:00`,
        arrives: '2026-12-12T09:00:00',
        duration: `PT${7 + (i % 9)}H`,
        carrier: ['BA', 'AF', 'LH', 'FR'][i % 4] ?? 'BA',
      },
    ],
  });
  for (const segment of offer.slices.flatMap((s) => s.segments)) {
    for (const p of segment.passengers) p.baggages = [{ type: 'checked', quantity: b.bags }];
  }
  return offer;
}

function summary(offer: Offer, b: (typeof BRANDS)[number]): FareBrandSummary {
  return {
    offer_id: offer.id,
    name: b.name,
    total_amount: offer.total_amount,
    total_currency: 'USD',
    cabin_class: 'economy',
    cabin_marketing_name: 'Economy',
    checked_bags: b.bags,
    carry_on_bags: 1,
    refund: { allowed: b.refundable, penalty_amount: null, penalty_currency: null },
    change: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
    seat_selection: 'paid',
    priority_boarding: false,
  };
}

const flights = Array.from({ length: 100 }, (_, i) => BRANDS.map((b) => flight(i, b)));
const ungrouped = flights.flat();
const grouped = flights.map((fares) => ({
  ...(fares[0] as Offer),
  fare_group: `g${fares[0]?.id}`,
  fare_brands: fares.map((o, k) => summary(o, BRANDS[k] as (typeof BRANDS)[number])),
}));

const fareFilters = { ...current.NO_FILTERS, refundable: true, baggage: true };

function cpuMsPerRound(lib: typeof current, offers: Offer[], filters: typeof fareFilters): number {
  const facts = lib.offersFacts(offers);
  lib.sortOffers(lib.applyFilters(facts, filters), 'best');
  const start = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) lib.sortOffers(lib.applyFilters(facts, filters), 'best');
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ROUNDS;
}

const cases: [string, typeof current, Offer[], typeof fareFilters][] = [
  ['ungrouped, no fare filter', current, ungrouped, current.NO_FILTERS as typeof fareFilters],
  ['grouped, no fare filter', current, grouped, current.NO_FILTERS as typeof fareFilters],
  ['ungrouped, Refundable + Bag', current, ungrouped, fareFilters],
  ['grouped, Refundable + Bag', current, grouped, fareFilters],
  ...(other
    ? ([
        ['BENCH_FILTERS ungrouped, no fare filter', other, ungrouped, current.NO_FILTERS],
        ['BENCH_FILTERS ungrouped, Refundable + Bag', other, ungrouped, fareFilters],
      ] as [string, typeof current, Offer[], typeof fareFilters][])
    : []),
];

const times = new Map<string, number[]>();
// Alternating: each case once per pass, five passes, so a busy moment hits every case alike.
for (let pass = 0; pass < 5; pass++) {
  for (const [name, lib, offers, filters] of cases) {
    times.set(name, [...(times.get(name) ?? []), cpuMsPerRound(lib, offers, filters)]);
  }
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${ROUNDS} rounds per pass`,
);
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`| ${name} | ${(sorted[2] ?? 0).toFixed(3)} ms | ${list.map((t) => t.toFixed(3)).join(', ')} |`);
}
