import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api';
import { useTwoFactorSignIn } from '../api/two-factor';
import { AuthCard } from '../components/auth-card';
import { CodeForm } from './code-form';

/** R48: sign-in's second step: a code from the app, or a recovery code. */
export function TwoFactorStep(props: { pendingToken: string; onSignedIn: () => void; onRestart: () => void }) {
  const signIn = useTwoFactorSignIn();
  // The pending sign-in ended (too late, too many tries): only the password step can start another.
  const ended = signIn.error instanceof ApiRequestError && signIn.error.code === 'SIGN_IN_EXPIRED';
  return (
    <AuthCard
      icon={ShieldCheck}
      title="Two-factor sign-in"
      description="Enter the 6-digit code from your authenticator app."
      footer={
        <Button type="button" variant="link" className="px-0" onClick={props.onRestart}>
          Start again with your password
        </Button>
      }
    >
      {ended ? (
        <div className="grid gap-3">
          <p role="alert" className="text-destructive text-sm font-medium">
            {signIn.error?.message}
          </p>
          <Button type="button" onClick={props.onRestart}>
            Sign in again
          </Button>
        </div>
      ) : (
        <CodeForm
          submitLabel="Verify"
          pendingLabel="Verifying..."
          allowRecovery
          request={signIn}
          onSubmit={(factor) =>
            signIn.mutate({ pendingToken: props.pendingToken, ...factor }, { onSuccess: props.onSignedIn })
          }
        />
      )}
    </AuthCard>
  );
}
