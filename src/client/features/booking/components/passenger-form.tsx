import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { loyaltyProgrammesOf } from '../../../../shared/schemas/loyalty';
import { useSavedTravellers } from '../../../lib/travellers';
import { Link } from 'react-router';
import { passportAccepted, passportRequired as needsPassport } from '../../../../shared/passengers';
import { BOOKING_MESSAGES, type Passenger, type PassengerInput } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { MobileBar } from './mobile-bar';
import { fitsSlot, initialValues, passengerFormSchema, type PassengerFormValues } from '../lib/passenger-form-model';
import { PassengerCard } from './passenger-card';

/*
 * Passenger Details (step 1). The shared passengersSchema checks the form, so the traveller reads
 * the same rules the server applies; the offer is checked once more before going on. While the
 * offer is invalid the submit button reads 'Offer Expired' and is disabled.
 */

export const PASSENGER_FORM_ID = 'passenger-form';

type Output = { passengers: Passenger[] };

interface PassengerFormProps {
  offer: Offer;
  today: string;
  /** What was entered before, when coming back to this step. */
  previous: readonly PassengerInput[] | undefined;
  offerValid: boolean;
  offerMessage: string | null;
  searchHref: string;
  total: { amount: string; currency: string };
  checkOffer: () => Promise<boolean>;
  onSubmit: (passengers: Passenger[], entered: PassengerInput[]) => void | Promise<void>;
}

export function PassengerForm(props: PassengerFormProps) {
  const { offer, today, previous, offerValid, offerMessage, searchHref, total, checkOffer, onSubmit } = props;
  // The schema's input types optional fields as unknown (they are preprocessed); the form's strings
  // are one such input, so narrowing the resolver to them is sound.
  const resolver = useMemo(
    () => zodResolver(passengerFormSchema(offer, today)) as unknown as Resolver<PassengerFormValues, unknown, Output>,
    [offer, today],
  );
  const form = useForm<PassengerFormValues, unknown, Output>({
    resolver,
    defaultValues: initialValues(offer, previous),
    mode: 'onTouched',
  });
  // R49, R50: the account's travellers who fit each slot, and the airlines whose numbers it takes.
  const { travellers, signedIn } = useSavedTravellers();
  const programmes = useMemo(() => loyaltyProgrammesOf(offer), [offer]);
  const chosenIds = useWatch({ control: form.control, name: 'passengers' }).map((p) => p.savedTravellerId);
  const passportRequired = needsPassport(offer);
  const passportAsked = passportAccepted(offer);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      if (!(await checkOffer())) return;
      await onSubmit(values.passengers, form.getValues('passengers'));
    },
    () => {
      toast({ variant: 'destructive', title: 'Missing information', description: BOOKING_MESSAGES.incomplete });
    },
  );

  return (
    <FormProvider {...form}>
      <form id={PASSENGER_FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        {!offerValid && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Flight Offer Expired</AlertTitle>
            <AlertDescription>
              <p>{offerMessage}</p>
              <Link to={searchHref} className="font-medium underline underline-offset-4">
                Back to search
              </Link>
            </AlertDescription>
          </Alert>
        )}
        {form.getValues('passengers').map((passenger, index) => (
          <PassengerCard
            key={passenger.id}
            index={index}
            type={passenger.type}
            passportRequired={passportRequired}
            passportAsked={passportAsked}
            today={today}
            saved={travellers.filter((t) => fitsSlot(t.dateOfBirth, passenger, offer))}
            taken={new Set(chosenIds.filter((id, at) => id && at !== index))}
            signedIn={signedIn}
            programmes={programmes}
          />
        ))}
        <div className="hidden justify-end lg:flex">
          <PassengerSubmit offerValid={offerValid} submitting={isSubmitting} />
        </div>
        <MobileBar total={total}>
          <PassengerSubmit offerValid={offerValid} submitting={isSubmitting} />
        </MobileBar>
      </form>
    </FormProvider>
  );
}

/** The form's submit button; the phone's bottom bar holds a second one (only one is ever displayed). */
function PassengerSubmit({ offerValid, submitting }: { offerValid: boolean; submitting: boolean }) {
  return (
    <Button type="submit" form={PASSENGER_FORM_ID} size="lg" disabled={!offerValid || submitting}>
      {!offerValid ? (
        'Offer Expired'
      ) : submitting ? (
        <>
          <Spinner label="Checking the offer" /> Checking...
        </>
      ) : (
        <>
          Continue to Seat Selection <ArrowRight aria-hidden="true" />
        </>
      )}
    </Button>
  );
}
