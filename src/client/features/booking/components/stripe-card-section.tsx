import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { BrandTheme } from '../../../../shared/schemas/brand';
import { toMinorUnits } from '../../../../shared/pricing';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrandOrDefault } from '../../../lib/brand';
import { CardEntryError } from '../payment/failure';
import type { PaymentSource } from '../payment/card-attempt';

/*
 * Stripe's Payment Element on the payment step (R23): the card is typed into Stripe's own frame, so
 * its number and CVV never reach this page's code, our server, our logs or our database. On
 * Complete Booking the element's card becomes a confirmation token (the only thing we send), and a
 * 3-D Secure check runs in Stripe's own window. Stripe.js loads only on this step, only when Stripe
 * takes the payments.
 */

const loaded = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per publishable key for the page's life, as Stripe asks. */
const stripeFor = (key: string) => {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    loaded.set(key, stripe);
  }
  return stripe;
};

/** The brand's theme in Stripe's Appearance API, so the card form wears the brand (R19). */
export function appearanceFor(theme: BrandTheme): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: theme.primary,
      colorText: theme.text,
      colorBackground: '#ffffff',
      fontFamily: theme.font,
      borderRadius: '6px',
    },
  };
}

interface StripeCardSectionProps {
  publishableKey: string;
  total: { amount: string; currency: string };
  /** Where the step finds the card to pay with, once Stripe's form is ready. */
  sourceRef: MutableRefObject<PaymentSource | null>;
  disabled: boolean;
}

export function StripeCardSection({ publishableKey, total, sourceRef, disabled }: StripeCardSectionProps) {
  const brand = useBrandOrDefault();
  const [failed, setFailed] = useState(false);
  const stripe = useMemo(() => {
    const promise = stripeFor(publishableKey);
    promise.then(
      (value) => setFailed(value === null),
      () => setFailed(true),
    );
    return promise;
  }, [publishableKey]);
  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>The card form could not be loaded</AlertTitle>
        <AlertDescription>
          <p>Nothing has been charged. Check your connection and reload the page, or call us to book.</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: toMinorUnits(total.amount, total.currency),
        currency: total.currency.toLowerCase(),
        captureMethod: 'manual',
        appearance: appearanceFor(brand.theme),
      }}
    >
      <StripeCard sourceRef={sourceRef} disabled={disabled} />
    </Elements>
  );
}

function StripeCard({ sourceRef, disabled }: Pick<StripeCardSectionProps, 'sourceRef' | 'disabled'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  // Each change of the card is a new card for the retry rule (R5): its token is never reused.
  const edits = useRef(0);

  useEffect(() => {
    if (!stripe || !elements) {
      sourceRef.current = null;
      return;
    }
    sourceRef.current = {
      get fingerprint() {
        return `stripe:${edits.current}`;
      },
      async tokenise() {
        const checked = await elements.submit();
        if (checked.error) throw new CardEntryError(checked.error.message ?? 'Please check your card details.');
        const { error, confirmationToken } = await stripe.createConfirmationToken({
          elements,
          params: { return_url: window.location.href },
        });
        if (error) throw new CardEntryError(error.message ?? 'Please check your card details.');
        return confirmationToken.id;
      },
      async authenticate(clientSecret) {
        const { error, paymentIntent } = await stripe.handleNextAction({ clientSecret });
        return !error && paymentIntent?.status === 'requires_capture';
      },
    };
    return () => {
      sourceRef.current = null;
    };
  }, [stripe, elements, sourceRef]);

  return (
    <div className="grid gap-2" aria-busy={!ready}>
      {ready ? null : <Skeleton className="h-40 w-full" aria-label="Loading the card form" />}
      <PaymentElement
        options={{ readOnly: disabled, layout: 'tabs' }}
        onReady={() => setReady(true)}
        onChange={() => {
          edits.current += 1;
        }}
      />
    </div>
  );
}
