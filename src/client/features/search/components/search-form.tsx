import { ArrowLeftRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { AirportStore } from '../../../lib/airports';
import { useHydrated } from '../../../rendering/hydration';
import { cn } from '../../../lib/utils';
import { useFocusFirstInvalid } from '../../../lib/forms';
import { localIsoDate, type TripType } from '../lib/search-form-model';
import { useSearchForm, type SearchFormOptions } from '../lib/use-search-form';
import { useRecentSearchList } from '../lib/use-recent-searches';
import { DateField } from './date-field';
import { SearchSubmitRow } from './search-submit-row';
import { MultiCityFields } from './multi-city-fields';
import { RouteEnds } from './route-ends';
import { SearchTabs, tabId, type SearchTab } from './search-tabs';

/** 'modify': the results page's Modify Search, filled with the search shown there. */
export type SearchFormVariant = 'home' | 'landing' | 'modify';

const SUBMIT_LABEL: Record<SearchFormVariant, string> = {
  home: 'Find Deals Now - Free',
  landing: 'Search Flights',
  modify: 'Search Flights',
};

interface SearchFormProps {
  variant: SearchFormVariant;
  /** The airport list; the site's shared one unless a test brings its own. */
  airports?: AirportStore;
  className?: string;
  /** The search to start from (Modify Search) and what to do once it is sent. */
  options?: SearchFormOptions;
}

/**
 * The flight search form of J2, on the home page ('home'), the support landing page ('landing')
 * and the results page's Modify Search ('modify'). On the home page and in Modify Search the tabs
 * are the form's trip type; on the landing page the form carries its own round trip / one way
 * choice and the One Way tab points to it. Multi-City is a form of 2 to 5 flights (R24).
 */
export function SearchForm({ variant, airports, className, options }: SearchFormProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const form = useSearchForm(options);
  const { state, setTripType } = form;
  const tabsAreTripType = variant !== 'landing';
  const [tab, setTab] = useState<SearchTab>(
    tabsAreTripType || state.tripType === 'multi-city' ? state.tripType : 'round-trip',
  );
  // Where the tabs are the trip type, it may be restored after hydration.
  const shown: SearchTab = tabsAreTripType ? state.tripType : tab;

  const onTab = (next: SearchTab) => {
    setTab(next);
    if (tabsAreTripType || next === 'multi-city') setTripType(next);
    // The landing page's round trip / one way choice cannot show Multi-City.
    else if (state.tripType === 'multi-city') setTripType('round-trip');
  };

  // Inert until hydrated (the home page's form arrives as server HTML): text typed into it would be
  // dropped and a press of the submit button would reload the page. It looks the same meanwhile.
  const hydrated = useHydrated();

  return (
    <div
      inert={!hydrated}
      className={cn('bg-card text-card-foreground rounded-2xl border p-4 shadow-xl sm:p-6', className)}
    >
      <SearchTabs value={shown} onChange={onTab} panelId={panelId} idPrefix={id} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(id, shown)} className="mt-4">
        {shown === 'multi-city' ? (
          <MultiCityFields form={form} airports={airports} submitLabel={SUBMIT_LABEL[variant]} />
        ) : variant === 'landing' && shown === 'one-way' ? (
          <OneWayPanel
            onUseForm={() => {
              setTab('round-trip');
              setTripType('one-way');
            }}
          />
        ) : (
          <SearchFields variant={variant} form={form} airports={airports} />
        )}
      </div>
    </div>
  );
}

function OneWayPanel({ onUseForm }: { onUseForm: () => void }) {
  return (
    <div className="bg-muted/60 flex flex-col items-start gap-4 rounded-xl p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">One-way flights</p>
        <p className="text-muted-foreground mt-1 text-sm">
          One-way search uses the main search form: choose One way there and the return date is left out.
        </p>
      </div>
      <Button size="lg" className="shrink-0" onClick={onUseForm}>
        Search one-way flights
      </Button>
    </div>
  );
}

interface SearchFieldsProps {
  variant: SearchFormVariant;
  form: ReturnType<typeof useSearchForm>;
  airports?: AirportStore | undefined;
}

