import type { CabinClass, Offer, SeatElement, SeatMap } from '../../../../shared/schemas/flights';
import { cabinsFor, type CabinLayout } from './aircraft';
import type { SeatPolicy } from './fares';
import { CURRENCY, toAmount } from './money';
import { daysBetween, offerToken, type PlannedOffer } from './offers';
import { unit } from './prng';
import type { Flight } from './schedule';
import { formatDay } from './time';

/*
 * One seat map per segment, for the cabin the passengers fly in, drawn from the aircraft type's
 * layout (aircraft.ts): a galley and lavatory row in front, an exit_row marker row before each
 * exit row, wings over the right rows. Which seats are taken follows the flight, not the offer,
 * and fills up as departure nears. Exit rows are sold to adults only. What a seat costs depends
 * on the fare: Basic pays for every seat, Standard only for exit and extra-legroom seats, Flex
 * and the premium cabins nothing.
 */

export const EXIT_ROW_DISCLOSURES = [
  'Do not seat children in exit row seats',
  'Passenger must be an adult',
  'Passenger must be able to help in an emergency',
];

type SeatKind = 'exit' | 'legroom' | 'window_aisle' | 'middle';

/** Cents by distance band (under 1,500 km, under 4,000 km, longer). */
const SEAT_PRICES: Record<SeatKind, readonly [number, number, number]> = {
  exit: [3000, 4500, 7500],
  legroom: [2500, 4000, 6500],
  window_aisle: [1000, 1500, 3000],
  middle: [800, 1200, 2500],
};

export function seatPrice(kind: SeatKind, cabin: CabinClass, policy: SeatPolicy, distanceKm: number): number {
  if (cabin !== 'economy' || policy === 'free') return 0;
  if (policy === 'standard_free' && (kind === 'window_aisle' || kind === 'middle')) return 0;
  const band = distanceKm < 1500 ? 0 : distanceKm < 4000 ? 1 : 2;
  return SEAT_PRICES[kind][band] ?? 0;
}

/** Share of seats already sold: about a third two months out, most of them in the last days. */
export function loadFactor(flight: Flight, daysToDeparture: number): number {
  const base = 0.3 + 0.55 * Math.exp(-Math.max(0, daysToDeparture) / 21);
  return Math.min(0.93, Math.max(0.15, base + (unit(`load:${flight.key}`) - 0.5) * 0.25));
}

/** Row numbers of a cabin, leaving out the rows the airline skips (13 at Lufthansa...). */
export function rowNumbers(layout: CabinLayout, skipped: readonly number[]): number[] {
  const numbers: number[] = [];
  for (let n = layout.firstRow; numbers.length < layout.rows; n++) if (!skipped.includes(n)) numbers.push(n);
  return numbers;
}

function kindOf(layout: CabinLayout, position: number, section: number, seat: number): SeatKind {
  if (layout.exitRows.includes(position)) return 'exit';
  if (position < layout.extraLegroomRows) return 'legroom';
  const letters = layout.sections[section] ?? '';
  const window =
    (section === 0 && seat === 0) || (section === layout.sections.length - 1 && seat === letters.length - 1);
  const aisle = (seat === 0 && section > 0) || (seat === letters.length - 1 && section < layout.sections.length - 1);
  return window || aisle ? 'window_aisle' : 'middle';
}

const facilityRow = (sections: number) => ({
  number: null,
  sections: Array.from({ length: sections }, (_, i) => ({
    elements: [{ type: i === 0 ? ('lavatory' as const) : ('galley' as const) }],
  })),
});

const exitRow = (sections: number) => ({
  number: null,
  sections: Array.from({ length: sections }, () => ({ elements: [{ type: 'exit_row' as const }] })),
});

interface SegmentContext {
  offer: Offer;
  token: string;
  slice: number;
  leg: number;
  flight: Flight;
  cabin: CabinClass;
  policy: SeatPolicy;
  searchDay: string;
}

function seatMap(ctx: SegmentContext): SeatMap | null {
  const { offer, flight, cabin } = ctx;
  const layout = cabinsFor(flight.aircraft, flight.airline).find((c) => c.cabin === cabin);
  const sliceInfo = offer.slices[ctx.slice];
  const segment = sliceInfo?.segments[ctx.leg];
  if (!layout || !sliceInfo || !segment) return null;
  const load = loadFactor(flight, daysBetween(ctx.searchDay, formatDay(flight.depLocal)));
  const seated = offer.passengers.map((p, index) => ({ ...p, index })).filter((p) => p.type !== 'infant_without_seat');
  const rows: SeatMap['cabins'][number]['rows'] = [facilityRow(layout.sections.length)];
  let wingFirst = -1;
  let wingLast = -1;
  rowNumbers(layout, flight.airline.skippedRows).forEach((number, position) => {
    if (layout.exitRows.includes(position)) rows.push(exitRow(layout.sections.length));
    if (layout.wing && position >= layout.wing[0] && position <= layout.wing[1]) {
      if (wingFirst < 0) wingFirst = rows.length;
      wingLast = rows.length;
    }
    const sections = layout.sections.map((letters, section) => ({
      elements: [...letters].map((letter, seat): SeatElement => {
        const designator = `${number}${letter}`;
        const kind = kindOf(layout, position, section, seat);
        const taken = unit(`seat:${flight.key}:${designator}`) < load;
        const price = toAmount(seatPrice(kind, cabin, ctx.policy, flight.distanceKm));
        const buyers = seated.filter((p) => kind !== 'exit' || p.type === 'adult');
        const services = taken
          ? []
          : buyers.map((p) => ({
              id: `ase_${ctx.token}_s${ctx.slice}${ctx.leg}_${designator}_${p.index}`,
              passenger_id: p.id,
              total_amount: price,
              total_currency: CURRENCY,
            }));
        const name = kind === 'exit' ? 'Exit row seat' : kind === 'legroom' ? 'Extra legroom seat' : '';
        return {
          type: 'seat',
          designator,
          name,
          available: services.length > 0,
          disclosures: kind === 'exit' ? [...EXIT_ROW_DISCLOSURES] : [],
          available_services: services,
        };
      }),
    }));
    rows.push({ number, sections });
  });
  return {
    id: `sea_${ctx.token}_${ctx.slice}_${ctx.leg}`,
    slice_id: sliceInfo.id,
    segment_id: segment.id,
    cabins: [
      {
        cabin_class: cabin,
        deck: layout.deck,
        aisles: Math.min(2, Math.max(1, layout.sections.length - 1)),
        deck_configuration: layout.sections.map((letters) => letters.length),
        wings: wingFirst >= 0 ? { first_row_index: wingFirst, last_row_index: wingLast } : null,
        rows,
      },
    ],
  };
}

/** Every segment's seat map, in slice and segment order. */
export function seatMapsFor(offer: Offer, plan: PlannedOffer, searchDay: string): SeatMap[] {
  const token = offerToken(offer.id);
  const maps: SeatMap[] = [];
  plan.slices.forEach((it, slice) => {
    it.legs.forEach((flight, leg) => {
      const cabin = plan.cabins[slice]?.[leg] ?? plan.brand.cabin;
      const map = seatMap({ offer, token, slice, leg, flight, cabin, policy: plan.brand.seats, searchDay });
      if (map) maps.push(map);
    });
  });
  return maps;
}
