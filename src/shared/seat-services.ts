import type { SeatElement, SeatMap } from './schemas/flights';

export interface SeatServiceOnMap {
  segmentId: string;
  seat: SeatElement;
  service: NonNullable<SeatElement['available_services']>[number];
}

/**
 * Every seat that can be bought on the maps, one entry per passenger's service: what a booking
 * request's seat ids are checked against, by us and by the sandbox airline alike.
 */
export function* seatServicesOn(maps: readonly SeatMap[]): Generator<SeatServiceOnMap> {
  for (const map of maps) {
    for (const row of map.cabins.flatMap((cabin) => cabin.rows)) {
      for (const seat of row.sections.flatMap((section) => section.elements)) {
        if (seat.type !== 'seat' || seat.available === false) continue;
        for (const service of seat.available_services ?? []) yield { segmentId: map.segment_id, seat, service };
      }
    }
  }
}
