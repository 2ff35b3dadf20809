import type { Place, Segment } from '../../../../shared/schemas/flights';
import { localToInstant } from '../../../../shared/time';

/*
 * Layovers between segments (R14): each time is a wall clock at its own airport, so the
 * gap is measured between the two UTC instants those clocks stand for, found through the
 * airports' time zones. Subtracting the local strings would be hours off when the connecting
 * airports sit in different zones (or a clock change falls in between).
 */

export { localToInstant };

export interface Connection {
  /** Where the traveller lands (the previous segment's destination). */
  arrivalAirport: Place;
  /** Where the next segment leaves from; a different airport means crossing town. */
  departureAirport: Place;
  /** Whole minutes on the ground, or null when a time zone is unknown. */
  minutes: number | null;
  /** The ISO 8601 duration of the layover (PT2H25M), for formatDuration; null as above. */
  duration: string | null;
  airportChange: boolean;
}

/** The connection between segment `index` and `index + 1` of a slice. */
export function connectionBetween(arriving: Segment, departing: Segment): Connection {
  const landed = localToInstant(arriving.arriving_at, arriving.destination.time_zone);
  const leaves = localToInstant(departing.departing_at, departing.origin.time_zone);
  const minutes = landed === null || leaves === null ? null : Math.round((leaves - landed) / 60_000);
  return {
    arrivalAirport: arriving.destination,
    departureAirport: departing.origin,
    minutes,
    duration: minutes === null || minutes < 0 ? null : `PT${Math.floor(minutes / 60)}H${minutes % 60}M`,
    airportChange: arriving.destination.iata_code !== departing.origin.iata_code,
  };
}

/** Every connection of a slice, in order (one fewer than its segments). */
export function connectionsOf(segments: readonly Segment[]): Connection[] {
  const connections: Connection[] = [];
  for (let i = 0; i + 1 < segments.length; i++) {
    const arriving = segments[i];
    const departing = segments[i + 1];
    if (arriving && departing) connections.push(connectionBetween(arriving, departing));
  }
  return connections;
}
