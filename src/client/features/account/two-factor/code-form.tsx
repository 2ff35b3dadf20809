import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { sentenceFor } from '../../../lib/api';
import { TWO_FACTOR_MESSAGES } from '../../../../shared/schemas/two-factor';
import type { SecondFactorInput } from '../api/two-factor';

/**
 * R48: one field for the authenticator's 6-digit code, or (when allowed) a recovery code instead.
 * The server's sentence for a wrong, used or expired code shows under the field.
 */
export function CodeForm(props: {
  submitLabel: string;
  /** What the button says while the server checks the code; 'Checking...' unless given. */
  pendingLabel?: string;
  onSubmit: (factor: SecondFactorInput) => void;
  /** The mutation the code is sent with: its pending state and its error. */
  request: { isPending: boolean; error: Error | null };
  allowRecovery?: boolean;
  extra?: ReactNode;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [local, setLocal] = useState<string | undefined>();
  const error = local ?? (props.request.error ? sentenceFor(props.request.error) : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (recovery) {
      if (!/^[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}$/.test(typed.replace(/\s/g, ''))) {
        return setLocal(TWO_FACTOR_MESSAGES.recoveryFormat);
      }
      setLocal(undefined);
      return props.onSubmit({ recoveryCode: typed });
    }
    const digits = typed.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setLocal(TWO_FACTOR_MESSAGES.codeFormat);
    setLocal(undefined);
    props.onSubmit({ code: digits });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <Field
        id={id}
        label={recovery ? 'Recovery code' : '6-digit code'}
        error={error}
        hint={recovery ? 'One of the codes you saved when you turned this on.' : 'From your authenticator app.'}
      >
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize={recovery ? 'characters' : 'none'}
          spellCheck={false}
          maxLength={recovery ? 20 : 10}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true)}
          className="font-mono tracking-widest"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={props.request.isPending} pendingLabel={props.pendingLabel ?? 'Checking...'}>
          {props.submitLabel}
        </SubmitButton>
        {props.allowRecovery ? (
          <Button
            type="button"
            variant="link"
            className="px-0"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              setLocal(undefined);
            }}
          >
            {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
          </Button>
        ) : null}
        {props.extra}
      </div>
    </form>
  );
}
