import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
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
  const described = [hint ? `${id}-hint` : '', fieldState.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': fieldState.error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
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
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {fieldState.error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}
