import { useState, type ReactNode } from 'react';
import { formatLocalTime } from '../../../../shared/display';
import type { CancellationQuoteResponse } from '../../../../shared/schemas/booking';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useCancelBooking, useCancellationQuote } from '../api/bookings';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export const CANCEL_WARNING = "Cancellation fees may apply based on the airline's policy.";

function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

interface CancelTripDialogProps {
  bookingId: string;
  /** What this trip is, for the question: 'New York to London (AB12CD34)'. */
  trip: string;
  /** The button that opens the dialog. */
  children: ReactNode;
  onCancelled?: () => void;
}

/** The local time a quote runs out, as the traveller's clock shows it. */
function until(expiresAt: string): string {
  const at = new Date(expiresAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatLocalTime(`2000-01-01T${pad(at.getHours())}:${pad(at.getMinutes())}:00`);
}

/** R28: the airline's answer, in the traveller's words, before anything is cancelled. */
function QuoteBox({ quote, loading, error }: { quote?: CancellationQuoteResponse; loading: boolean; error: unknown }) {
  let text: ReactNode;
  if (loading) {
    text = (
      <span className="flex items-center gap-2">
        <Spinner label="Asking the airline" /> Asking the airline what cancelling would refund…
      </span>
    );
  } else if (error || !quote) {
    text = `We could not get the airline's refund quote: ${failureText(error)} Please try again in a moment.`;
  } else {
    text = (
      <>
        <span className="text-foreground font-medium">{quote.message}</span>
        {quote.expiresAt && (
          <span className="text-muted-foreground mt-1 block text-xs">
            This quote is valid until {until(quote.expiresAt)}.
          </span>
        )}
      </>
    );
  }
  return (
    <div role="status" aria-live="polite" className="bg-muted/40 rounded-md border px-3 py-2 text-sm">
      {text}
    </div>
  );
}

/**
 * Asks before cancelling (the spec's warning) with the airline's quote (R28: how much comes back and
 * where), cancels at that quote, says how it went; the lists refresh.
 */
export function CancelTripDialog({ bookingId, trip, children, onCancelled }: CancelTripDialogProps) {
  const [open, setOpen] = useState(false);
  const quote = useCancellationQuote(bookingId, open);
  const cancel = useCancelBooking();
  const confirm = () =>
    cancel.mutate(
      { id: bookingId, quoteId: quote.data?.quoteId ?? undefined },
      {
        onSuccess: (answer) => {
          if (!answer.success) {
            toast({
              variant: 'destructive',
              title: 'Cancellation failed',
              description: failureText(new Error(answer.message)),
            });
            return;
          }
          toast({ title: 'Booking cancelled', description: 'Your booking has been successfully cancelled.' });
          onCancelled?.();
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Cancellation failed', description: failureText(error) }),
      },
    );

  return (
    <ConfirmDialog
      trigger={children}
      open={open}
      onOpenChange={setOpen}
      title="Cancel this booking?"
      description={`You are about to cancel ${trip}. ${CANCEL_WARNING}`}
      body={<QuoteBox quote={quote.data} loading={quote.isFetching} error={quote.error} />}
      // Nothing is cancelled before the traveller has seen what it gives back.
      confirmDisabled={quote.isFetching || !quote.data}
      cancelLabel="Keep Booking"
      confirmLabel="Cancel Booking"
      onConfirm={confirm}
    />
  );
}
