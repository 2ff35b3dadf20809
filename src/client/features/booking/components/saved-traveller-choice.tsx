import { UsersRound } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SavedTraveller } from '../../../../shared/schemas/travellers';
import { SELECT_CLASS } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import type { PassengerFormValues } from '../lib/passenger-form-model';

/*
 * R49: the saved travellers who fit this passenger slot, offered above its fields. Choosing one
 * fills the fields (still editable); the passport number stays on the server, which fills it at
 * booking from the traveller's id, so the form shows only its last four.
 */

interface SavedTravellerChoiceProps {
  index: number;
  /** Already filtered to those whose age fits this slot. */
  travellers: readonly SavedTraveller[];
  /** Travellers chosen in the other slots. */
  taken: ReadonlySet<string>;
  programmes: readonly string[];
}

export function SavedTravellerChoice({ index, travellers, taken, programmes }: SavedTravellerChoiceProps) {
  const { setValue, clearErrors } = useFormContext<PassengerFormValues>();
  const chosen = useWatch<PassengerFormValues, `passengers.${number}.savedTravellerId`>({
    name: `passengers.${index}.savedTravellerId`,
  });
  const id = `passenger-${index}-saved`;
  const current = travellers.find((t) => t.id === chosen);

  const choose = (travellerId: string) => {
    const at = `passengers.${index}` as const;
    const traveller = travellers.find((t) => t.id === travellerId);
    setValue(`${at}.savedTravellerId`, travellerId);
    if (!traveller) return;
    const text = (value: string | null) => value ?? '';
    setValue(`${at}.title`, text(traveller.title));
    setValue(`${at}.firstName`, traveller.firstName);
    setValue(`${at}.lastName`, traveller.lastName);
    setValue(`${at}.gender`, text(traveller.gender));
    setValue(`${at}.dateOfBirth`, traveller.dateOfBirth);
    if (traveller.email) setValue(`${at}.email`, traveller.email);
    if (traveller.phone) setValue(`${at}.phone`, traveller.phone);
    if (traveller.phoneCountry) setValue(`${at}.phoneCountry`, traveller.phoneCountry);
    setValue(`${at}.passportNumber`, '');
    setValue(`${at}.passportExpiryDate`, text(traveller.passportExpiryDate));
    setValue(`${at}.passportIssuingCountry`, text(traveller.passportIssuingCountry));
    setValue(`${at}.saveTraveller`, false);
    // R50: only a programme this flight takes is carried over.
    const loyalty = traveller.loyaltyAccounts.find((a) => programmes.includes(a.airlineIataCode));
    setValue(`${at}.loyaltyProgrammeAccounts`, [
      { airlineIataCode: loyalty?.airlineIataCode ?? '', accountNumber: loyalty?.accountNumber ?? '' },
    ]);
    clearErrors(`passengers.${index}`);
  };

  if (travellers.length === 0) return null;
  return (
    <div className="bg-accent/40 grid gap-2 rounded-lg border p-3">
      <Label htmlFor={id} className="flex items-center gap-2">
        <UsersRound aria-hidden="true" className="text-primary size-4" />
        Saved traveller
      </Label>
      <select id={id} className={SELECT_CLASS} value={chosen ?? ''} onChange={(event) => choose(event.target.value)}>
        <option value="">Someone else (type their details)</option>
        {travellers.map((t) => (
          <option key={t.id} value={t.id} disabled={taken.has(t.id)}>
            {t.firstName} {t.lastName} ({t.dateOfBirth})
          </option>
        ))}
      </select>
      {current?.passportLast4 ? (
        <p className="text-muted-foreground text-xs" id={`${id}-passport`}>
          Their saved passport ending {current.passportLast4} is used unless you type another number below.
        </p>
      ) : null}
    </div>
  );
}
