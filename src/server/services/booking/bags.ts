import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import type { CreateBookingInput, Passenger } from '../../../shared/schemas/booking';
import type { Offer } from '../../../shared/schemas/flights';
import { AppError } from '../../errors';
import type { PlannedBag } from './types';

/*
 * R53: extra bags are the offer's own baggage services, as the airline sent them with the offer
 * just fetched (never the browser's copy): a service of another offer, a passenger or flight the
 * service does not cover, or more than its maximum is refused before any money is touched.
 */

const refused = (code: string, message: string) => new AppError(422, code, message);

function bagType(metadata: Record<string, unknown> | undefined): 'checked' | 'carry_on' {
  return metadata?.type === 'carry_on' ? 'carry_on' : 'checked';
}

function weightOf(metadata: Record<string, unknown> | undefined): number | null {
  const kg = metadata?.maximum_weight_kg;
  return typeof kg === 'number' ? kg : null;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * Each requested bag checked against the offer at NET (`net`) and priced from the offer after the
 * brand's markup (`selling`): the unit price times the quantity, so the sum is what was shown.
 */
export function planBags(
  bags: CreateBookingInput['bags'],
  passengers: readonly Passenger[],
  net: Offer,
  selling: Offer,
): PlannedBag[] {
  const counted = new Map<string, number>();
  return bags.map((bag) => {
    const netService = net.available_services.find((s) => s.id === bag.serviceId && s.type === 'baggage');
    const sellingService = selling.available_services.find((s) => s.id === bag.serviceId);
    if (!netService || !sellingService) {
      throw refused(
        'BAG_NOT_AVAILABLE',
        'A bag you chose is no longer offered with this flight. Please choose your bags again.',
      );
    }
    const passenger = passengers.find((p) => p.id === bag.passengerId);
    if (!passenger) throw refused('BAG_NOT_FOR_PASSENGER', 'A bag is for a passenger who is not on this booking.');
    if (passenger.type === 'infant_without_seat' || !netService.passenger_ids.includes(bag.passengerId)) {
      throw refused('BAG_NOT_FOR_PASSENGER', `This bag cannot be added for ${passenger.firstName}.`);
    }
    if (bag.segmentIds && !sameIds(bag.segmentIds, netService.segment_ids)) {
      throw refused('BAG_NOT_FOR_FLIGHT', 'A bag is for a flight that bag does not cover.');
    }
    // The order carries one entry per service (R53), whose quantity the airline caps: count by service.
    const key = bag.serviceId;
    const quantity = (counted.get(key) ?? 0) + bag.quantity;
    if (quantity > netService.maximum_quantity) {
      throw refused(
        'BAG_QUANTITY',
        `At most ${netService.maximum_quantity} extra ${netService.maximum_quantity === 1 ? 'bag' : 'bags'} of this kind per passenger and flight.`,
      );
    }
    counted.set(key, quantity);
    const currency = netService.total_currency;
    const times = (amount: string) => fromMinorUnits(toMinorUnits(amount, currency) * bag.quantity, currency);
    return {
      passengerId: bag.passengerId,
      serviceId: bag.serviceId,
      segmentIds: netService.segment_ids,
      quantity: bag.quantity,
      type: bagType(netService.metadata),
      maximumWeightKg: weightOf(netService.metadata),
      netAmount: times(netService.total_amount),
      sellingAmount: times(sellingService.total_amount),
      currency,
    };
  });
}

/** The order's services: one entry per service id, quantities added (Duffel refuses an id twice). */
export function bagServices(bags: readonly PlannedBag[]): { id: string; quantity: number }[] {
  const byId = new Map<string, number>();
  for (const bag of bags) byId.set(bag.serviceId, (byId.get(bag.serviceId) ?? 0) + bag.quantity);
  return [...byId].map(([id, quantity]) => ({ id, quantity }));
}
