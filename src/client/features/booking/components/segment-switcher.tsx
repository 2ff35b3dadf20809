import { SegmentButton } from '../../../components/seat-map/segment-button';
import type { Leg } from '../lib/seat-legs';

/* Which flight's seat map is shown: one button per segment, grouped under its slice. */

interface SegmentSwitcherProps {
  legs: Leg[];
  selected: number;
  onSelect: (index: number) => void;
  /** Seats still to choose on each segment, by segment id. */
  missing: ReadonlyMap<string, number>;
}

export function SegmentSwitcher({ legs, selected, onSelect, missing }: SegmentSwitcherProps) {
  const slices = [...new Set(legs.map((leg) => leg.sliceIndex))];
  return (
    <div className="grid gap-3" role="group" aria-label="Choose a flight">
      {slices.map((sliceIndex) => (
        <div key={sliceIndex} className="grid gap-1.5">
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            {legs.find((leg) => leg.sliceIndex === sliceIndex)?.sliceTitle}
          </p>
          <div className="flex flex-wrap gap-2">
            {legs.map((leg, index) => {
              if (leg.sliceIndex !== sliceIndex) return null;
              const left = missing.get(leg.segment.id) ?? 0;
              return (
                <SegmentButton key={leg.segment.id} leg={leg} index={index} selected={selected} onSelect={onSelect}>
                  <span className="block font-semibold">{leg.title}</span>
                  <span className="text-muted-foreground block text-xs">
                    {!leg.map ? 'No seat map' : left > 0 ? `${left} to choose` : 'All seats chosen'}
                  </span>
                </SegmentButton>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
