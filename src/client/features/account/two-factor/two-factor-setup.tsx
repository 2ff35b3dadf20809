import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { sentenceFor } from '../../../lib/api';
import { useBeginTwoFactor, useEnableTwoFactor, useRefreshTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** '4 characters apart' so the secret can be typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * R48: the set-up: a QR code for the authenticator app and its secret as text, confirmed by a
 * code before it is on; then the recovery codes, once. `autoStart` begins at once (the admin gate).
 */
export function TwoFactorSetup(props: { onCancel?: () => void; onDone?: () => void; autoStart?: boolean }) {
  const begin = useBeginTwoFactor();
  const enable = useEnableTwoFactor();
  const refresh = useRefreshTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate: start } = begin;

  useEffect(() => {
    if (props.autoStart) start();
  }, [props.autoStart, start]);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          void refresh();
          props.onDone?.();
        }}
      />
    );
  }

  if (!begin.data) {
    return (
      <div className="grid gap-3">
        {begin.error ? <p className="text-destructive text-sm font-medium">{sentenceFor(begin.error)}</p> : null}
        {begin.isPending ? (
          <Spinner label="Preparing your QR code" />
        ) : (
          <div>
            <Button type="button" onClick={() => start()}>
              Set up two-factor sign-in
            </Button>
          </div>
        )}
      </div>
    );
  }

  const setup = begin.data;
  return (
    <div className="grid gap-4">
      <ol className="text-muted-foreground grid list-decimal gap-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone (Google Authenticator, 1Password, Authy...).</li>
        <li>Scan the QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={setup.qrCode}
          alt="QR code to add this account to your authenticator app"
          width={176}
          height={176}
          className="rounded-md border bg-white p-1"
        />
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium">Key for typing in by hand</p>
          <code data-testid="two-factor-secret" className="bg-muted rounded-md px-2 py-1 font-mono text-sm break-all">
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <CodeForm
        submitLabel="Turn on"
        request={enable}
        onSubmit={(factor) => {
          if ('code' in factor) enable.mutate(factor.code, { onSuccess: (data) => setCodes(data.recoveryCodes) });
        }}
        extra={
          props.onCancel ? (
            <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null
        }
      />
    </div>
  );
}
