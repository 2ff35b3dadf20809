import { Armchair, User } from 'lucide-react';
import type { Passenger, SelectedBag, SelectedSeat } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { formatPrice } from '../../../../shared/display';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Separator } from '../../../components/ui/separator';
import { passengerLines, seatsTotal } from './summary';
import { bagCount, bagsTotal } from '../lib/bags';

interface OrderSummaryProps {
  offer: Offer;
  passengers: readonly Passenger[];
  seats: readonly SelectedSeat[];
  bags?: readonly SelectedBag[];
  total: { amount: string; currency: string };
}

/** What is being bought (the flights are in the page's trip summary): the people, their seats, the total. */
export function OrderSummary({ offer, passengers, seats, bags = [], total }: OrderSummaryProps) {
  const seatSum = seatsTotal(seats, total.currency);
  const bagSum = bagsTotal(offer, bags);
  const bagsChosen = bagCount(bags);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Review your booking</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ul className="grid gap-2" aria-label="Passengers">
          {passengerLines(offer, passengers, seats).map((line) => (
            <li key={line.key} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <span className="flex min-w-0 items-center gap-2">
                <User className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="truncate font-medium">{line.name}</span>
                <span className="text-muted-foreground text-xs">{line.type}</span>
              </span>
              <span className="text-muted-foreground flex items-center gap-1 text-xs">
                <Armchair className="size-3.5 shrink-0" aria-hidden="true" />
                {line.seats.length > 0 ? line.seats.join(', ') : 'No seat selected'}
              </span>
            </li>
          ))}
        </ul>
        <Separator />
        <dl className="grid gap-1.5">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Flight fare</dt>
            <dd>{formatPrice(offer.total_amount, offer.total_currency)}</dd>
          </div>
          {seats.length > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Seats ({seats.length})</dt>
              <dd>{formatPrice(seatSum, total.currency)}</dd>
            </div>
          ) : null}
          {bagsChosen > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Extra bags ({bagsChosen})</dt>
              <dd>{formatPrice(bagSum, total.currency)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>Total to pay</dt>
            <dd data-testid="payment-total">{formatPrice(total.amount, total.currency)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
