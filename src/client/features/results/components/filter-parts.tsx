import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/* The Filters panel's building blocks: a titled group and a checkbox row with a hint and a count. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-border space-y-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="text-foreground float-left mb-3 w-full text-sm font-semibold">{title}</legend>
      <div className="clear-left space-y-2.5">{children}</div>
    </fieldset>
  );
}

export interface OptionProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  count?: number;
  disabled?: boolean;
}

export function Option({ id, checked, onChange, label, hint, count, disabled }: OptionProps) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <Label
        htmlFor={id}
        className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 font-normal"
      >
        <span className="min-w-0">
          <span className="text-foreground">{label}</span>
          {hint ? <span className="text-muted-foreground block text-xs">{hint}</span> : null}
        </span>
        {count !== undefined ? <span className="text-muted-foreground text-xs tabular-nums">{count}</span> : null}
      </Label>
    </div>
  );
}
