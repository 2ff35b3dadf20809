import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from '../api/two-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

type Panel = 'none' | 'setup' | 'disable' | 'regenerate';

/** R48: the security overview's two-factor row: on or off, and what can be done from there. */
export function TwoFactorRow(props: { enabled: boolean }) {
  const [panel, setPanel] = useState<Panel>('none');
  const [codes, setCodes] = useState<string[] | null>(null);
  const status = useTwoFactorStatus(props.enabled);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const close = () => setPanel('none');
  const left = status.data?.recoveryCodesLeft;

  return (
    <div data-testid="two-factor-row" className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <span
            className={`grid size-9 place-items-center rounded-full ${props.enabled ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground'}`}
          >
            <Smartphone className="size-4" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium">Two-Factor Authentication</p>
            <p className="text-muted-foreground text-sm">
              {props.enabled
                ? `A code from your authenticator app is asked for at sign-in.${left === undefined ? '' : ` ${left} recovery code${left === 1 ? '' : 's'} left.`}`
                : 'Add an extra layer of security to your account.'}
            </p>
          </div>
        </div>
        {props.enabled ? (
          // The success badge's white on green is below 4.5:1 at this size (axe); outline reads.
          <Badge variant="outline">On</Badge>
        ) : panel === 'setup' ? null : (
          <Button variant="outline" size="sm" onClick={() => setPanel('setup')}>
            Enable
          </Button>
        )}
      </div>
      {!props.enabled && panel === 'setup' ? <TwoFactorSetup autoStart onCancel={close} onDone={close} /> : null}
      {props.enabled && codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {props.enabled && !codes && panel === 'none' ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setPanel('regenerate')}>
            New recovery codes
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPanel('disable')}>
            Turn off
          </Button>
        </div>
      ) : null}
      {props.enabled && panel === 'regenerate' ? (
        <CodeForm
          submitLabel="Make new recovery codes"
          request={regenerate}
          onSubmit={(factor) => {
            if ('code' in factor) {
              regenerate.mutate(factor.code, {
                onSuccess: (data) => {
                  setCodes(data.recoveryCodes);
                  close();
                },
              });
            }
          }}
          extra={<CancelButton onClick={close} />}
        />
      ) : null}
      {props.enabled && panel === 'disable' ? (
        <CodeForm
          submitLabel="Turn off two-factor sign-in"
          allowRecovery
          request={disable}
          onSubmit={(factor) =>
            disable.mutate(factor, {
              onSuccess: () => {
                toast({ title: 'Two-factor sign-in is off' });
                close();
              },
            })
          }
          extra={<CancelButton onClick={close} />}
        />
      ) : null}
    </div>
  );
}

function CancelButton(props: { onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={props.onClick}>
      Cancel
    </Button>
  );
}
