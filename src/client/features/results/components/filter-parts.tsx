import { Slider } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import type { Filters, Range } from '../lib/filters';

/* The Filters panel's building blocks: a titled group and a checkbox row with a hint and a count. */

/** The Filters panel's sliders (price, layover, emissions) share one look: root, track, thumb, ends. */
const SLIDER_ROOT_CLASS = 'relative flex h-6 w-full touch-none items-center select-none';
export const SLIDER_THUMB_CLASS =
  'border-primary bg-background focus-visible:ring-ring block size-5 cursor-grab rounded-full border-2 shadow-sm focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden';

type FilterSliderProps = Omit<ComponentProps<typeof Slider.Root>, 'className' | 'min' | 'max'> & {
  /** The offers' least and most: the slider's ends. */
  bounds: Range;
};

/** The root and track of such a slider; the thumbs, with their names and read-outs, are the caller's. */
export function FilterSlider({ bounds, children, ...props }: FilterSliderProps) {
  return (
    <Slider.Root className={SLIDER_ROOT_CLASS} min={bounds.min} max={bounds.max} {...props}>
      <Slider.Track className="bg-muted relative h-1.5 grow overflow-hidden rounded-full">
        <Slider.Range className="bg-primary absolute h-full" />
      </Slider.Track>
      {children}
    </Slider.Root>
  );
}

/** The slider's least and most, under it. */
export function SliderEnds({ min, max }: { min: string; max: string }) {
  return (
    <p className="text-muted-foreground flex justify-between text-xs tabular-nums">
      <span>{min}</span>
      <span>{max}</span>
    </p>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-border space-y-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="text-foreground float-left mb-3 w-full text-sm font-semibold">{title}</legend>
      <div className="clear-left space-y-2.5">{children}</div>
    </fieldset>
  );
}

export interface OptionProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  count?: number;
  disabled?: boolean;
}

export function Option({ id, checked, onChange, label, hint, count, disabled }: OptionProps) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} />
      <Label
        htmlFor={id}
        className="flex min-w-0 flex-1 cursor-pointer items-baseline justify-between gap-2 font-normal"
      >
        <span className="min-w-0">
          <span className="text-foreground">{label}</span>
          {hint ? <span className="text-muted-foreground block text-xs">{hint}</span> : null}
        </span>
        {count !== undefined ? <span className="text-muted-foreground text-xs tabular-nums">{count}</span> : null}
      </Label>
    </div>
  );
}

/** The list with `value` ticked or unticked, ticked ones in the order they were ticked. */
export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

export interface Choice<T extends string> {
  id: T;
  label: string;
  hint?: string;
  count?: number;
}

interface ChoicesProps<T extends string> {
  /** Each box's id is this, a dash and the choice's id. */
  id: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** A choice no offer has is greyed out, unless it is ticked (so it can be unticked). */
  greyEmpty?: boolean;
}

/** A filter that keeps a list: one box per choice, ticking adds it to the list. */
export function Choices<T extends string>({ id, choices, selected, onChange, greyEmpty = false }: ChoicesProps<T>) {
  return (
    <>
      {choices.map((choice) => (
        <Option
          key={choice.id}
          id={`${id}-${choice.id}`}
          label={choice.label}
          hint={choice.hint}
          count={choice.count}
          disabled={greyEmpty ? choice.count === 0 && !selected.includes(choice.id) : undefined}
          checked={selected.includes(choice.id)}
          onChange={(on) => onChange(toggle(selected, choice.id, on))}
        />
      ))}
    </>
  );
}

type ListFilter = 'stops' | 'airlines' | 'via' | 'alliances';

/** A titled group of boxes bound to one of the draft's lists; each box's id is `id`, a dash and its choice. */
export function ChoicesSection<K extends ListFilter>(props: {
  title: string;
  id: string;
  filter: K;
  choices: readonly Choice<Filters[K][number]>[];
  draft: Filters;
  set: (patch: Partial<Filters>) => void;
  greyEmpty?: boolean;
}) {
  return (
    <Section title={props.title}>
      <Choices
        id={props.id}
        choices={props.choices}
        selected={props.draft[props.filter]}
        onChange={(next) => props.set({ [props.filter]: next })}
        greyEmpty={props.greyEmpty}
      />
    </Section>
  );
}
