import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { MAX_SLICES } from '../../../../shared/schemas/search-rules';
import { PhoneLink, SupportPhone } from '../../../components/phone-link';
import { Button } from '../../../components/ui/button';
import type { AirportStore } from '../../../lib/airports';
import {
  addFlight,
  canAddFlight,
  canRemoveFlight,
  flightErrorKey,
  removeFlight,
  withFlight,
  type FlightRow,
} from '../lib/multi-city-model';
import { useFocusFirstInvalid } from '../../../lib/forms';
import { localIsoDate } from '../lib/search-form-model';
import type { useSearchForm } from '../lib/use-search-form';
import { RouteEnds } from './route-ends';
import { DateField } from './date-field';
import { SearchSubmitRow } from './search-submit-row';
import { FieldError } from './field-parts';

interface MultiCityFieldsProps {
  form: ReturnType<typeof useSearchForm>;
  airports?: AirportStore | undefined;
  submitLabel: string;
}

/**
 * R24: the Multi-City tab: 2 to 5 flights (from, to and date each), Add another flight and a
 * remove button per flight beyond the second, the cabin and travellers for the whole trip, and
 * "call us" as a line under the form for those who would rather talk it through.
 */
export function MultiCityFields({ form, airports, submitLabel }: MultiCityFieldsProps) {
  const { state, update, errors, attempts, submit } = form;
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const added = useRef(false);
  const today = localIsoDate();
  const { flights } = state;
  const setFlights = (next: FlightRow[]) => update({ ...state, flights: next });

  useFocusFirstInvalid(ref, attempts);

  // A flight just added: its From field takes the focus, where the traveller goes next.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const rows = ref.current?.querySelectorAll<HTMLElement>('[data-flight-row]');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>('input')?.focus();
  }, [flights.length]);

  return (
    <div className="grid gap-4">
      <form ref={ref} noValidate onSubmit={submit} aria-label="Search multi-city flights" className="grid gap-4">
        <ol className="grid gap-3" aria-label="Flights">
          {flights.map((row, index) => (
            <li key={index} data-flight-row>
              <div role="group" aria-labelledby={`${id}-flight-${index}`} className="grid gap-2">
                <div className="flex min-h-8 items-center justify-between gap-2">
                  <h3 id={`${id}-flight-${index}`} className="text-sm font-semibold">
                    Flight {index + 1}
                  </h3>
                  {canRemoveFlight(flights) ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-muted-foreground h-8"
                      aria-label={`Remove flight ${index + 1}`}
                      onClick={() => setFlights(removeFlight(flights, index))}
                    >
                      <X aria-hidden="true" />
                      Remove
                    </Button>
                  ) : null}
                </div>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_0.8fr]">
                  <RouteEnds
                    value={row}
                    onChange={(change) => setFlights(withFlight(flights, index, change))}
                    errors={{
                      origin: errors[flightErrorKey(index, 'origin')],
                      destination: errors[flightErrorKey(index, 'destination')],
                    }}
                    store={airports}
                  />
                  <div className="sm:col-span-2 lg:col-span-1">
                    <DateField
                      label={`Flight ${index + 1} date`}
                      value={row.departureDate}
                      // Each flight on or after the one before it (R24): the calendar starts there.
                      min={[today, flights[index - 1]?.departureDate ?? ''].reduce((a, b) => (b > a ? b : a))}
                      placeholder="Select date"
                      onChange={(departureDate) => setFlights(withFlight(flights, index, { departureDate }))}
                      error={errors[flightErrorKey(index, 'departureDate')]}
                    />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <FieldError id={`${id}-flights-error`} error={errors.flights} />
        <div>
          {canAddFlight(flights) ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                added.current = true;
                setFlights(addFlight(flights));
              }}
            >
              <Plus aria-hidden="true" />
              Add another flight
            </Button>
          ) : (
            <p className="text-muted-foreground text-sm">A multi-city trip has up to {MAX_SLICES} flights.</p>
          )}
        </div>
        <SearchSubmitRow form={form} label={submitLabel} />
      </form>
      <p className="text-muted-foreground text-sm">
        Rather plan it with someone? Call us at{' '}
        <PhoneLink
          trackingLabel="search_multi_city"
          className="text-primary font-semibold underline-offset-4 hover:underline"
        >
          <SupportPhone />
        </PhoneLink>{' '}
        and a travel expert will build your itinerary.
      </p>
    </div>
  );
}
