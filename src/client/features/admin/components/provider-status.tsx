import { CheckCircle2, XCircle } from 'lucide-react';
import type { AdminSettings } from '../../../../shared/schemas/admin';

interface Row {
  label: string;
  configured: boolean;
  live: boolean;
  fallback: string;
}

function StatusRow({ label, configured, live, fallback }: Row) {
  const Icon = configured ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon
        className={configured ? 'text-success mt-0.5 size-5 shrink-0' : 'text-muted-foreground mt-0.5 size-5 shrink-0'}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{label}</p>
        <p className="text-muted-foreground text-sm">
          {configured ? (live ? 'Live key configured' : 'Test key configured: serves test mode only') : fallback}
        </p>
      </div>
      <span className="text-sm font-semibold whitespace-nowrap">{configured ? 'Configured' : 'Not configured'}</span>
    </li>
  );
}

/** A2: configured / not-configured status for the flight provider API and the card payments. */
export function ProviderStatus({ settings }: { settings: AdminSettings }) {
  return (
    <ul className="divide-border divide-y" aria-label="Provider status">
      <StatusRow
        label="Flight provider API (Duffel)"
        configured={settings.duffelApiConfigured}
        live={settings.duffelLiveKey}
        fallback="The built-in sandbox airline serves test mode"
      />
      <StatusRow
        label="Card payments (Stripe)"
        configured={settings.stripeConfigured}
        live={settings.stripeLiveKey}
        fallback="The built-in test card processor serves test mode"
      />
    </ul>
  );
}
