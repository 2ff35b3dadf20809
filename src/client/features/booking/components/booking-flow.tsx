import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  CreateBookingResponse,
  Passenger,
  PassengerInput,
  SelectedBag,
  SelectedSeat,
} from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { Button } from '../../../components/ui/button';
import { fetchMemberPrice, type MemberPrice } from '../api/loyalty-price';
import { searchHrefForOffer } from '../lib/booking-params';
import { localToday } from '../lib/passenger-form-model';
import { bookingTotal } from '../lib/seat-assignment';
import { bagsTotal } from '../lib/bags';
import { addAmounts } from '../../../../shared/pricing';
import { BagsPanel } from './bags-panel';
import { useOfferValidity } from '../lib/use-offer-validity';
import { ConfirmationStep } from './confirmation-step';
import { MobileBar } from './mobile-bar';
import { PassengerForm } from './passenger-form';
import { PaymentStep } from './payment-step';
import { SeatSelectionStep } from './seat-selection-step';
import { BOOKING_STEPS, StepIndicator, type BookingStep } from './step-indicator';
import { TripSummary, TripSummaryCompact } from './trip-summary';

/*
 * The booking's four steps (J4): passenger-info -> seat-selection -> payment (by
 * continuing or skipping seats) -> confirmation, with 'Back to Seat Selection' from payment.
 * The offer is watched on every step before the booking is made (J4's polling).
 */

const POLL_MS: Record<BookingStep, number | null> = {
  'passenger-info': 30_000,
  'seat-selection': 30_000,
  payment: 15_000,
  confirmation: null,
};

/** R50: the note beside a member price, naming the airlines whose programmes earned it. */
export function memberNote(offer: Offer, airlines: readonly string[]): string {
  const names = airlines.map(
    (code) =>
      offer.slices.flatMap((s) => s.segments.map((seg) => seg.marketing_carrier)).find((c) => c.iata_code === code)
        ?.name ?? code,
  );
  return `Member price for ${names.join(' and ')} loyalty members`;
}

export function BookingFlow({ offer: listed }: { offer: Offer }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<BookingStep>('passenger-info');
  const [entered, setEntered] = useState<PassengerInput[]>();
  const [passengers, setPassengers] = useState<Passenger[]>([]);
  const [seats, setSeats] = useState<SelectedSeat[]>([]);
  const [bags, setBags] = useState<SelectedBag[]>([]);
  const [result, setResult] = useState<CreateBookingResponse | null>(null);
  const [today] = useState(localToday);
  const [member, setMember] = useState<MemberPrice | null>(null);
  const [listedAmount] = useState(listed.total_amount);
  // R50: the price the airline gives the passengers' loyalty numbers, as the server answered it.
  const offer = useMemo(() => (member ? { ...listed, total_amount: member.total_amount } : listed), [listed, member]);
  const note =
    member && Number(member.total_amount) < Number(listedAmount) ? memberNote(offer, member.airlines) : undefined;
  const searchHref = useMemo(() => searchHrefForOffer(offer), [offer]);
  const validity = useOfferValidity(offer.id, searchHref, POLL_MS[step]);
  const { check } = validity;
  // R53: the bags chosen are part of what is charged.
  const total = useMemo(() => {
    const fareAndSeats = bookingTotal(offer, seats);
    return {
      ...fareAndSeats,
      amount: addAmounts([fareAndSeats.amount, bagsTotal(offer, bags)], fareAndSeats.currency),
    };
  }, [offer, seats, bags]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    void check();
  }, [check]);

  // A new step starts at its heading (for keyboards and screen readers) and at the top of the page.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const label = BOOKING_STEPS.find((s) => s.id === step)?.label ?? '';
  const summary = { offer, seats, bags, total, note };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-28 lg:pb-12">
      {step !== 'confirmation' && (
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
      )}
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Complete your booking</h1>
      <div className="mt-4">
        <StepIndicator current={step} />
      </div>
      <div className="mt-4 lg:hidden">
        <TripSummaryCompact {...summary} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="booking-step-heading" className="min-w-0">
          <h2
            id="booking-step-heading"
            ref={heading}
            tabIndex={-1}
            className="mb-4 scroll-mt-24 text-xl font-semibold outline-none"
          >
            {label}
          </h2>
          {step === 'passenger-info' && (
            <PassengerForm
              offer={offer}
              today={today}
              previous={entered}
              offerValid={validity.valid}
              offerMessage={validity.message}
              searchHref={searchHref}
              total={total}
              checkOffer={check}
              onSubmit={async (valid, raw) => {
                try {
                  setMember(await fetchMemberPrice(offer.id, valid));
                } catch {
                  // Not priced for members now: the booking prices them again, and a new total is shown then (409).
                  setMember(null);
                }
                setPassengers(valid);
                setEntered(raw);
                setStep('seat-selection');
              }}
            />
          )}
          {step === 'seat-selection' && (
            <SeatSelectionStep
              offer={offer}
              passengers={passengers}
              seats={seats}
              total={total}
              onSeatsChange={setSeats}
              onContinue={() => setStep('payment')}
              onSkip={() => {
                setSeats([]);
                setStep('payment');
              }}
              onBack={() => setStep('passenger-info')}
            />
          )}
          {step === 'payment' && (
            <div className="mb-6">
              <BagsPanel offer={offer} passengers={passengers} bags={bags} onChange={setBags} />
            </div>
          )}
          {step === 'payment' && (
            <PaymentStep
              offer={offer}
              passengers={passengers}
              seats={seats}
              bags={bags}
              total={total}
              checkOffer={check}
              offerExpired={!validity.valid}
              onBack={() => setStep('seat-selection')}
              onBooked={(booked) => {
                setResult(booked);
                setStep('confirmation');
              }}
              onOfferExpired={() => validity.markExpired()}
            />
          )}
          {step === 'confirmation' && result && <ConfirmationStep result={result} offer={offer} />}
        </section>
        <aside aria-label="Your trip" className="hidden self-start lg:sticky lg:top-24 lg:block">
          <TripSummary {...summary} />
        </aside>
      </div>
      {step === 'payment' && <MobileBar total={total} />}
    </div>
  );
}
