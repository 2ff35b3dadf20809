import { KeyRound, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TwoFactorRow } from '../two-factor/two-factor-row';

/** The spec's overview: the password row, and two-factor sign-in (R48). */
export function SecurityOverview(props: { twoFactorEnabled: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck className="text-primary size-5" aria-hidden="true" />
          Security Overview
        </CardTitle>
        <CardDescription>How your account is protected.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
          <div className="flex items-start gap-3">
            <span className="bg-success/15 text-success grid size-9 place-items-center rounded-full">
              <KeyRound className="size-4" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium">Password</p>
              <p className="text-muted-foreground text-sm">Secure Password</p>
            </div>
          </div>
          <Badge variant="success">Active</Badge>
        </div>
        <TwoFactorRow enabled={props.twoFactorEnabled} />
      </CardContent>
    </Card>
  );
}
