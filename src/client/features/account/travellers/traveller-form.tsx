import { useState, type FormEvent } from 'react';
import { GENDERS, TITLES } from '../../../../shared/schemas/booking';
import {
  SavedTravellerInputSchema,
  type SavedTraveller,
  type SavedTravellerInput,
} from '../../../../shared/schemas/travellers';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { describedBy, Field, Options, SELECT_CLASS } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/*
 * R49: one saved traveller, added or edited. The passport number is typed here and never shown
 * again: an edit shows its last four characters, and a blank number keeps the saved one.
 */

const FIELDS = [
  'title',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'nationality',
  'email',
  'phone',
  'passportNumber',
  'passportExpiryDate',
  'passportIssuingCountry',
  'loyaltyAirline',
  'loyaltyNumber',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

function valuesOf(traveller: SavedTraveller | null): Values {
  const loyalty = traveller?.loyaltyAccounts[0];
  return {
    title: traveller?.title ?? '',
    firstName: traveller?.firstName ?? '',
    lastName: traveller?.lastName ?? '',
    gender: traveller?.gender ?? '',
    dateOfBirth: traveller?.dateOfBirth ?? '',
    nationality: traveller?.nationality ?? '',
    email: traveller?.email ?? '',
    phone: traveller?.phone ?? '',
    passportNumber: '',
    passportExpiryDate: traveller?.passportExpiryDate ?? '',
    passportIssuingCountry: traveller?.passportIssuingCountry ?? '',
    loyaltyAirline: loyalty?.airlineIataCode ?? '',
    loyaltyNumber: loyalty?.accountNumber ?? '',
  };
}

function toInput(values: Values): SavedTravellerInput {
  const { loyaltyAirline, loyaltyNumber, ...rest } = values;
  const loyalty = loyaltyAirline.trim() || loyaltyNumber.trim();
  return {
    ...rest,
    loyaltyAccounts: loyalty ? [{ airlineIataCode: loyaltyAirline, accountNumber: loyaltyNumber }] : [],
  };
}

/** A message path from the schema ('loyaltyAccounts.0.airlineIataCode') as this form's field. */
function fieldOf(path: PropertyKey[]): FieldName | null {
  const [head, , leaf] = path;
  if (head === 'loyaltyAccounts') return leaf === 'accountNumber' ? 'loyaltyNumber' : 'loyaltyAirline';
  return (FIELDS as readonly PropertyKey[]).includes(head ?? '') ? (head as FieldName) : null;
}

interface TravellerFormProps {
  traveller: SavedTraveller | null;
  saving: boolean;
  onSave: (input: SavedTravellerInput) => void;
  onCancel: () => void;
}

const LABELS: Record<FieldName, string> = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality (2-letter code)',
  email: 'Email (optional)',
  phone: 'Phone (optional)',
  passportNumber: 'Passport number (optional)',
  passportExpiryDate: 'Passport expiry date',
  passportIssuingCountry: 'Issuing country (2-letter code)',
  loyaltyAirline: 'Loyalty airline (IATA code)',
  loyaltyNumber: 'Loyalty number',
};

export function TravellerForm({ traveller, saving, onSave, onCancel }: TravellerFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(traveller));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const id = (name: FieldName) => `traveller-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const parsed = SavedTravellerInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = fieldOf(issue.path);
        if (name && !found[name]) found[name] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(input);
  };

  const control = (name: FieldName) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id(name), Boolean(errors[name])),
  });
  const text = (name: FieldName, props: Record<string, unknown> = {}) => (
    <Field
      id={id(name)}
      label={LABELS[name]}
      error={errors[name]}
      required={['firstName', 'lastName', 'dateOfBirth'].includes(name)}
    >
      <Input {...control(name)} {...props} />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={traveller ? 'Edit traveller' : 'Add a traveller'}
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <Field id={id('title')} label="Title" error={errors.title}>
          <select className={SELECT_CLASS} {...control('title')}>
            <option value="">—</option>
            <Options values={TITLES} label={(title) => title.charAt(0).toUpperCase() + title.slice(1)} />
          </select>
        </Field>
        {text('firstName', { autoComplete: 'off', maxLength: 50 })}
        {text('lastName', { autoComplete: 'off', maxLength: 50 })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id('gender')} label="Gender" error={errors.gender}>
          <select className={SELECT_CLASS} {...control('gender')}>
            <option value="">—</option>
            <Options
              values={GENDERS.filter((g) => g !== 'undisclosed')}
              label={(gender) => (gender === 'male' ? 'Male' : 'Female')}
            />
          </select>
        </Field>
        {text('dateOfBirth', { type: 'date' })}
        {text('nationality', { maxLength: 2, autoCapitalize: 'characters' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel' })}
      </div>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Passport</legend>
        {traveller?.passportLast4 ? (
          <p className="text-muted-foreground text-sm">
            Saved passport ending <strong>{traveller.passportLast4}</strong>. Leave the number blank to keep it.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          {text('passportNumber', { autoComplete: 'off', spellCheck: false, maxLength: 24 })}
          {text('passportExpiryDate', { type: 'date' })}
          {text('passportIssuingCountry', { maxLength: 2, autoCapitalize: 'characters' })}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Loyalty programme (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('loyaltyAirline', { maxLength: 2, autoCapitalize: 'characters' })}
          {text('loyaltyNumber', { autoComplete: 'off', maxLength: 30 })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={saving} pendingLabel="Saving...">
          Save traveller
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
