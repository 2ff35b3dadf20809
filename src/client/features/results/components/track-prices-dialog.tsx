import { useState, type ReactElement } from 'react';
import { createTrackPricesFormSchema, DEFAULT_DROP } from '../../../../shared/schemas/alerts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { sentenceFor } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms';
import type { SearchCriteria } from '../../../lib/search-url';
import { useCreateAlert } from '../api/alerts';

/** The alert's search in the API's words: the one- or two-flight search this page shows. */
function alertSearch(criteria: SearchCriteria) {
  return {
    origin: criteria.origin,
    destination: criteria.destination,
    departureDate: criteria.departureDate,
    ...(criteria.tripType === 'round-trip' && criteria.returnDate ? { returnDate: criteria.returnDate } : {}),
    cabinClass: criteria.cabinClass,
    adultsCount: criteria.adults,
    childrenCount: criteria.children,
    infantsCount: criteria.infants,
    ...(criteria.childAges?.length ? { childAges: criteria.childAges } : {}),
    ...(criteria.infantAges?.length ? { infantAges: criteria.infantAges } : {}),
    ...(criteria.youthAges?.length ? { youthAges: criteria.youthAges } : {}),
    ...(criteria.directOnly ? { maxConnections: 0 } : {}),
  };
}

function TrackPricesForm({ criteria, onDone }: { criteria: SearchCriteria; onDone: (message: string) => void }) {
  const { user } = useCurrentUser();
  const create = useCreateAlert();
  const form = useSchemaForm(
    createTrackPricesFormSchema(!user),
    { dropKind: DEFAULT_DROP.dropKind as 'amount' | 'percent', dropValue: String(DEFAULT_DROP.dropValue), email: '' },
    'track-prices',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.onSubmit((valid) => {
    setFailure(null);
    create.mutate(
      {
        ...alertSearch(criteria),
        dropKind: valid.dropKind,
        dropValue: Number(valid.dropValue),
        ...(user ? {} : { email: valid.email }),
      },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          setFailure(error instanceof Error ? sentenceFor(error) : 'Could not set the alert');
        },
      },
    );
  });
  const percent = form.values.dropKind === 'percent';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">E-mail me when the cheapest price drops by</legend>
        <div className="flex gap-2">
          <Field
            id={form.id('dropValue')}
            label={percent ? 'Percent' : 'Amount'}
            error={form.errors.dropValue}
            className="flex-1"
          >
            <Input {...form.field('dropValue')} inputMode="numeric" />
          </Field>
          <Field id={form.id('dropKind')} label="Measured in" className="flex-1">
            <select
              {...form.field('dropKind')}
              className="border-input bg-background h-10 rounded-md border px-3 text-sm"
            >
              <option value="percent">% of the price</option>
              <option value="amount">money</option>
            </select>
          </Field>
        </div>
      </fieldset>
      {user ? (
        <p className="text-muted-foreground text-sm">We will e-mail {user.email}.</p>
      ) : (
        <Field
          id={form.id('email')}
          label="Your e-mail"
          error={form.errors.email}
          hint="We send a link to turn the alert on."
        >
          <Input {...form.field('email', true)} type="email" autoComplete="email" />
        </Field>
      )}
      {failure ? (
        <p role="alert" className="text-destructive text-sm font-medium">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Setting alert...' : 'Set price alert'}
      </Button>
    </form>
  );
}

/** The Track prices dialog, in its own chunk: see track-prices.tsx for when it is fetched. */
export function TrackPricesDialog({ criteria, trigger }: { criteria: SearchCriteria; trigger: ReactElement }) {
  // Drawn by the first press on its trigger: open at once.
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDone(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="text-lg font-semibold">Track prices</DialogTitle>
        <DialogDescription>
          We check this search every hour until it departs and e-mail you when it gets cheaper.
        </DialogDescription>
        {done ? (
          <p role="status" className="text-sm font-medium">
            {done}
          </p>
        ) : (
          <TrackPricesForm criteria={criteria} onDone={setDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}
