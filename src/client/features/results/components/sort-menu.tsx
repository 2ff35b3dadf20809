import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { SORT_OPTIONS, sortLabel, type SortOption } from '../lib/sort';

export interface SortMenuProps {
  id: string;
  /** The page's order (from the URL). */
  value: SortOption;
  onChange: (sort: SortOption) => void;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
}

/**
 * The trigger's label: the order just chosen, shown at once while the list it asks for is drawn
 * (results-page.tsx), until the page's order changes (to that one, or to another from the URL).
 * Its own state, so showing the choice draws this text alone, not the select around it.
 */
function SortLabel({ applied, ref }: { applied: SortOption; ref: Ref<(sort: SortOption) => void> }) {
  const [chosen, setChosen] = useState<{ sort: SortOption; over: SortOption } | null>(null);
  if (chosen && chosen.over !== applied) setChosen(null);
  useImperativeHandle(ref, () => (sort: SortOption) => setChosen({ sort, over: applied }), [applied]);
  return sortLabel(chosen?.sort ?? applied);
}

/** The sort's Radix select, in its own chunk with Floating UI: see sort-select.tsx for when it is fetched. */
export function SortMenu({ id, value, onChange, disabled, open, onOpenChange, className }: SortMenuProps) {
  // R45's 50 ms on a phone: a choice draws nothing but the label in the input's own frame. The list
  // is made transparent and deaf to the pointer there by its inline style (no render of the select;
  // `display: none` would change its size and wake Floating UI's resize observer in that frame), and
  // taken out after that frame is painted: Radix's unmount lifts its scroll lock and pointer block
  // from the body, which restyles the whole page (~40 ms on a phone). The select's own value follows
  // with the page's.
  const list = useRef<HTMLDivElement>(null);
  const showChosen = useRef<(sort: SortOption) => void>(null);
  // A list opened again before the deferred close has run stays open, and is shown again.
  const closes = useRef(0);
  const openChange = (next: boolean) => {
    const close = ++closes.current;
    if (next) {
      list.current?.style.removeProperty('opacity');
      list.current?.style.removeProperty('pointer-events');
      onOpenChange(true);
      return;
    }
    list.current?.style.setProperty('opacity', '0');
    list.current?.style.setProperty('pointer-events', 'none');
    afterNextPaint(() => {
      if (close === closes.current) onOpenChange(false);
    });
  };
  const choose = (next: string) => {
    showChosen.current?.(next as SortOption);
    onChange(next as SortOption);
  };
  return (
    <Select value={value} onValueChange={choose} disabled={disabled} open={open} onOpenChange={openChange}>
      <SelectTrigger id={id} className={className}>
        {/* Named here, not read from the open list: a page the server rendered shows it before any script runs. */}
        <SelectValue>
          <SortLabel applied={value} ref={showChosen} />
        </SelectValue>
      </SelectTrigger>
      <SelectContent ref={list}>
        {SORT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
