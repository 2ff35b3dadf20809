import type { Booking } from '../../../../shared/schemas/booking';
import { formatPrice } from '../../../../shared/display';
import { bagsLabel, receiptFor } from '../lib/receipt';

/** R47: the bags each traveller has on each flight, as the airline included them. */
export function IncludedBags({ booking }: { booking: Booking }) {
  const data = booking.bookingData;
  const names = new Map(data.passengers.map((p) => [p.id, `${p.given_name} ${p.family_name}`]));
  const segments = data.slices.flatMap((slice) => slice.segments);
  return (
    <section className="grid gap-2 break-inside-avoid" aria-label="Bags">
      <h3 className="font-semibold">Bags</h3>
      <ul className="grid gap-1.5 text-sm">
        {segments.map((segment) => (
          <li key={segment.id} className="grid gap-0.5 rounded-md border px-3 py-2 sm:grid-cols-[9rem_1fr]">
            <span className="font-medium">
              {segment.flight_number} {segment.origin.iata_code}-{segment.destination.iata_code}
            </span>
            <span className="grid gap-0.5">
              {segment.passengers.length === 0 ? (
                <span className="text-muted-foreground">As the airline's fare rules allow</span>
              ) : (
                segment.passengers.map((p) => (
                  <span key={p.passenger_id}>
                    {names.get(p.passenger_id) ?? 'Traveller'}: {bagsLabel(p.baggages)}
                  </span>
                ))
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** R47: what was paid, line by line, and the card it was paid with. */
export function TripReceipt({ booking }: { booking: Booking }) {
  const receipt = receiptFor(booking);
  const money = (amount: string) => formatPrice(amount, receipt.currency);
  return (
    <section className="grid gap-2 break-inside-avoid" aria-label="Receipt">
      <h3 className="font-semibold">Receipt</h3>
      <dl className="grid gap-1.5 text-sm">
        {receipt.lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
          <dt>Total paid</dt>
          <dd className="tabular-nums" data-testid="receipt-total">
            {money(receipt.total)}
          </dd>
        </div>
        {receipt.refunded ? (
          <div className="flex justify-between gap-4">
            <dt>Refunded</dt>
            <dd className="tabular-nums">-{money(receipt.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-muted-foreground text-sm">
        {receipt.card ? `Paid with ${receipt.card}.` : 'No card payment is recorded for this booking.'} Prices include
        taxes and our service fee.
      </p>
    </section>
  );
}
