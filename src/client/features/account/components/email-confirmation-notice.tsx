import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/verify-email';

/** R30: an unconfirmed address, and a way to get a new link to it. */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Alert variant="warning" role="region" aria-label="E-mail address not confirmed">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Please confirm your e-mail address</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Trips booked with {email} without signing in are added to your account only once you confirm that the address
          is yours.
        </p>
        {resend.isSuccess ? (
          <p role="status">{resend.data.message} Open it while signed in to this account.</p>
        ) : (
          <div>
            <Button size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {resend.isPending ? 'Sending...' : 'Send confirmation link'}
            </Button>
          </div>
        )}
        {resend.isError ? <p className="text-destructive">{resend.error.message}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
