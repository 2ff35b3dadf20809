import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SORT_OPTIONS, sortLabel, type SortOption } from '../lib/sort';

export interface SortMenuProps {
  id: string;
  value: SortOption;
  onChange: (sort: SortOption) => void;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
}

/** The sort's Radix select, in its own chunk with Floating UI: see sort-select.tsx for when it is fetched. */
export function SortMenu({ id, value, onChange, disabled, open, onOpenChange, className }: SortMenuProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as SortOption)}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger id={id} className={className}>
        {/* Named here, not read from the open list: a page the server rendered shows it before any script runs. */}
        <SelectValue>{sortLabel(value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
