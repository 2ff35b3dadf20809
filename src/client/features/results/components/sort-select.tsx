import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SORT_OPTIONS, type SortOption } from '../lib/filters';

/** Sort: price-asc, price-desc, duration-asc (outbound), each with a visible label. */
interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  disabled?: boolean;
}

export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
      <Label htmlFor={id} className="text-muted-foreground shrink-0 text-sm whitespace-nowrap">
        Sort by
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as SortOption)} disabled={disabled}>
        <SelectTrigger id={id} className="bg-card h-9 min-w-0 flex-1 sm:w-[13.5rem] sm:flex-none">
          {/* Named here, not read from the open list: a page the server rendered shows it before any script runs. */}
          <SelectValue>{SORT_OPTIONS.find((option) => option.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {SORT_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
