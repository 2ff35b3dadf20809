import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SavedTraveller } from '../../../../shared/schemas/travellers';
import { LoyaltyFields } from './loyalty-fields';
import { SavedTravellerChoice } from './saved-traveller-choice';
import { PASSENGER_TYPE_LABELS, type PassengerType } from '../../../../shared/passengers';
import { GENDERS, TITLES } from '../../../../shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { fieldId, type PassengerField, type PassengerFormValues } from '../lib/passenger-form-model';
import { controlState, Field, Options, SELECT_CLASS } from '../../../components/ui/field';
import { PassportFields } from './passport-fields';
import { PhoneField } from './phone-field';

/*
 * One passenger's card (J5): titled by the passenger's type, names, gender and date of
 * birth; e-mail and phone required for the first passenger only (the booking's contact); the
 * passport block required on international trips, else optional and skippable, and absent when
 * the airline takes no documents. Title and a gender of male or female are required because
 * every airline order needs them (R26).
 */

interface PassengerCardProps {
  index: number;
  type: PassengerType;
  passportRequired: boolean;
  /** False when the airline takes no identity document for this offer (R26). */
  passportAsked: boolean;
  today: string;
  /** R49: the saved travellers who fit this slot, and the ids chosen in other slots. */
  saved?: readonly SavedTraveller[];
  taken?: ReadonlySet<string>;
  /** R49: a signed-in traveller may save a new passenger on the account. */
  signedIn?: boolean;
  /** R50: the airlines whose loyalty numbers this flight takes. */
  programmes?: readonly string[];
}

const NONE: ReadonlySet<string> = new Set();

const TITLE_LABELS: Record<(typeof TITLES)[number], string> = {
  mr: 'Mr',
  ms: 'Ms',
  mrs: 'Mrs',
  miss: 'Miss',
  dr: 'Dr',
};
/** 'undisclosed' stays in the API's list, but no airline order can carry it (R26). */
const GENDER_CHOICES = GENDERS.filter((gender) => gender !== 'undisclosed');
const GENDER_LABELS: Record<(typeof GENDER_CHOICES)[number], string> = { male: 'Male', female: 'Female' };
const PASSPORT_FIELDS = ['passportNumber', 'passportExpiryDate', 'passportIssuingCountry'] as const;

export function PassengerCard(props: PassengerCardProps) {
  const { index, type, passportRequired, passportAsked, today } = props;
  const { saved = [], taken = NONE, signedIn = false, programmes = [] } = props;
  const { register, formState, setValue, clearErrors } = useFormContext<PassengerFormValues>();
  const chosen = useWatch<PassengerFormValues, `passengers.${number}.savedTravellerId`>({
    name: `passengers.${index}.savedTravellerId`,
  });
  const [passportOpen, setPassportOpen] = useState(true);
  const errors = formState.errors.passengers?.[index];
  const primary = index === 0;

  const input = (field: PassengerField, options: { required?: boolean } = {}) => {
    const id = fieldId(index, field);
    const error = errors?.[field]?.message;
    return {
      id,
      ...register(`passengers.${index}.${field}`),
      ...controlState(id, options.required, error),
    };
  };
  const errorOf = (field: PassengerField) => errors?.[field]?.message;
  /** Title and gender (R26): required, so blank until the traveller picks one of the labelled values. */
  const choice = <T extends string>(
    field: 'title' | 'gender',
    values: readonly T[],
    labels: Record<T, string>,
    autoComplete: string,
  ) => (
    <select className={SELECT_CLASS} {...input(field, { required: true })} autoComplete={autoComplete}>
      <option value="">—</option>
      <Options values={values} label={(value) => labels[value]} />
    </select>
  );

  const skipPassport = () => {
    for (const field of PASSPORT_FIELDS) setValue(`passengers.${index}.${field}`, '');
    clearErrors(PASSPORT_FIELDS.map((field) => `passengers.${index}.${field}` as const));
    setPassportOpen(false);
  };

  const headingId = `passenger-${index}-heading`;
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader className="pb-4">
        <CardTitle id={headingId} className="text-lg">
          <span className="text-muted-foreground mr-2 text-sm font-medium">Passenger {index + 1}</span>
          {PASSENGER_TYPE_LABELS[type]}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SavedTravellerChoice index={index} travellers={saved} taken={taken} programmes={programmes} />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <Field id={fieldId(index, 'title')} label="Title" required error={errorOf('title')}>
            {choice('title', TITLES, TITLE_LABELS, 'honorific-prefix')}
          </Field>
          <Field id={fieldId(index, 'firstName')} label="First name" required error={errorOf('firstName')}>
            <Input {...input('firstName', { required: true })} autoComplete="given-name" maxLength={50} />
          </Field>
          <Field id={fieldId(index, 'lastName')} label="Last name" required error={errorOf('lastName')}>
            <Input {...input('lastName', { required: true })} autoComplete="family-name" maxLength={50} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId(index, 'gender')}
            label="Gender"
            required
            error={errorOf('gender')}
            hint="As on the passport: airlines accept male or female only."
          >
            {choice('gender', GENDER_CHOICES, GENDER_LABELS, 'sex')}
          </Field>
          <Field id={fieldId(index, 'dateOfBirth')} label="Date of birth" required error={errorOf('dateOfBirth')}>
            <Input type="date" max={today} {...input('dateOfBirth', { required: true })} autoComplete="bday" />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId(index, 'email')}
            label={primary ? 'Email' : 'Email (optional)'}
            required={primary}
            error={errorOf('email')}
            hint={primary ? 'Your confirmation is sent here.' : undefined}
          >
            <Input type="email" {...input('email', { required: primary })} autoComplete="email" inputMode="email" />
          </Field>
          <PhoneField index={index} primary={primary} />
        </div>

        {passportAsked && (
          <section aria-labelledby={`${headingId}-passport`} className="bg-muted/40 grid gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${headingId}-passport`} className="flex items-center gap-2 text-sm font-semibold">
                <IdCard aria-hidden="true" className="text-primary size-4" />
                Passport {!passportRequired && <span className="text-muted-foreground font-normal">(optional)</span>}
              </h3>
              {!passportRequired &&
                (passportOpen ? (
                  <Button type="button" variant="ghost" size="sm" onClick={skipPassport}>
                    Skip Passport Info
                  </Button>
                ) : (
                  <Button type="button" variant="outline" size="sm" onClick={() => setPassportOpen(true)}>
                    Add Passport Info
                  </Button>
                ))}
            </div>
            {passportRequired && (
              <p className="text-muted-foreground text-xs">International trip: passport details are required</p>
            )}
            {(passportRequired || passportOpen) && (
              <PassportFields index={index} required={passportRequired} today={today} />
            )}
          </section>
        )}
        <LoyaltyFields index={index} programmes={programmes} />
        {signedIn && !chosen ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-primary size-4"
              {...register(`passengers.${index}.saveTraveller`)}
            />
            Save this traveller
          </label>
        ) : null}
      </CardContent>
    </Card>
  );
}