function SearchFields({ variant, form, airports }: SearchFieldsProps) {
  const { state, ready, update, setTripType, errors, attempts, submit } = form;
  const ref = useRef<HTMLFormElement>(null);
  const today = localIsoDate();
  const recentSearches = useRecentSearchList(today, update);

  useFocusFirstInvalid(ref, attempts);

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-label="Search flights" className="grid gap-4">
      {variant === 'landing' && <TripTypeChoice value={state.tripType} onChange={setTripType} />}
      <div className="grid gap-3 lg:grid-cols-[1fr_1fr_0.75fr_0.75fr]">
        <div className="relative grid gap-3 sm:grid-cols-2 sm:gap-x-12 lg:col-span-2">
          <RouteEnds
            value={state}
            onChange={(change) => update({ ...state, ...change })}
            errors={errors}
            store={airports}
            originEmptyList={recentSearches}
          />
          <button
            type="button"
            aria-label="Swap origin and destination"
            onClick={() => update({ ...state, origin: state.destination, destination: state.origin })}
            className={cn(
              'bg-background text-primary hover:bg-muted absolute z-10 grid size-9 cursor-pointer place-items-center rounded-full border shadow-sm',
              'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden',
              'top-[4.75rem] right-3 -translate-y-1/2 rotate-90 sm:top-[2.875rem] sm:right-auto sm:left-1/2 sm:-translate-x-1/2 sm:rotate-0',
            )}
          >
            <ArrowLeftRight className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:col-span-2">
          <DateField
            label="Departure date"
            value={state.departureDate}
            min={today}
            // Until hydrated the server's page shows no date at all rather than a prompt that then changes.
            placeholder={ready ? 'Select date' : ''}
            onChange={(departureDate) => update({ ...state, departureDate })}
            error={errors.departureDate}
          />
          <DateField
            label="Return date"
            value={state.returnDate}
            min={state.departureDate && state.departureDate > today ? state.departureDate : today}
            placeholder={!ready ? '' : state.tripType === 'one-way' ? 'One way' : 'Select date'}
            disabled={state.tripType === 'one-way'}
            onChange={(returnDate) => update({ ...state, returnDate })}
            error={errors.returnDate}
          />
        </div>
      </div>
      <NearbyOptions
        origin={state.nearbyOrigin === true}
        destination={state.nearbyDestination === true}
        onChange={(nearby) => update({ ...state, ...nearby })}
      />
      <SearchSubmitRow form={form} label={SUBMIT_LABEL[variant]} />
      {/* R45: asked of the airline with the search (a native box: nothing added to the first download). */}
      <label className="-mt-1 flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={state.directOnly === true}
          onChange={(event) => update({ ...state, directOnly: event.target.checked })}
          className="accent-primary size-4"
        />
        Direct flights only
      </label>
    </form>
  );
}

/** The landing form's own round trip / one way choice (its One Way tab points here). */
function TripTypeChoice({ value, onChange }: { value: TripType; onChange: (tripType: TripType) => void }) {
  const name = useId();
  const options: { id: TripType; label: string }[] = [
    { id: 'round-trip', label: 'Round trip' },
    { id: 'one-way', label: 'One way' },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="sr-only">Trip type</legend>
      {options.map((option) => (
        <label key={option.id} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="accent-primary size-4"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** R46: "include nearby airports" (within 100 km) for either end of the trip. */
function NearbyOptions({
  origin,
  destination,
  onChange,
}: {
  origin: boolean;
  destination: boolean;
  onChange: (nearby: { nearbyOrigin: boolean; nearbyDestination: boolean }) => void;
}) {
  const ends = [
    { label: 'From', field: 'nearbyOrigin', checked: origin },
    { label: 'To', field: 'nearbyDestination', checked: destination },
  ] as const;
  return (
    <fieldset className="-mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <legend className="float-left mr-1 font-medium">Include nearby airports</legend>
      {ends.map(({ label, field, checked }) => (
        <label key={label} className="flex cursor-pointer items-center gap-1.5">
          <input
            type="checkbox"
            className="accent-primary size-4"
            aria-label={`Include airports near ${label}`}
            checked={checked}
            onChange={(event) =>
              onChange({ nearbyOrigin: origin, nearbyDestination: destination, [field]: event.target.checked })
            }
          />
          {label}
        </label>
      ))}
      <span className="text-muted-foreground text-xs">within 100 km</span>
    </fieldset>
  );
}
