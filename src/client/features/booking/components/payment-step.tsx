import { AlertTriangle, ArrowLeft, Loader2, Lock } from 'lucide-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { CreateBookingResponse, Passenger, SelectedBag, SelectedSeat } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { formatPrice } from '../../../../shared/display';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { offerQueryOptions } from '../../../lib/offers';
import { useSystemMode } from '../../../lib/system-mode';
import {
  checkCard,
  clearCard,
  EMPTY_CARD,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../payment/card-fields';
import { OrderSummary } from '../payment/order-summary';
import { useCheckout, type PaymentSource } from '../payment/use-checkout';
import { AuthenticationDialog, type AuthenticationChallenge } from './authentication-dialog';
import { CardForm, TestCardHint, type CardFieldRefs } from './card-form';
import { StripeCardSection } from './stripe-card-section';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePaymentConfig } from '../api/payment-config';
import { testProcessorSource } from '../payment/test-processor-source';
import { NotBookedPanel } from './not-booked-panel';
import { PriceChangedPanel } from './price-changed-panel';
import { OFFER_EXPIRED_MESSAGE } from '../../../../shared/messages';
import { HoldChoice, type PayMode } from './hold-choice';
import { holdableUntil } from '../../../lib/hold-time';
import { useCurrentUser } from '../../../lib/auth';

const NO_BAGS: SelectedBag[] = [];

export interface PaymentStepProps {
  /** At selling price. */
  offer: Offer;
  /** PassengerSchema output; `id` is the offer passenger id. */
  passengers: Passenger[];
  /** With price {amount, currency}. */
  seats: SelectedSeat[];
  /** R53: extra bags chosen. */
  bags?: SelectedBag[];
  /** Fare plus seats and bags: what will be charged. */
  total: { amount: string; currency: string };
  /** Verifies the offer now; false when expired or invalid (the page shows the toasts and redirects). */
  checkOffer: () => Promise<boolean>;
  offerExpired: boolean;
  /** 'Back to Seat Selection'. */
  onBack: () => void;
  onBooked: (result: CreateBookingResponse) => void;
  /** A 410 during booking: the page shows 'Flight Offer Expired' and redirects. */
  onOfferExpired: () => void;
}

function useFieldRefs(): CardFieldRefs {
  return {
    number: useRef<HTMLInputElement>(null),
    expiryMonth: useRef<HTMLInputElement>(null),
    expiryYear: useRef<HTMLInputElement>(null),
    cvv: useRef<HTMLInputElement>(null),
    holderName: useRef<HTMLInputElement>(null),
  };
}

