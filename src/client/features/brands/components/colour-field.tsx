import { useController, type Control } from 'react-hook-form';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { BrandFormValues } from '../lib/brand-form';

type ColourName = `theme.${'primary' | 'secondary' | 'accent' | 'background' | 'text'}`;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker and its #rrggbb text, bound to one theme field; the text may be typed freely. */
export function ColourField({
  control,
  name,
  label,
}: {
  control: Control<BrandFormValues>;
  name: ColourName;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = `brand-${name.replace('.', '-')}`;
  return (
    <Field id={id} label={label} error={fieldState.error?.message}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
          onChange={(e) => field.onChange(e.target.value)}
          className="border-input h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
        />
        <Input
          id={id}
          {...field}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(fieldState.error))}
          className="font-mono"
          maxLength={7}
        />
      </div>
    </Field>
  );
}
