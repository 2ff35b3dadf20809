import { Clock, CreditCard, Undo2 } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking';
import { payHoldHref } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { formatHoldDeadline } from '../../../lib/hold-time';
import { useReleaseHold } from '../api/bookings';
import { LinkButton } from '../../../components/ui/link-button';

/** R55: what a hold's card says: the deadline, or that it lapsed or was let go with nothing charged. */
export function HoldNotice({ booking }: { booking: Booking }) {
  const hold = booking.bookingData.hold;
  if (!hold) return null;
  if (booking.status === 'on_hold') {
    return (
      <p className="text-info flex items-center gap-1.5 text-sm font-medium" data-testid="hold-notice">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        On hold, pay by {formatHoldDeadline(hold.payment_required_by)}
      </p>
    );
  }
  if (booking.status === 'hold_expired') {
    return (
      <p className="text-muted-foreground text-sm" data-testid="hold-notice">
        The hold expired on {formatHoldDeadline(hold.payment_required_by)}: the airline released the seats and nothing
        was charged.
      </p>
    );
  }
  if (booking.status === 'released') {
    return (
      <p className="text-muted-foreground text-sm" data-testid="hold-notice">
        You released this hold. Nothing was charged.
      </p>
    );
  }
  return null;
}

/** R55: Pay now (the payment step for this booking) and Release (after a confirm). */
export function HoldActions({ booking, trip }: { booking: Booking; trip: string }) {
  const release = useReleaseHold();
  const onRelease = () =>
    release.mutate(booking.id, {
      onSuccess: () => toast({ title: 'Hold released', description: 'Nothing was charged.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not release the hold',
          description: error instanceof Error ? error.message : 'Please try again.',
        }),
    });
  return (
    <>
      <LinkButton to={payHoldHref(booking.id)} icon={CreditCard} size="sm">
        Pay now
      </LinkButton>
      <ConfirmDialog
        title="Release this hold?"
        description={`The airline will let go of ${trip}. Nothing is charged, and the price is no longer held.`}
        cancelLabel="Keep the hold"
        confirmLabel="Release"
        onConfirm={onRelease}
        trigger={
          <Button variant="ghost" size="sm" disabled={release.isPending}>
            <Undo2 aria-hidden="true" />
            Release
          </Button>
        }
      />
    </>
  );
}
