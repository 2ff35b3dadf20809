import { useId } from 'react';
import type { BagChoice } from '../../../../shared/bags';
import { Label } from '../../../components/ui/label';
import { SELECT_TRIGGER_CLASS } from '../../../components/ui/select-trigger-style';
import { cn } from '../../../lib/utils';
import { BAG_OPTIONS } from '../lib/bags';

/**
 * R54: price the cards with no bags, 1 cabin bag or 1 checked bag per traveller. The browser's own
 * select: three choices need no menu code in the page's first download, and it works before hydration.
 */
export function BagsSelect({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: BagChoice | null;
  onChange: (choice: BagChoice | null) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <Label htmlFor={id} className="text-muted-foreground shrink-0 text-sm">
        Bags
      </Label>
      <select
        id={id}
        value={value ?? 'none'}
        disabled={disabled}
        className={cn(SELECT_TRIGGER_CLASS, 'bg-card h-9 w-auto')}
        onChange={(event) => {
          const picked = BAG_OPTIONS.find((option) => option.value === event.target.value)?.value ?? 'none';
          onChange(picked === 'none' ? null : picked);
        }}
      >
        {BAG_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
