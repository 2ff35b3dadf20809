import { Ban, CircleCheck, CircleX, ReceiptText } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking';
import { formatFieldDate, formatPrice } from '../../../../shared/display';
import { Notice } from '../../../components/ui/alert';

export const NON_REFUNDABLE = {
  title: 'Non-Refundable Ticket',
  text: 'This booking cannot be cancelled or refunded. Please contact the airline directly for any exceptions.',
};

/** Whether the details dialog offers cancellation: confirmed, with options to show (A4). */
export function canCancelFromDetails(booking: Booking): boolean {
  return booking.status === 'confirmed' && (booking.bookingData.conditions?.cancellation_options.length ?? 0) > 0;
}

/** R57: what the traveller is told of a trip the airline cancelled, refunded in full. */
export function airlineCancellationText(booking: Booking): string | null {
  if (booking.status !== 'cancelled' || !booking.bookingData.airline_cancellation) return null;
  return booking.refund
    ? `The airline cancelled these flights. Everything you paid, ${formatPrice(booking.refund.amount, booking.refund.currency)}, is refunded to the card used for payment.`
    : 'The airline cancelled these flights. Nothing was charged.';
}

/** The trip card's line for a trip the airline cancelled (R57). */
export function AirlineCancellationNotice({ booking }: { booking: Booking }) {
  const text = airlineCancellationText(booking);
  if (!text) return null;
  return (
    <p className="text-destructive flex items-start gap-1.5 text-sm">
      <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The details dialog's cancellation part: the fare's options, the refund, or why there is none. */
export function CancellationSection({ booking }: { booking: Booking }) {
  const byAirline = airlineCancellationText(booking);
  const cancelledOn = booking.cancelledAt ? ` on ${formatFieldDate(booking.cancelledAt)}` : '';
  if (byAirline) {
    return (
      <Notice variant="default" role="status" icon={ReceiptText} title={`Cancelled by the airline${cancelledOn}`}>
        <p>{byAirline}</p>
      </Notice>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <Notice variant="default" role="status" icon={ReceiptText} title={`Booking cancelled${cancelledOn}`}>
        <p>
          {booking.refund
            ? `Refund: ${formatPrice(booking.refund.amount, booking.refund.currency)} to the card used for payment.`
            : 'No refund is due for this booking.'}
        </p>
      </Notice>
    );
  }
  if (booking.status === 'failed') {
    return (
      <Notice variant="warning" role="status" icon={Ban} title="Booking not completed">
        <p>{booking.failureReason ?? 'The airline did not confirm this booking.'} Your card was not charged.</p>
      </Notice>
    );
  }
  if (canCancelFromDetails(booking)) {
    const options = booking.bookingData.conditions?.cancellation_options ?? [];
    return (
      <ul className="grid gap-2" aria-label="Cancellation options">
        {options.map((option, index) => (
          <li key={`${option.type}-${index}`} className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
            {option.allowed ? (
              <CircleCheck className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleX className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span className="grid gap-0.5">
              <span className="font-medium">
                {option.type === 'refund' ? 'Refund' : 'Change'}: {option.allowed ? 'Allowed' : 'Not allowed'}
                {option.allowed && option.penalty_amount
                  ? ` (fee ${formatPrice(option.penalty_amount, option.penalty_currency)})`
                  : ''}
              </span>
              <span className="text-muted-foreground">{option.description}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Notice variant="warning" role="note" icon={Ban} title={NON_REFUNDABLE.title}>
      <p>{NON_REFUNDABLE.text}</p>
    </Notice>
  );
}
