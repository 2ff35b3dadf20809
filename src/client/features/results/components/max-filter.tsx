import { Slider } from 'radix-ui';
import type { Range } from '../lib/filters';
import { FilterSlider, SLIDER_THUMB_CLASS, SliderEnds } from './filter-parts';

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
      <FilterSlider
        bounds={bounds}
        step={step}
        value={[current]}
        onValueChange={([next = bounds.max]) => onChange(next >= bounds.max ? null : next)}
      >
        <Slider.Thumb aria-label={label} aria-valuetext={format(current)} className={SLIDER_THUMB_CLASS} />
      </FilterSlider>
      <SliderEnds min={format(bounds.min)} max={format(bounds.max)} />
    </div>
  );
}
