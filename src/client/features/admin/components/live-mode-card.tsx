import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { AdminSettings } from '../../../../shared/schemas/admin';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useModeChange } from '../lib/use-mode-change';
import { ProviderStatus } from './provider-status';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** What the server lacks to go live, in the words of its refusal (R17). */
function missingLiveKeys(settings: AdminSettings): string {
  const missing = [
    settings.duffelLiveKey ? null : 'a live Duffel access token (DUFFEL_ACCESS_TOKEN)',
    settings.stripeLiveKey ? null : 'a live Stripe secret key (STRIPE_SECRET_KEY)',
  ].filter((item): item is string => item !== null);
  return missing.join(' and ');
}

/** The Live Mode switch with its TEST/LIVE badge, the warning before going live, and the provider rows. */
export function LiveModeCard({ settings }: { settings: AdminSettings }) {
  const { change, saving, refusal } = useModeChange();
  const [confirming, setConfirming] = useState(false);
  const live = settings.enableLiveMode;
  // A6: without both live keys the switch cannot go live; it says why instead of inviting a refusal.
  const blocked = !live && !settings.liveModeAvailable;

  const onToggle = (checked: boolean) => {
    if (checked) setConfirming(true);
    else void change(false);
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Booking mode</CardTitle>
          <Badge variant={live ? 'destructive' : 'outline'} aria-label={`Current mode: ${live ? 'LIVE' : 'TEST'}`}>
            {live ? 'LIVE' : 'TEST'}
          </Badge>
        </div>
        <CardDescription>
          Test mode uses the sandbox airline and test cards. Live mode books real flights and charges real cards.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="border-border flex items-center justify-between gap-4 rounded-lg border p-4">
          <div>
            <label htmlFor="live-mode" className="font-medium">
              Live Mode
            </label>
            <p className="text-muted-foreground text-sm">
              {live ? 'Real bookings and payments' : 'Test bookings only'}
            </p>
          </div>
          <Switch
            id="live-mode"
            checked={live}
            disabled={saving || blocked}
            aria-describedby={blocked ? 'live-mode-blocked' : undefined}
            onCheckedChange={onToggle}
          />
        </div>
        {blocked ? (
          <p id="live-mode-blocked" className="text-muted-foreground text-sm">
            Going live needs a live Duffel access token and a live Stripe secret key on the server. Missing:{' '}
            {missingLiveKeys(settings)}.
          </p>
        ) : null}
        {refusal ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Mode Change Failed</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : null}
        <ProviderStatus settings={settings} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Switch to LIVE mode?"
        description="In live mode every booking is real: tickets are issued with the airlines and travellers' cards are charged. Make sure the live keys and prices are right before you continue."
        cancelLabel="Stay in test mode"
        confirmLabel="Go live"
        onConfirm={() => void change(true)}
      />
    </Card>
  );
}
