import { useFormContext, useWatch } from 'react-hook-form';
import { BOOKING_MESSAGES } from '../../../../shared/schemas/booking';
import { normalisePassportNumber, passportExpiryState, PASSPORT_COUNTRIES } from '../../../../shared/passengers';
import { Input } from '../../../components/ui/input';
import { fieldId, type PassengerFormValues } from '../lib/passenger-form-model';
import { controlState, Field, SELECT_CLASS } from '../../../components/ui/field';

/*
 * The passport block of one passenger (J5): the number is cleaned as it is typed (no
 * spaces, upper case), the expiry date warns inline when the passport has expired or has less
 * than 6 months left, and the issuing country is one of the 24 the spec lists.
 */

interface PassportFieldsProps {
  index: number;
  required: boolean;
  today: string;
}

const EXPIRY_WARNINGS = {
  expired: BOOKING_MESSAGES.passportHasExpired,
  expiring: BOOKING_MESSAGES.passportExpiring,
  ok: undefined,
} as const;

export function PassportFields({ index, required, today }: PassportFieldsProps) {
  const { register, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors.passengers?.[index];
  const expiry = useWatch<PassengerFormValues, `passengers.${number}.passportExpiryDate`>({
    name: `passengers.${index}.passportExpiryDate`,
  });
  const warning = /^\d{4}-\d{2}-\d{2}$/.test(expiry ?? '')
    ? EXPIRY_WARNINGS[passportExpiryState(expiry, today)]
    : undefined;

  const numberId = fieldId(index, 'passportNumber');
  const expiryId = fieldId(index, 'passportExpiryDate');
  const countryId = fieldId(index, 'passportIssuingCountry');
  const number = register(`passengers.${index}.passportNumber`);
  const numberError = errors?.passportNumber?.message;
  const expiryError = errors?.passportExpiryDate?.message;
  const countryError = errors?.passportIssuingCountry?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={numberId} label="Passport number" required={required} error={numberError}>
        <Input
          id={numberId}
          {...number}
          onChange={(event) => {
            event.target.value = normalisePassportNumber(event.target.value);
            void number.onChange(event);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          {...controlState(numberId, required, numberError)}
        />
      </Field>
      <Field id={expiryId} label="Passport expiry date" required={required} error={expiryError} warning={warning}>
        <Input
          id={expiryId}
          type="date"
          {...register(`passengers.${index}.passportExpiryDate`)}
          {...controlState(expiryId, required, expiryError, Boolean(expiryError ?? warning))}
        />
      </Field>
      <Field id={countryId} label="Issuing country" required={required} error={countryError}>
        <select
          id={countryId}
          className={SELECT_CLASS}
          {...register(`passengers.${index}.passportIssuingCountry`)}
          {...controlState(countryId, required, countryError)}
        >
          <option value="">Select country</option>
          {PASSPORT_COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
