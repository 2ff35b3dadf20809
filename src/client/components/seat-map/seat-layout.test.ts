import { describe, expect, it } from 'vitest';
import type { SeatElement, SeatMap } from '../../../shared/schemas/flights';
import { testSeat } from '../../testing/seats';
import { layoutCabin, seatLabel, type SeatCell } from './seat-layout';

type Cabin = SeatMap['cabins'][number];

/** A seat for two passengers; the second pays more, so the layout must show the first one's price. */
const seat = (designator: string, price: string | null, extra: Partial<SeatElement> = {}): SeatElement => {
  const element = testSeat(designator, price, ['p1', 'p2'], extra);
  const services = element.available_services?.map((s) =>
    s.passenger_id === 'p2' ? { ...s, total_amount: '999.00' } : s,
  );
  return { ...element, available_services: services };
};

const row = (number: number | null, ...sections: SeatElement[][]) => ({
  number,
  sections: sections.map((elements) => ({ elements })),
});

/** A 2-4-2 cabin with letters A C | D E F G | H K, a galley row, an exit marker and wings. */
const CABIN: Cabin = {
  cabin_class: 'economy',
  deck: 0,
  aisles: 2,
  deck_configuration: [2, 4, 2],
  wings: { first_row_index: 3, last_row_index: 4 },
  rows: [
    row(null, [{ type: 'lavatory' }], [{ type: 'galley' }, { type: 'galley' }], [{ type: 'closet' }]),
    row(
      10,
      [seat('10A', '25.00'), seat('10C', null)],
      [seat('10D', '0.00'), seat('10E', '12.50'), seat('10F', '0.00'), seat('10G', null)],
      [seat('10H', '25.00'), seat('10K', '25.00')],
    ),
    row(null, [{ type: 'exit_row' }], [{ type: 'exit_row' }], [{ type: 'exit_row' }]),
    row(
      11,
      [seat('11A', '40.00', { name: 'Exit row seat' }), seat('11C', null)],
      [seat('11D', '40.00'), seat('11E', '40.00'), seat('11F', '40.00'), seat('11G', '40.00')],
      [seat('11H', null), seat('11K', '40.00')],
    ),
    // Row 12 lacks 12E (a missing seat): the others must stay under their own letters.
    row(
      12,
      [seat('12A', '0.00'), seat('12C', '0.00')],
      [seat('12D', '0.00'), seat('12F', '0.00'), seat('12G', '0.00')],
      [seat('12H', '0.00'), seat('12K', '0.00')],
    ),
  ],
};

const seatsOf = (layout: ReturnType<typeof layoutCabin>, index: number) => {
  const target = layout.rows[index];
  return (target?.sections ?? []).map((s) =>
    s.kind === 'seats' ? s.cells.map((c) => c?.designator ?? null) : `facility:${s.labels.join('+')}`,
  );
};

const find = (layout: ReturnType<typeof layoutCabin>, designator: string): SeatCell | undefined =>
  layout.rows
    .flatMap((r) => r.sections)
    .flatMap((s) => (s.kind === 'seats' ? s.cells : []))
    .find((c) => c?.designator === designator) ?? undefined;

describe('layoutCabin', () => {
  const layout = layoutCabin(CABIN);

  it('puts the column letters of each section over it, as the deck configuration splits them (aisles between)', () => {
    expect(layout.letters).toEqual([
      ['A', 'C'],
      ['D', 'E', 'F', 'G'],
      ['H', 'K'],
    ]);
  });

  it('draws facility rows across their section and turns the exit marker row into a flag on the next row', () => {
    expect(layout.rows.map((r) => r.number)).toEqual([null, 10, 11, 12]);
    expect(seatsOf(layout, 0)).toEqual(['facility:Lavatory', 'facility:Galley+Galley', 'facility:Closet']);
    expect(layout.rows.map((r) => r.exit)).toEqual([false, false, true, false]);
    expect(find(layout, '11K')?.exit).toBe(true);
    expect(find(layout, '10K')?.exit).toBe(false);
  });

  it('marks the rows over the wing by their index in the provider rows (marker rows counted)', () => {
    expect(layout.rows.map((r) => r.wing)).toEqual([false, false, true, true]);
  });

  it('keeps each seat under its own letter when a row misses a seat', () => {
    expect(seatsOf(layout, 3)).toEqual([
      ['12A', '12C'],
      ['12D', null, '12F', '12G'],
      ['12H', '12K'],
    ]);
    expect(find(layout, '12F')?.column).toBe(4);
  });

  it('reads taken, free and paid seats, pricing by the first passenger service', () => {
    expect(find(layout, '10C')).toMatchObject({ status: 'taken', price: null });
    expect(find(layout, '10D')).toMatchObject({ status: 'free' });
    expect(find(layout, '10E')).toMatchObject({ status: 'paid', price: { amount: '12.50', currency: 'USD' } });
    expect(layout.seats).toBe(23);
    expect(layout.available).toBe(19);
    expect(layout.lowestPrice).toEqual({ amount: '12.50', currency: 'USD' });
  });

  it('knows window, aisle and middle seats from the sections', () => {
    expect(['10A', '10C', '10D', '10E', '10G', '10H', '10K'].map((d) => find(layout, d)?.position)).toEqual([
      'window',
      'aisle',
      'aisle',
      'middle',
      'aisle',
      'aisle',
      'window',
    ]);
  });
});

describe('seatLabel', () => {
  const layout = layoutCabin(CABIN);
  it('names the seat, its place and its price for screen readers', () => {
    expect(seatLabel(find(layout, '10A') as SeatCell)).toBe('Seat 10A, window, $25');
    expect(seatLabel(find(layout, '10E') as SeatCell)).toBe('Seat 10E, middle, $12.50');
    expect(seatLabel(find(layout, '10D') as SeatCell)).toBe('Seat 10D, aisle, free');
    expect(seatLabel(find(layout, '10C') as SeatCell)).toBe('Seat 10C, aisle, unavailable');
    expect(seatLabel(find(layout, '11A') as SeatCell)).toBe('Seat 11A, window, exit row, $40');
  });
});
