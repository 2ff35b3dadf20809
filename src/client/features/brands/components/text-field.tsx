import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { BrandFormValues } from '../lib/brand-form';

type Props = {
  control: Control<BrandFormValues>;
  name: FieldPath<BrandFormValues>;
  label: string;
  hint?: string;
  multiline?: boolean;
} & Omit<ComponentProps<'input'>, 'name'>;

/** One labelled field of the brand form with its message under it. */
export function TextField({ control, name, label, hint, multiline, ...rest }: Props) {
  const { field, fieldState } = useController({ control, name });
  const id = `brand-${name.replaceAll('.', '-')}`;
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': fieldState.error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(fieldState.error) || Boolean(hint)),
  };
  return (
    <Field id={id} label={label} error={fieldState.error?.message} hint={hint}>
      {multiline ? (
        <Textarea
          {...common}
          rows={3}
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(e.target.value)}
        />
      ) : rest.type === 'number' ? (
        <Input
          {...rest}
          {...common}
          value={Number.isNaN(field.value) ? '' : String(field.value)}
          onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      ) : (
        <Input
          {...rest}
          {...common}
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
