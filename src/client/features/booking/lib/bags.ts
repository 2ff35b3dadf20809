import { bagRoute, baggageServices, serviceBagKind, serviceWeightKg, type BagKind } from '../../../../shared/bags';
import { addAmounts, fromMinorUnits, toMinorUnits } from '../../../../shared/pricing';
import type { SelectedBag } from '../../../../shared/schemas/booking';
import type { AvailableService, Offer } from '../../../../shared/schemas/flights';

/*
 * R53 on the booking page: the offer's bags for sale (selling prices, the server applied the
 * markup) as one choice per traveller, service and flight, and what the chosen bags add.
 */

export interface BagOption {
  serviceId: string;
  passengerId: string;
  segmentIds: string[];
  kind: BagKind;
  weightKg: number | null;
  /** 'JFK–LHR'. */
  route: string;
  unitAmount: string;
  currency: string;
  maximum: number;
}

/** One option per service and passenger it covers; infants on a lap get none. */
export function bagOptions(offer: Offer): BagOption[] {
  const seated = new Set(offer.passengers.filter((p) => p.type !== 'infant_without_seat').map((p) => p.id));
  return baggageServices(offer).flatMap((service: AvailableService) =>
    service.passenger_ids
      .filter((id) => seated.has(id))
      .map((passengerId) => ({
        serviceId: service.id,
        passengerId,
        segmentIds: service.segment_ids,
        kind: serviceBagKind(service),
        weightKg: serviceWeightKg(service),
        route: bagRoute(service.segment_ids, offer.slices),
        unitAmount: service.total_amount,
        currency: service.total_currency,
        maximum: service.maximum_quantity,
      })),
  );
}

export const quantityOf = (bags: readonly SelectedBag[], option: Pick<BagOption, 'serviceId' | 'passengerId'>) =>
  bags.find((b) => b.serviceId === option.serviceId && b.passengerId === option.passengerId)?.quantity ?? 0;

/** The bags with this option set to `quantity` (0 removes it), clamped to the service's maximum. */
export function withQuantity(bags: readonly SelectedBag[], option: BagOption, quantity: number): SelectedBag[] {
  const rest = bags.filter((b) => !(b.serviceId === option.serviceId && b.passengerId === option.passengerId));
  const next = Math.max(0, Math.min(option.maximum, quantity));
  if (next === 0) return rest;
  return [
    ...rest,
    { serviceId: option.serviceId, passengerId: option.passengerId, segmentIds: option.segmentIds, quantity: next },
  ];
}

/** What the chosen bags cost, in the offer's currency ('0.00' for none). */
export function bagsTotal(offer: Offer, bags: readonly SelectedBag[]): string {
  const currency = offer.total_currency;
  const prices = new Map(baggageServices(offer).map((s) => [s.id, s.total_amount]));
  return addAmounts(
    bags.map((b) => fromMinorUnits(toMinorUnits(prices.get(b.serviceId) ?? '0', currency) * b.quantity, currency)),
    currency,
  );
}

export const bagCount = (bags: readonly SelectedBag[]) => bags.reduce((sum, b) => sum + b.quantity, 0);
