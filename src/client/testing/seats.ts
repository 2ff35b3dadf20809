import type { SeatElement } from '../../shared/schemas/flights';

/*
 * Seat-map fixtures for every screen's tests: a seat offers one service per passenger, at the same
 * price for each (the service ids read `ase_{seat}_{passenger}`), or none when it is taken.
 */

export function testSeat(
  designator: string,
  price: string | null,
  passengerIds: readonly string[] = ['pas_1'],
  extra: Partial<SeatElement> = {},
): SeatElement {
  return {
    type: 'seat',
    designator,
    available: price !== null,
    available_services:
      price === null
        ? []
        : passengerIds.map((id) => ({
            id: `ase_${designator}_${id}`,
            passenger_id: id,
            total_amount: price,
            total_currency: 'USD',
          })),
    ...extra,
  };
}

/** Row `n` of a 3-3 cabin (A B C | D E F); `prices[i]` null is a taken seat. */
export function testSeatRow(n: number, prices: readonly (string | null)[], passengerIds?: readonly string[]) {
  const section = (letters: string[], from: number) => ({
    elements: letters.map((letter, i) => testSeat(`${n}${letter}`, prices[from + i] ?? null, passengerIds)),
  });
  return { number: n, sections: [section(['A', 'B', 'C'], 0), section(['D', 'E', 'F'], 3)] };
}
