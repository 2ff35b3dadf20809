import { formatPrice } from '../../../shared/display';
import type { SeatElement, SeatMap } from '../../../shared/schemas/flights';

/*
 * Turns a seat map (cabins -> rows -> sections -> elements) into a drawing plan: the column
 * letters over each section, rows with their seats placed under the right letter, facility rows
 * (galley, lavatory) spanning their section, exit rows and over-wing rows flagged. The provider's
 * marker rows of exit_row elements become the flag on the seat row that follows them.
 */

export type SeatStatus = 'free' | 'paid' | 'taken';
export type SeatPosition = 'window' | 'middle' | 'aisle';

/** One passenger's price for a seat: the service id is what a booking names (R7). */
export interface SeatService {
  id: string;
  passengerId: string;
  amount: string;
  currency: string;
}

export interface SeatCell {
  designator: string;
  /** Index of the seat's column across the whole cabin, left to right (aisles not counted). */
  column: number;
  position: SeatPosition;
  status: SeatStatus;
  /** The first passenger's price for the seat (the spec reads available_services[0]). */
  price: { amount: string; currency: string } | null;
  /** Every passenger's service for the seat (one per passenger); empty when it is taken. */
  services: SeatService[];
  exit: boolean;
  /** The airline's name for the seat kind ('Extra legroom seat'), '' when plain. */
  name: string;
  disclosures: string[];
}

export type SectionContent = { kind: 'seats'; cells: (SeatCell | null)[] } | { kind: 'facility'; labels: string[] };

export interface LayoutRow {
  key: string;
  number: number | null;
  exit: boolean;
  wing: boolean;
  sections: SectionContent[];
}

export interface CabinLayout {
  cabinClass: SeatMap['cabins'][number]['cabin_class'];
  deck: number;
  /** Letters over each section's columns, e.g. [['A','C'], ['D','E','F','G'], ['H','K']]. */
  letters: string[][];
  rows: LayoutRow[];
  seats: number;
  available: number;
  /** The lowest price of an available seat, null when every available seat is free (or none is). */
  lowestPrice: { amount: string; currency: string } | null;
}

const FACILITY_LABELS: Partial<Record<SeatElement['type'], string>> = {
  lavatory: 'Lavatory',
  galley: 'Galley',
  closet: 'Closet',
  stairs: 'Stairs',
  bassinet: 'Bassinet',
};

const isSeat = (element: SeatElement) => element.type === 'seat' || element.type === 'restricted_seat_general';
const letterOf = (designator: string) => designator.replace(/^\d+/, '');

type Cabin = SeatMap['cabins'][number];
type Row = Cabin['rows'][number];

const isExitMarkerRow = (row: Row) =>
  row.sections.length > 0 && row.sections.every((s) => s.elements.every((e) => e.type === 'exit_row'));

/** Columns per section: the deck configuration, widened if a row holds more seats than it says. */
function sectionWidths(cabin: Cabin): number[] {
  const count = Math.max(cabin.deck_configuration.length, ...cabin.rows.map((row) => row.sections.length));
  return Array.from({ length: count }, (_, s) =>
    Math.max(
      cabin.deck_configuration[s] ?? 0,
      ...cabin.rows.map((row) => row.sections[s]?.elements.filter(isSeat).length ?? 0),
    ),
  );
}

/** Each section's letters, read from the first row whose section is full. */
function sectionLetters(cabin: Cabin, widths: number[]): string[][] {
  return widths.map((width, s) => {
    const full = cabin.rows
      .map((row) => row.sections[s]?.elements.filter(isSeat) ?? [])
      .find((seats) => seats.length === width && seats.every((seat) => seat.designator));
    return full
      ? full.map((seat) => letterOf(seat.designator ?? ''))
      : Array.from({ length: width }, (_, c) => {
          // No full row: gather the letters seen at this place, else leave the header blank.
          const seen = cabin.rows.map((row) => row.sections[s]?.elements.filter(isSeat)[c]?.designator);
          return letterOf(seen.find((d) => d) ?? '');
        });
  });
}

function positionOf(section: number, column: number, widths: number[]): SeatPosition {
  const last = widths.length - 1;
  const width = widths[section] ?? 0;
  if ((section === 0 && column === 0) || (section === last && column === width - 1)) return 'window';
  if ((column === 0 && section > 0) || (column === width - 1 && section < last)) return 'aisle';
  return 'middle';
}

