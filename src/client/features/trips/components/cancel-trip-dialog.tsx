import type { ReactNode } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useCancelBooking } from '../api/bookings';
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

/** Asks before cancelling (the spec's warning), cancels, says how it went; the lists refresh. */
export function CancelTripDialog({ bookingId, trip, children, onCancelled }: CancelTripDialogProps) {
  const cancel = useCancelBooking();
  const confirm = () =>
    cancel.mutate(bookingId, {
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
    });

  return (
    <ConfirmDialog
      trigger={children}
      title="Cancel this booking?"
      description={`You are about to cancel ${trip}. ${CANCEL_WARNING}`}
      cancelLabel="Keep Booking"
      confirmLabel="Cancel Booking"
      onConfirm={confirm}
    />
  );
}
