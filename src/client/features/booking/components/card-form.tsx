import { Info, Lock } from 'lucide-react';
import type { ComponentProps, RefObject } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { controlState, messageId } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { CLEAN_INPUT, padMonth, type CardErrors, type CardField, type CardFormValues } from '../payment/card-fields';

/** The card the test processor always accepts (R3), as the hint shows it. */
export const TEST_CARD = '4242 4242 4242 4242';

export type CardFieldRefs = Record<CardField, RefObject<HTMLInputElement | null>>;

export interface CardFormProps {
  values: CardFormValues;
  errors: CardErrors;
  onChange: (field: CardField, value: string) => void;
  fieldRefs: CardFieldRefs;
  disabled?: boolean;
  testMode: boolean;
}

interface CardInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'ref'> {
  field: CardField;
  label: string;
  card: CardFormProps;
  inputClassName?: string;
}

/** One labelled card input; its message sits under it and is its accessible description. */
function CardInput({ field, label, card: form, className, inputClassName, ...props }: CardInputProps) {
  const id = `card-${field}`;
  const error = form.errors[field];
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={form.fieldRefs[field]}
        name={field}
        className={inputClassName}
        value={form.values[field]}
        disabled={form.disabled}
        {...controlState(id, false, error)}
        onChange={(event) => form.onChange(field, CLEAN_INPUT[field](event.target.value))}
        {...props}
      />
      {error ? (
        <p id={messageId(id)} className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Test mode's hint (R3): the card that always works, and the one that asks for 3-D Secure (R23). */
export function TestCardHint() {
  return (
    <Alert variant="info" role="note">
      <Info aria-hidden="true" />
      <AlertTitle>Test mode</AlertTitle>
      <AlertDescription>
        <p>
          Use the test card <span className="font-mono font-semibold whitespace-nowrap">{TEST_CARD}</span> with any
          future expiry date and any 3-digit CVV. No real money is taken.
        </p>
        <p>
          To try your bank&apos;s 3-D Secure check, use{' '}
          <span className="font-mono font-semibold whitespace-nowrap">4000 0027 6000 3184</span>.
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** J5's card form: number grouped by 4, MM / YY expiry, CVV, the name on the card. */
export function CardForm(form: CardFormProps) {
  return (
    <fieldset className="grid gap-4" disabled={form.disabled}>
      <legend className="sr-only">Card details</legend>
      {form.testMode ? <TestCardHint /> : null}
      <CardInput
        field="number"
        label="Card Number"
        card={form}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        inputClassName="font-mono tracking-wide"
        maxLength={19}
      />
      <div className="grid grid-cols-3 gap-3">
        <CardInput
          field="expiryMonth"
          label="Month"
          card={form}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          onBlur={(event) => form.onChange('expiryMonth', padMonth(event.target.value))}
        />
        <CardInput
          field="expiryYear"
          label="Year"
          card={form}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={2}
        />
        <CardInput
          field="cvv"
          label="CVV"
          card={form}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <CardInput
        field="holderName"
        label="Card Holder Name"
        card={form}
        autoComplete="cc-name"
        placeholder="Name as it appears on the card"
        autoCapitalize="words"
        spellCheck={false}
      />
      <p className="text-muted-foreground flex items-center gap-2 text-xs">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        Sent over an encrypted connection. Your card number and CVV are never stored.
      </p>
    </fieldset>
  );
}
