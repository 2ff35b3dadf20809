import { Controller, type Control } from 'react-hook-form';
import type { ContactFormValues, ContactRequest } from '../../../../shared/schemas/contact';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { describedBy, messageId } from '../../../components/ui/field';

const ID = 'contact-consent';

/** The required consent line (A2): the policies open in a new tab so the message is not lost. */
export function ConsentField({
  control,
  error,
}: {
  control: Control<ContactFormValues, unknown, ContactRequest>;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2.5">
        <Controller
          control={control}
          name="consent"
          render={({ field }) => (
            <Checkbox
              id={ID}
              ref={field.ref}
              name={field.name}
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(ID, Boolean(error))}
            />
          )}
        />
        <Label htmlFor={ID} className="leading-snug font-normal">
          <span>
            I agree to the{' '}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              Privacy Policy
            </a>{' '}
            and{' '}
            <a
              href="/terms"
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              Terms of Service
            </a>
            , and to be contacted about my message.
            <span aria-hidden="true" className="text-destructive">
              {' *'}
            </span>
          </span>
        </Label>
      </div>
      {error && (
        <p id={messageId(ID)} className="text-destructive text-xs font-medium">
          {error}
        </p>
      )}
    </div>
  );
}
