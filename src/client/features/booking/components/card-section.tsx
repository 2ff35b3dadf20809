import { AlertTriangle, Lock } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useSystemMode } from '../../../lib/system-mode';
import { usePaymentConfig } from '../api/payment-config';
import type { PaymentSource } from '../payment/card-attempt';
import {
  checkCard,
  clearCard,
  EMPTY_CARD,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../payment/card-fields';
import { testProcessorSource } from '../payment/test-processor-source';
import { AuthenticationDialog, type AuthenticationChallenge } from './authentication-dialog';
import { CardForm, TestCardHint, type CardFieldRefs } from './card-form';
import { StripeCardSection } from './stripe-card-section';

/*
 * The card, wherever one pays (the payment step, a held trip's payment page), R23: the form of the
 * processor the payment config names, the built-in one's fields or Stripe's Payment Element, and
 * its bank check (the built-in processor's dialog; Stripe's own window).
 */

type Total = { amount: string; currency: string };

function useFieldRefs(): CardFieldRefs {
  return {
    number: useRef<HTMLInputElement>(null),
    expiryMonth: useRef<HTMLInputElement>(null),
    expiryYear: useRef<HTMLInputElement>(null),
    cvv: useRef<HTMLInputElement>(null),
    holderName: useRef<HTMLInputElement>(null),
  };
}

export function useCardEntry() {
  const config = usePaymentConfig();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<AuthenticationChallenge | null>(null);
  const fieldRefs = useFieldRefs();
  const stripeSource = useRef<PaymentSource | null>(null);
  const stripe = config.data?.processor === 'stripe';

  /** The built-in processor's 3-D Secure page: the dialog, answered by the traveller. */
  const authenticateInDialog = (total: Total) => (clientSecret: string) =>
    new Promise<boolean>((resolve) => {
      setChallenge({
        clientSecret,
        total,
        settle: (passed) => {
          setChallenge(null);
          resolve(passed);
        },
      });
    });

  return {
    config,
    /** A card can be taken: the processor is known. Until then the pay button waits with it. */
    ready: config.isSuccess,
    values,
    errors,
    challenge,
    fieldRefs,
    stripeSource,
    onChange(field: CardField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    },
    /**
     * The card to pay `total` with, or null. Stripe's form checks the card itself when it is
     * tokenised; the built-in form's fields are checked here, their messages shown, the first wrong one focused.
     */
    source(total: Total): PaymentSource | null {
      if (stripe) return stripeSource.current;
      // Only the built-in processor takes card fields: with the config unknown (its request
      // failed) no card number may leave the page, since under Stripe our server must never see one.
      if (config.data?.processor !== 'test') return null;
      const check = checkCard(values);
      if (!check.ok) {
        setErrors(check.errors);
        toast({ variant: 'destructive', title: check.notice.title, description: check.notice.description });
        fieldRefs[check.first].current?.focus();
        return null;
      }
      setErrors({});
      return testProcessorSource(check.card, authenticateInDialog(total));
    },
    /** The card was refused: its fields are cleared but the name, and the number focused. */
    clear() {
      setValues(clearCard);
      setErrors({});
      // The fieldset is disabled while paying; focus once it is enabled again.
      requestAnimationFrame(() => fieldRefs.number.current?.focus());
    },
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

export function CardSection({ entry, total, disabled }: { entry: CardEntry; total: Total; disabled: boolean }) {
  const { isLiveMode } = useSystemMode();
  const config = entry.config.data;
  const stripeKey = config?.processor === 'stripe' ? config.publishableKey : undefined;
  let form;
  if (entry.config.isPending) {
    form = <Skeleton className="h-64 w-full" aria-label="Loading the card form" />;
  } else if (entry.config.isError) {
    // Which processor takes the card is not known: no card form (a built-in one could send a
    // number our server must not see under Stripe) until the traveller tries again.
    form = (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>The card form did not load</AlertTitle>
        <AlertDescription>
          <p>Nothing has been charged. Please try again.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void entry.config.refetch()}
          >
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (config?.processor === 'stripe' && !stripeKey) {
    form = (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Card payments are not available</AlertTitle>
        <AlertDescription>
          <p>This site cannot take cards right now. Nothing has been charged; please call us to book.</p>
        </AlertDescription>
      </Alert>
    );
  } else if (stripeKey) {
    form = (
      <>
        {isLiveMode ? null : <TestCardHint />}
        <StripeCardSection
          publishableKey={stripeKey}
          total={total}
          sourceRef={entry.stripeSource}
          disabled={disabled}
        />
      </>
    );
  } else {
    form = (
      <CardForm
        values={entry.values}
        errors={entry.errors}
        onChange={entry.onChange}
        fieldRefs={entry.fieldRefs}
        disabled={disabled}
        testMode={!isLiveMode}
      />
    );
  }
  return (
    <>
      {form}
      <AuthenticationDialog challenge={entry.challenge} />
    </>
  );
}

/** The 'Payment Details' card round the payment form, on the payment step and the hold payment page. */
export function PaymentDetailsCard(props: {
  heading: 'h2' | 'h3';
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={props.heading} className="flex items-center gap-2">
          <Lock className="text-primary size-5" aria-hidden="true" />
          Payment Details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={props.onSubmit} className="grid gap-6" aria-label="Payment">
          {props.children}
        </form>
      </CardContent>
    </Card>
  );
}