function seatCell(element: SeatElement, column: number, position: SeatPosition, exit: boolean): SeatCell {
  const service = element.available_services?.[0];
  const available = element.type === 'seat' && (element.available ?? (element.available_services?.length ?? 0) > 0);
  const price = service ? { amount: service.total_amount, currency: service.total_currency } : null;
  const status: SeatStatus = !available ? 'taken' : price && Number(price.amount) > 0 ? 'paid' : 'free';
  return {
    designator: element.designator ?? '',
    column,
    position,
    status,
    price: status === 'taken' ? null : price,
    services:
      status === 'taken'
        ? []
        : (element.available_services ?? []).map((s) => ({
            id: s.id,
            passengerId: s.passenger_id,
            amount: s.total_amount,
            currency: s.total_currency,
          })),
    exit,
    name: element.name ?? '',
    disclosures: element.disclosures ?? [],
  };
}

function placeSeats(
  elements: SeatElement[],
  letters: string[],
  offset: number,
  section: number,
  widths: number[],
  exit: boolean,
) {
  const cells: (SeatCell | null)[] = letters.map(() => null);
  const unplaced: SeatElement[] = [];
  for (const element of elements.filter(isSeat)) {
    const at = letters.indexOf(letterOf(element.designator ?? ''));
    if (at >= 0 && cells[at] === null) {
      cells[at] = seatCell(element, offset + at, positionOf(section, at, widths), exit);
    } else unplaced.push(element);
  }
  // Seats whose letter is unknown fill the free places left to right.
  for (const element of unplaced) {
    const at = cells.indexOf(null);
    if (at < 0) break;
    cells[at] = seatCell(element, offset + at, positionOf(section, at, widths), exit);
  }
  return cells;
}

export function layoutCabin(cabin: Cabin): CabinLayout {
  const widths = sectionWidths(cabin);
  const letters = sectionLetters(cabin, widths);
  const offsets = widths.map((_, s) => widths.slice(0, s).reduce((sum, w) => sum + w, 0));
  const wings = cabin.wings;
  const rows: LayoutRow[] = [];
  let exitNext = false;
  cabin.rows.forEach((row, index) => {
    if (isExitMarkerRow(row)) {
      exitNext = true;
      return;
    }
    const hasSeats = row.sections.some((s) => s.elements.some(isSeat));
    const exit = hasSeats && (exitNext || row.sections.some((s) => s.elements.some((e) => e.type === 'exit_row')));
    if (hasSeats) exitNext = false;
    rows.push({
      key: `${index}-${row.number ?? 'x'}`,
      number: row.number,
      exit,
      wing: wings !== null && index >= wings.first_row_index && index <= wings.last_row_index,
      sections: widths.map((_, s): SectionContent => {
        const elements = row.sections[s]?.elements ?? [];
        if (elements.some(isSeat)) {
          return { kind: 'seats', cells: placeSeats(elements, letters[s] ?? [], offsets[s] ?? 0, s, widths, exit) };
        }
        const labels = elements.map((e) => FACILITY_LABELS[e.type]).filter((l): l is string => Boolean(l));
        return hasSeats ? { kind: 'seats', cells: (letters[s] ?? []).map(() => null) } : { kind: 'facility', labels };
      }),
    });
  });
  const cells = rows.flatMap((row) =>
    row.sections.flatMap((s) => (s.kind === 'seats' ? s.cells.filter((c): c is SeatCell => c !== null) : [])),
  );
  const paid = cells.filter((c) => c.status === 'paid' && c.price);
  const lowest = paid.reduce<SeatCell | null>(
    (best, c) => (best?.price && Number(best.price.amount) <= Number(c.price?.amount) ? best : c),
    null,
  );
  return {
    cabinClass: cabin.cabin_class,
    deck: cabin.deck,
    letters,
    rows,
    seats: cells.length,
    available: cells.filter((c) => c.status !== 'taken').length,
    lowestPrice: lowest?.price ?? null,
  };
}

/** What a screen reader says for a seat, e.g. 'Seat 12A, window, $25'. */
export function seatLabel(seat: SeatCell): string {
  const parts = [`Seat ${seat.designator}`, seat.position];
  if (seat.exit) parts.push('exit row');
  if (seat.status === 'taken') parts.push('unavailable');
  else if (seat.status === 'free') parts.push('free');
  else if (seat.price) parts.push(formatPrice(seat.price.amount, seat.price.currency));
  return parts.join(', ');
}
