import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { AirportStore } from '../../../lib/airports';
import type { AirportValue } from '../lib/search-form-model';
import { AirportCombobox, type EmptyList } from './airport-combobox';

type End = 'origin' | 'destination';

const ENDS = [
  { end: 'origin', label: 'From', Icon: PlaneTakeoff },
  { end: 'destination', label: 'To', Icon: PlaneLanding },
] as const;

interface RouteEndsProps {
  value: Record<End, AirportValue>;
  onChange: (change: Partial<Record<End, AirportValue>>) => void;
  errors: Partial<Record<End, string | undefined>>;
  store: AirportStore | undefined;
  /** What the From field lists before anything is typed (the recent searches). */
  originEmptyList?: EmptyList | undefined;
}

/** A flight's From and To fields, as the one-way/return form and each multi-city row draw them. */
export function RouteEnds({ value, onChange, errors, store, originEmptyList }: RouteEndsProps) {
  return ENDS.map(({ end, label, Icon }) => (
    <AirportCombobox
      key={end}
      label={label}
      value={value[end]}
      onChange={(airport) => onChange({ [end]: airport })}
      error={errors[end]}
      icon={<Icon className="size-4" aria-hidden="true" />}
      store={store}
      emptyList={end === 'origin' ? originEmptyList : undefined}
    />
  ));
}