/** Step 3: the card form beside what is being bought; 'Complete Booking' pays and books. */
export function PaymentStep(props: PaymentStepProps) {
  const { offer, passengers, seats, total, offerExpired } = props;
  const bags = props.bags ?? NO_BAGS;
  const { isLiveMode } = useSystemMode();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const fieldRefs = useFieldRefs();
  const [notBooked, setNotBooked] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<{ from: PaymentStepProps['total']; message: string } | null>(null);
  const [challenge, setChallenge] = useState<AuthenticationChallenge | null>(null);
  const queryClient = useQueryClient();
  const offerKey = offerQueryOptions(offer.id).queryKey;
  const rereading = useIsFetching({ queryKey: offerKey }) > 0;

  const checkout = useCheckout({
    offerId: offer.id,
    passengers,
    seats,
    bags,
    total,
    checkOffer: props.checkOffer,
    onBooked: props.onBooked,
    onOfferExpired: props.onOfferExpired,
    onCardRejected: () => {
      setValues(clearCard);
      setErrors({});
      // The fieldset is disabled while paying; focus once it is enabled again.
      requestAnimationFrame(() => fieldRefs.number.current?.focus());
    },
    onNotBooked: setNotBooked,
    onPriceChanged: (message) => {
      setPriceChange({ from: total, message });
      // The offer read again carries the airline's new price to the summary, the button and the total.
      void queryClient.invalidateQueries({ queryKey: offerKey });
    },
  });
  // R55: an offer the airline lets us hold, for a signed-in traveller (a hold is paid from My Trips).
  const { user } = useCurrentUser();
  const paymentConfig = usePaymentConfig();
  // A hold's later payment takes the built-in processor's card form only, so none is offered with Stripe yet.
  const holdUntil = user && paymentConfig.data?.processor === 'test' ? holdableUntil(offer.payment_requirements) : null;
  const [mode, setMode] = useState<PayMode>('pay');
  const holding = holdUntil !== null && mode === 'hold';
  const stripeKey = paymentConfig.data?.processor === 'stripe' ? paymentConfig.data.publishableKey : undefined;
  const stripeSource = useRef<PaymentSource | null>(null);

  /** The built-in processor's 3-D Secure page: the dialog, answered by the traveller. */
  const authenticateInDialog = (clientSecret: string) =>
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

  const onChange = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = () => {
    if (holding) {
      setNotBooked(null);
      void checkout.hold();
      return;
    }
    if (paymentConfig.data?.processor === 'stripe') {
      // Stripe's form checks the card itself when it is tokenised.
      if (!stripeSource.current) return;
      setNotBooked(null);
      void checkout.pay(stripeSource.current);
      return;
    }
    const check = checkCard(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast({ variant: 'destructive', title: check.notice.title, description: check.notice.description });
      fieldRefs[check.first].current?.focus();
      return;
    }
    setErrors({});
    setNotBooked(null);
    void checkout.pay(testProcessorSource(check.card, authenticateInDialog));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing is paid at a changed price until the traveller has accepted it in the panel.
    if (!priceChange) submit();
  };

  const accept = () => {
    setPriceChange(null);
    submit();
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2">
            <Lock className="text-primary size-5" aria-hidden="true" />
            Payment Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Payment">
            {offerExpired ? (
              <Alert variant="destructive">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>Flight Offer Expired</AlertTitle>
                <AlertDescription>
                  <p>{OFFER_EXPIRED_MESSAGE}</p>
                </AlertDescription>
              </Alert>
            ) : null}
            {notBooked ? <NotBookedPanel message={notBooked} offer={offer} /> : null}
            {priceChange ? (
              <PriceChangedPanel
                from={priceChange.from}
                to={total}
                message={priceChange.message}
                checking={rereading}
                onAccept={accept}
              />
            ) : null}
            {holdUntil ? (
              <HoldChoice until={holdUntil} value={mode} onChange={setMode} disabled={checkout.pending} />
            ) : null}
            {holding ? null : paymentConfig.isPending ? (
              <Skeleton className="h-64 w-full" aria-label="Loading the card form" />
            ) : paymentConfig.data?.processor === 'stripe' && !stripeKey ? (
              <Alert variant="destructive">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>Card payments are not available</AlertTitle>
                <AlertDescription>
                  <p>This site cannot take cards right now. Nothing has been charged; please call us to book.</p>
                </AlertDescription>
              </Alert>
            ) : stripeKey ? (
              <>
                {isLiveMode ? null : <TestCardHint />}
                <StripeCardSection
                  publishableKey={stripeKey}
                  total={total}
                  sourceRef={stripeSource}
                  disabled={checkout.pending}
                />
              </>
            ) : (
              <CardForm
                values={values}
                errors={errors}
                onChange={onChange}
                fieldRefs={fieldRefs}
                disabled={checkout.pending}
                testMode={!isLiveMode}
              />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Button type="button" variant="outline" onClick={props.onBack} disabled={checkout.pending}>
                <ArrowLeft aria-hidden="true" />
                Back to Seat Selection
              </Button>
              <Button type="submit" size="lg" disabled={checkout.pending || offerExpired || priceChange !== null}>
                {checkout.pending ? (
                  <>
                    <Loader2 className="animate-spin" aria-hidden="true" />
                    Processing
                  </>
                ) : holding ? (
                  <>Hold this price</>
                ) : (
                  <>Complete Booking</>
                )}
              </Button>
            </div>
            <p className="text-muted-foreground text-center text-xs sm:text-right">
              {holding
                ? `Nothing is charged now. Held price: ${formatPrice(total.amount, total.currency)}.`
                : `You will be charged ${formatPrice(total.amount, total.currency)}.`}
            </p>
          </form>
        </CardContent>
      </Card>
      <OrderSummary offer={offer} passengers={passengers} seats={seats} bags={bags} total={total} />
      <AuthenticationDialog challenge={challenge} />
    </div>
  );
}
