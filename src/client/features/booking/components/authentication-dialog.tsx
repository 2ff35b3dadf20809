import { Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '../../../../shared/display';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useBrandOrDefault } from '../../../lib/brand';
import { answerAuthentication } from '../api/test-processor';

export interface AuthenticationChallenge {
  clientSecret: string;
  total: { amount: string; currency: string };
  /** Called once: whether the traveller passed the check. */
  settle: (passed: boolean) => void;
}

/**
 * R23: the built-in test processor's 3-D Secure page, as Stripe's test page shows it: the bank asks
 * the traveller to approve this payment, and a test card can pass or fail. Closing it fails the
 * check, as closing a bank's window does. The answer goes to the processor, which then holds the
 * money or not; the booking goes on only after the server has read that.
 */
export function AuthenticationDialog({ challenge }: { challenge: AuthenticationChallenge | null }) {
  const brand = useBrandOrDefault();
  const [answering, setAnswering] = useState<'complete' | 'fail' | null>(null);

  const answer = async (result: 'complete' | 'fail') => {
    if (!challenge || answering) return;
    setAnswering(result);
    try {
      const { status } = await answerAuthentication({ clientSecret: challenge.clientSecret, result });
      challenge.settle(status === 'authorized');
    } catch {
      // The check could not be answered: nothing was held, and the traveller can try again.
      challenge.settle(false);
    } finally {
      setAnswering(null);
    }
  };

  return (
    <Dialog
      open={challenge !== null}
      onOpenChange={(open) => {
        if (!open) void answer('fail');
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="text-primary size-5" aria-hidden="true" />
            Confirm this payment with your bank
          </DialogTitle>
          <DialogDescription>
            Your card issuer asks you to approve a payment of{' '}
            <strong className="text-foreground">
              {challenge ? formatPrice(challenge.total.amount, challenge.total.currency) : ''}
            </strong>{' '}
            to {brand.name}.
          </DialogDescription>
        </DialogHeader>
        <p className="bg-muted text-muted-foreground rounded-md p-3 text-sm">
          Test mode: this stands in for your bank&apos;s 3-D Secure page. Choose how the check ends.
        </p>
        <DialogFooter className="gap-2">
          <Button variant="outline" disabled={answering !== null} onClick={() => void answer('fail')}>
            {answering === 'fail' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Fail authentication
          </Button>
          <Button disabled={answering !== null} onClick={() => void answer('complete')}>
            {answering === 'complete' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Complete authentication
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
