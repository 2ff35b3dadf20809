import { Slider } from 'radix-ui';
import { formatPrice } from '../../../../shared/display';
import { PRICE_STEP, type PriceBounds, type PriceRange } from '../lib/filters';
import { FilterSlider, SLIDER_THUMB_CLASS, SliderEnds } from './filter-parts';

interface PriceFilterProps {
  bounds: PriceBounds | null;
  value: PriceRange | null;
  currency: string;
  onChange: (value: PriceRange | null) => void;
}

/** Two thumbs in steps of 10 between the offers' floor and ceiling (J9). */
export function PriceFilter({ bounds, value, currency, onChange }: PriceFilterProps) {
  if (!bounds) return <p className="text-muted-foreground text-sm">No prices to filter yet.</p>;
  if (bounds.min === bounds.max) {
    return <p className="text-muted-foreground text-sm">Every flight costs {formatPrice(bounds.min, currency)}.</p>;
  }
  const [low, high] = value ?? [bounds.min, bounds.max];
  return (
    <div className="space-y-3">
      <p className="flex justify-between text-sm font-medium tabular-nums" aria-live="polite">
        <span>{formatPrice(low, currency)}</span>
        <span>{formatPrice(high, currency)}</span>
      </p>
      <FilterSlider
        bounds={bounds}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={[low, high]}
        onValueChange={(next) => {
          const [from = bounds.min, to = bounds.max] = next;
          onChange(from <= bounds.min && to >= bounds.max ? null : [from, to]);
        }}
      >
        {(['Minimum price', 'Maximum price'] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatPrice(index === 0 ? low : high, currency)}
            className={SLIDER_THUMB_CLASS}
          />
        ))}
      </FilterSlider>
      <SliderEnds min={formatPrice(bounds.min, currency)} max={formatPrice(bounds.max, currency)} />
    </div>
  );
}
