import { describe, expect, it } from 'vitest';
import type { SelectedSeat } from '../../../../shared/schemas/booking';
import { layoutCabin, type SeatCell } from '../../../components/seat-map/seat-layout';
import { makeOffer, makeSeatMaps } from '../testing';
import { bookingTotal, missingSeats, seatedPassengers, toggleSeat } from './seat-assignment';

const cabin = makeSeatMaps(['seg_out'])[0]?.cabins[0];
if (!cabin) throw new Error('fixture has a cabin');
const cells = layoutCabin(cabin).rows.flatMap((row) =>
  row.sections.flatMap((s) => (s.kind === 'seats' ? s.cells.filter((c): c is SeatCell => c !== null) : [])),
);
const seatAt = (designator: string) => {
  const found = cells.find((c) => c.designator === designator);
  if (!found) throw new Error(`no seat ${designator}`);
  return found;
};
const click = (seats: SelectedSeat[], passengerId: string, designator: string) =>
  toggleSeat(seats, { passengerId, segmentId: 'seg_out', seat: seatAt(designator), cabinClass: 'economy' });

describe('seat choices (R7)', () => {
  it("gives the seat to the passenger whose tab is open, naming that passenger's own seat service", () => {
    const first = click([], 'pas_1', '10A');
    const second = click(first.seats, 'pas_2', '10C');
    expect(second.seats).toEqual([
      {
        passengerId: 'pas_1',
        segmentId: 'seg_out',
        seatId: 'ase_10A_pas_1',
        designator: '10A',
        cabinClass: 'economy',
        price: { amount: '25.00', currency: 'USD' },
      },
      {
        passengerId: 'pas_2',
        segmentId: 'seg_out',
        seatId: 'ase_10C_pas_2',
        designator: '10C',
        cabinClass: 'economy',
        price: { amount: '0.00', currency: 'USD' },
      },
    ]);
    expect(second.outcome).toBe('selected');
  });

  it("frees a passenger's own seat when it is clicked again", () => {
    const { seats } = click([], 'pas_1', '10A');
    expect(click(seats, 'pas_1', '10A')).toEqual({ seats: [], outcome: 'freed' });
  });

  it('moves a passenger to the new seat rather than giving them two', () => {
    const { seats } = click([], 'pas_1', '10A');
    const moved = click(seats, 'pas_1', '11A');
    expect(moved.outcome).toBe('changed');
    expect(moved.seats.map((s) => s.designator)).toEqual(['11A']);
  });

  it('does not let a passenger take a seat another passenger holds', () => {
    const { seats } = click([], 'pas_1', '10A');
    expect(click(seats, 'pas_2', '10A')).toEqual({ seats, outcome: 'held-by-other' });
  });

  it('refuses an unavailable seat, and a seat not offered to that passenger', () => {
    expect(click([], 'pas_1', '10B').outcome).toBe('unavailable');
    expect(click([], 'pas_9', '10A').outcome).toBe('unavailable');
  });

  it('gives infants on a lap no seat', () => {
    const offer = makeOffer({
      passengers: [
        { id: 'pas_1', type: 'adult' },
        { id: 'pas_2', type: 'infant_without_seat' },
      ],
    });
    expect(seatedPassengers(offer).map((p) => p.id)).toEqual(['pas_1']);
  });

  it('lists every seated passenger still without a seat on every mapped segment', () => {
    const { seats } = click([], 'pas_1', '10A');
    expect(missingSeats(seats, ['pas_1', 'pas_2'], ['seg_out', 'seg_back'])).toEqual([
      { passengerId: 'pas_2', segmentId: 'seg_out' },
      { passengerId: 'pas_1', segmentId: 'seg_back' },
      { passengerId: 'pas_2', segmentId: 'seg_back' },
    ]);
  });

  it('charges the fare plus the seats, exactly', () => {
    const { seats } = click([], 'pas_1', '10A');
    expect(bookingTotal(makeOffer({ total_amount: '2400.10' }), seats)).toEqual({ amount: '2425.10', currency: 'USD' });
    expect(bookingTotal(makeOffer(), [])).toEqual({ amount: '2400.00', currency: 'USD' });
  });
});
