import { Slider } from 'radix-ui';
import { formatPrice } from '../../../../shared/display';
import { PRICE_STEP, type PriceBounds, type PriceRange } from '../lib/filters';

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
      <Slider.Root
        className="relative flex h-6 w-full touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={[low, high]}
        onValueChange={(next) => {
          const [from = bounds.min, to = bounds.max] = next;
          onChange(from <= bounds.min && to >= bounds.max ? null : [from, to]);
        }}
      >
        <Slider.Track className="bg-muted relative h-1.5 grow overflow-hidden rounded-full">
          <Slider.Range className="bg-primary absolute h-full" />
        </Slider.Track>
        {(['Minimum price', 'Maximum price'] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatPrice(index === 0 ? low : high, currency)}
            className="border-primary bg-background focus-visible:ring-ring block size-5 cursor-grab rounded-full border-2 shadow-sm focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden"
          />
        ))}
      </Slider.Root>
      <p className="text-muted-foreground flex justify-between text-xs tabular-nums">
        <span>{formatPrice(bounds.min, currency)}</span>
        <span>{formatPrice(bounds.max, currency)}</span>
      </p>
    </div>
  );
}
