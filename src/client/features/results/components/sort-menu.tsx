import { useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { afterNextPaint } from '../../../lib/after-next-paint';
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
  // A closing list is hidden in the input's own frame (one class on it) and taken out after that
  // frame is painted: Radix's unmount lifts its scroll lock and pointer block from the body, which
  // restyles the whole page (~40 ms on a phone, R45's 50 ms budget for a sort change).
  const [closing, setClosing] = useState(false);
  const openChange = (next: boolean) => {
    if (next) {
      setClosing(false);
      onOpenChange(true);
      return;
    }
    setClosing(true);
    afterNextPaint(() => {
      setClosing(false);
      onOpenChange(false);
    });
  };
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as SortOption)}
      disabled={disabled}
      open={open}
      onOpenChange={openChange}
    >
      <SelectTrigger id={id} className={className}>
        {/* Named here, not read from the open list: a page the server rendered shows it before any script runs. */}
        <SelectValue>{sortLabel(value)}</SelectValue>
      </SelectTrigger>
      <SelectContent className={closing ? 'hidden' : undefined}>
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
