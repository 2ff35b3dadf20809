import { SeatElementSchema, type SeatElement, type SeatMap } from '../../../../shared/schemas/flights';
import { cabinClass, money } from './normalise-offer';
import type { DuffelSeatElement, DuffelSeatMap } from './types';

/* Duffel's seat maps (GET /air/seat_maps) as J3 reads them: one per segment. */

const ELEMENT_TYPES: readonly string[] = SeatElementSchema.shape.type.options;

function element(raw: DuffelSeatElement): SeatElement {
  // An element type Duffel adds later is drawn as a gap rather than failing the whole map.
  const type = (ELEMENT_TYPES.includes(raw.type) ? raw.type : 'empty') as SeatElement['type'];
  if (raw.designator === undefined) return { type };
  const services = raw.available_services ?? [];
  return {
    type,
    designator: raw.designator,
    name: raw.name ?? '',
    disclosures: raw.disclosures ?? [],
    // Duffel documents it so: a seat with no service for sale is taken or blocked.
    available: services.length > 0,
    available_services: services.map((service) => ({
      id: service.id,
      passenger_id: service.passenger_id,
      total_amount: money(service.total_amount, service.total_currency),
      total_currency: service.total_currency,
    })),
  };
}

type DuffelRow = DuffelSeatMap['cabins'][0]['rows'][0];

/** The row number printed on its seats ("14B" -> 14); null for rows without seats (exits). */
function rowNumber(row: DuffelRow): number | null {
  for (const section of row.sections) {
    for (const item of section.elements) {
      const digits = item.designator ? /^\d+/.exec(item.designator) : null;
      if (digits) return Number(digits[0]);
    }
  }
  return null;
}

/** Seats per section, left to right, at the cabin's widest: [3, 3] or [2, 4, 2]. */
function deckConfiguration(rows: DuffelRow[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.sections.forEach((section, index) => {
      const seats = section.elements.filter((item) => item.designator !== undefined).length;
      widths[index] = Math.max(widths[index] ?? 0, seats);
    });
  }
  return widths.filter((width) => width > 0);
}

export function normaliseSeatMap(map: DuffelSeatMap): SeatMap {
  return {
    id: map.id,
    slice_id: map.slice_id,
    segment_id: map.segment_id,
    cabins: map.cabins.map((cabin) => ({
      cabin_class: cabinClass(cabin.cabin_class),
      deck: Math.max(0, cabin.deck),
      aisles: Math.min(2, Math.max(1, cabin.aisles)),
      deck_configuration: deckConfiguration(cabin.rows),
      wings: cabin.wings ?? null,
      rows: cabin.rows.map((row) => ({
        number: rowNumber(row),
        sections: row.sections.map((section) => ({ elements: section.elements.map(element) })),
      })),
    })),
  };
}
