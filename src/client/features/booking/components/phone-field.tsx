import { useFormContext } from 'react-hook-form';
import { phoneCountryOptions, type PhoneCountryOption } from '../../../../shared/phone';
import { Input } from '../../../components/ui/input';
import { controlState, Field, SELECT_CLASS } from '../../../components/ui/field';
import { cn } from '../../../lib/utils';
import { fieldId, type PassengerFormValues } from '../lib/passenger-form-model';

/*
 * A passenger's phone number with its country (R26): airlines take E.164 ("+447700900123"), a
 * traveller types the number as they dial it at home ("07700 900123"). The country list starts
 * at the browser's country; a number typed with "+" carries its own and the list is ignored.
 * Each option starts with the calling code, so the narrow closed select still shows it.
 */

let options: PhoneCountryOption[] | undefined;
/** Built on first use: 245 names from the browser's Intl, sorted once. */
function countryOptions(): PhoneCountryOption[] {
  options ??= phoneCountryOptions(globalThis.navigator?.language ?? 'en');
  return options;
}

export function PhoneField({ index, primary }: { index: number; primary: boolean }) {
  const { register, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors.passengers?.[index];
  const id = fieldId(index, 'phone');
  const countryId = fieldId(index, 'phoneCountry');
  const error = errors?.phone?.message ?? errors?.phoneCountry?.message;
  return (
    <Field
      id={id}
      label={primary ? 'Phone' : 'Phone (optional)'}
      required={primary}
      error={error}
      hint="Choose the country, then the number as you would dial it there."
    >
      <div className="flex gap-2">
        <select
          id={countryId}
          aria-label="Phone number's country"
          className={cn(SELECT_CLASS, 'w-28 shrink-0 sm:w-32')}
          autoComplete="tel-country-code"
          {...register(`passengers.${index}.phoneCountry`)}
        >
          {countryOptions().map((option) => (
            <option key={option.code} value={option.code}>
              +{option.callingCode} {option.name}
            </option>
          ))}
        </select>
        <Input
          id={id}
          type="tel"
          {...register(`passengers.${index}.phone`)}
          {...controlState(id, primary, error, true)}
          autoComplete="tel-national"
          inputMode="tel"
          className="min-w-0 flex-1"
        />
      </div>
    </Field>
  );
}
