import { Slider } from 'radix-ui';
import type { Range } from '../lib/filters';

interface MaxFilterProps {
  /** The slider's ends; null: nothing to filter (the `none` sentence shows instead). */
  bounds: Range | null;
  value: number | null;
  step: number;
  label: string;
  none: string;
  format: (value: number) => string;
  onChange: (value: number | null) => void;
}

/** One thumb: "up to" a value between the offers' least and most (R45: layover hours, kg CO2e). */
export function MaxFilter({ bounds, value, step, label, none, format, onChange }: MaxFilterProps) {
  if (!bounds || bounds.min >= bounds.max) return <p className="text-muted-foreground text-sm">{none}</p>;
  const current = Math.min(Math.max(value ?? bounds.max, bounds.min), bounds.max);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium tabular-nums" aria-live="polite">
        {value === null || current >= bounds.max ? 'Any' : `Up to ${format(current)}`}
      </p>
      <Slider.Root
        className="relative flex h-6 w-full touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={[current]}
        onValueChange={([next = bounds.max]) => onChange(next >= bounds.max ? null : next)}
      >
        <Slider.Track className="bg-muted relative h-1.5 grow overflow-hidden rounded-full">
          <Slider.Range className="bg-primary absolute h-full" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label}
          aria-valuetext={format(current)}
          className="border-primary bg-background focus-visible:ring-ring block size-5 cursor-grab rounded-full border-2 shadow-sm focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden"
        />
      </Slider.Root>
      <p className="text-muted-foreground flex justify-between text-xs tabular-nums">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </p>
    </div>
  );
}
