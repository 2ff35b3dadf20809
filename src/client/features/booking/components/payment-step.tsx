import { AlertTriangle, ArrowLeft, Loader2 } from 'lucide-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SelectedBag } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { formatPrice } from '../../../../shared/display';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { offerQueryOptions } from '../../../lib/offers';
import { OrderSummary } from '../payment/order-summary';
import { useCheckout, type CheckoutInput } from '../payment/use-checkout';
import { CardSection, PaymentDetailsCard, useCardEntry } from './card-section';
import { NotBookedPanel } from './not-booked-panel';
import { PriceChangedPanel } from './price-changed-panel';
import { OFFER_EXPIRED_MESSAGE } from '../../../../shared/messages';
import { HoldChoice, type PayMode } from './hold-choice';
import { holdableUntil } from '../../../lib/hold-time';
import { useCurrentUser } from '../../../lib/auth';

const NO_BAGS: SelectedBag[] = [];

/** What the step passes straight on to the checkout, and the offer and its navigation around it. */
export interface PaymentStepProps extends Pick<
  CheckoutInput,
  'passengers' | 'seats' | 'bags' | 'total' | 'checkOffer' | 'onBooked' | 'onOfferExpired'
> {
  /** At selling price. */
  offer: Offer;
  offerExpired: boolean;
  /** 'Back to Seat Selection'. */
  onBack: () => void;
}

/** Step 3: the card form beside what is being bought; 'Complete Booking' pays and books. */
export function PaymentStep(props: PaymentStepProps) {
  const { offer, passengers, seats, total, offerExpired } = props;
  const bags = props.bags ?? NO_BAGS;
  const card = useCardEntry();
  const [notBooked, setNotBooked] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<{ from: PaymentStepProps['total']; message: string } | null>(null);
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
    onCardRejected: card.clear,
    onNotBooked: setNotBooked,
    onPriceChanged: (message) => {
      setPriceChange({ from: total, message });
      // The offer read again carries the airline's new price to the summary, the button and the total.
      void queryClient.invalidateQueries({ queryKey: offerKey });
    },
  });
  // R55: an offer the airline lets us hold, for a signed-in traveller (a hold is paid from My Trips).
  const { user } = useCurrentUser();
  const holdUntil = user ? holdableUntil(offer.payment_requirements) : null;
  const [mode, setMode] = useState<PayMode>('pay');
  const holding = holdUntil !== null && mode === 'hold';

  const submit = () => {
    if (holding) {
      setNotBooked(null);
      void checkout.hold();
      return;
    }
    const source = card.source(total);
    if (!source) return;
    setNotBooked(null);
    void checkout.pay(source);
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
      <PaymentDetailsCard heading="h3" onSubmit={onSubmit}>
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
        {holding ? null : <CardSection entry={card} total={total} disabled={checkout.pending} />}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button type="button" variant="outline" onClick={props.onBack} disabled={checkout.pending}>
            <ArrowLeft aria-hidden="true" />
            Back to Seat Selection
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={checkout.pending || offerExpired || priceChange !== null || (!holding && !card.ready)}
          >
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
      </PaymentDetailsCard>
      <OrderSummary offer={offer} passengers={passengers} seats={seats} bags={bags} total={total} />
    </div>
  );
}
