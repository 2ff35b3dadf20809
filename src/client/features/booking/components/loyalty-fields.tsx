import { useFormContext } from 'react-hook-form';
import { controlState, Field, SELECT_CLASS } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { PassengerFormValues } from '../lib/passenger-form-model';

/** R50: one optional loyalty number, for an airline whose programme this flight takes. */
export function LoyaltyFields({ index, programmes }: { index: number; programmes: readonly string[] }) {
  const { register, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors.passengers?.[index]?.loyaltyProgrammeAccounts;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const airlineError = first?.airlineIataCode?.message ?? errors?.message;
  const numberError = first?.accountNumber?.message;
  const airlineId = `passenger-${index}-loyaltyAirline`;
  const numberId = `passenger-${index}-loyaltyNumber`;
  if (programmes.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-[15rem_1fr]">
      <Field id={airlineId} label="Loyalty programme (optional)" error={airlineError}>
        <select
          id={airlineId}
          className={SELECT_CLASS}
          {...register(`passengers.${index}.loyaltyProgrammeAccounts.0.airlineIataCode`)}
          {...controlState(airlineId, false, airlineError)}
        >
          <option value="">None</option>
          {programmes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Field>
      <Field id={numberId} label="Loyalty number" error={numberError}>
        <Input
          id={numberId}
          {...register(`passengers.${index}.loyaltyProgrammeAccounts.0.accountNumber`)}
          autoComplete="off"
          maxLength={30}
          {...controlState(numberId, false, numberError)}
        />
      </Field>
    </div>
  );
}
