import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/auth';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * R48: an administrator without two-factor sign-in sees its set-up before any admin screen (the
 * server refuses their changes with 403 TWO_FACTOR_REQUIRED until it is on). Anyone else passes
 * through: the screen itself deals with travellers and the signed-out.
 */
export function AdminTwoFactorGate(props: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user?.isAdmin || user.twoFactorEnabled) return <>{props.children}</>;
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Turn on two-factor sign-in</h1>
      <Alert variant="warning">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>Required for administrators</AlertTitle>
        <AlertDescription>
          An administrator&apos;s account can change the whole site, so it needs a code from an authenticator app at
          sign-in. Set it up to continue to the admin screens.
        </AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Set up your authenticator app</CardTitle>
        </CardHeader>
        <CardContent>
          <TwoFactorSetup autoStart />
        </CardContent>
      </Card>
    </section>
  );
}
