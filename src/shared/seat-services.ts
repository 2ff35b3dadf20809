import type { SeatMap } from './schemas/flights';

/** One passenger's way to buy one seat on a seat map. */
export interface SeatServiceOnMap {
  serviceId: string;
  passengerId: string;
  segmentId: string;
  designator: string;
  name: string;
  disclosures: string[];
  amount: string;
  currency: string;
}

/**
 * Every seat that can be bought on the maps, by service id: what a booking request's seat ids
 * are checked against, by us and by the sandbox airline alike.
 */
export function seatServiceIndex(maps: readonly SeatMap[]): Map<string, SeatServiceOnMap> {
  const index = new Map<string, SeatServiceOnMap>();
  for (const map of maps) {
    for (const row of map.cabins.flatMap((cabin) => cabin.rows)) {
      for (const seat of row.sections.flatMap((section) => section.elements)) {
        if (seat.type !== 'seat' || seat.available === false) continue;
        for (const service of seat.available_services ?? []) {
          index.set(service.id, {
            serviceId: service.id,
            passengerId: service.passenger_id,
            segmentId: map.segment_id,
            designator: seat.designator ?? '',
            name: seat.name ?? '',
            disclosures: seat.disclosures ?? [],
            amount: service.total_amount,
            currency: service.total_currency,
          });
        }
      }
    }
  }
  return index;
}
