import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useCancelBooking } from '../api/bookings';

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
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
          <AlertDialogDescription>
            You are about to cancel {trip}. {CANCEL_WARNING}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Booking</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm}>
            Cancel Booking
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
