import { Armchair, ArrowLeft, ArrowRight, RefreshCw } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { cabinLabel } from '../../../../shared/display';
import type { Passenger, SelectedSeat } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { SeatMapCabin } from '../../../components/seat-map/seat-map-cabin';
import type { SeatCell } from '../../../components/seat-map/seat-layout';
import type { SeatHolder } from '../../../components/seat-map/seat-selection';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { useSeatMaps } from '../../../lib/offers';
import { missingSeats, toggleSeat } from '../lib/seat-assignment';
import { legsOf, seatPassengers, type Leg, type SeatPassenger } from '../lib/seat-legs';
import { MobileBar } from './mobile-bar';
import { SeatLegend } from './seat-legend';
import { SegmentSwitcher } from './segment-switcher';
import { SeatMapsLoading } from '../../../components/seat-map/seat-maps-loading';
import { sentenceFor } from '../../../lib/api';

/*
 * Seat Selection (step 2, R7). One tab per passenger who has a seat of their own; a click
 * on the map gives the seat to the passenger whose tab is open, and the next passenger without a
 * seat on that flight is opened. Continue needs a seat for everyone on every flight that has a
 * map; skipping is always possible and drops the choices.
 */

interface SeatSelectionStepProps {
  offer: Offer;
  passengers: readonly Passenger[];
  seats: readonly SelectedSeat[];
  total: { amount: string; currency: string };
  onSeatsChange: (seats: SelectedSeat[]) => void;
  onContinue: () => void;
  onSkip: () => void;
  onBack: () => void;
}

export const SEAT_REQUIRED = {
  title: 'Seat Selection Required',
  description: 'Please select seats for all passengers',
};

interface SeatPickerProps {
  legs: Leg[];
  people: SeatPassenger[];
  seats: readonly SelectedSeat[];
  missingBySegment: ReadonlyMap<string, number>;
  onSeatsChange: (seats: SelectedSeat[]) => void;
}

/** The map state: flights, passenger tabs and the cabins. */
function SeatPicker({ legs, people, seats, missingBySegment, onSeatsChange }: SeatPickerProps) {
  const mapped = legs.filter((leg) => leg.map);
  const [legIndex, setLegIndex] = useState(0);
  const [active, setActive] = useState(people[0]?.id ?? '');
  const leg: Leg | undefined = legs[legIndex]?.map ? legs[legIndex] : mapped[0];
  const segmentId = leg?.segment.id ?? '';
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? 'this passenger';
  const holders = new Map<string, SeatHolder>(
    seats
      .filter((s) => s.segmentId === segmentId)
      .map((s) => {
        const person = people.find((p) => p.id === s.passengerId);
        return [s.designator, { passengerId: s.passengerId, name: nameOf(s.passengerId), badge: person?.badge ?? '?' }];
      }),
  );

  const onSeatClick = (seat: SeatCell, cabinClass: SelectedSeat['cabinClass']) => {
    const { seats: next, outcome } = toggleSeat(seats, { passengerId: active, segmentId, seat, cabinClass });
    if (outcome === 'held-by-other') {
      const holder = holders.get(seat.designator);
      toast({
        title: 'Seat Already Chosen',
        description: `Seat ${seat.designator} is selected for ${holder?.name ?? 'another passenger'}. Open their tab to change it.`,
      });
      return;
    }
    if (outcome === 'unavailable') return;
    onSeatsChange(next);
    if (outcome === 'freed') {
      toast({ title: 'Seat Removed', description: `Seat ${seat.designator} is free again.` });
      return;
    }
    toast({ title: 'Seat Selected', description: `Seat ${seat.designator} for ${nameOf(active)}` });
    const waiting = people.find(
      (p) => p.id !== active && !next.some((s) => s.segmentId === segmentId && s.passengerId === p.id),
    );
    if (waiting) setActive(waiting.id);
  };

  const legAt = leg ? legs.indexOf(leg) : 0;

  return (
    <div className="grid gap-5">
      {legs.length > 1 && (
        <SegmentSwitcher legs={legs} selected={legAt} onSelect={setLegIndex} missing={missingBySegment} />
      )}
      <Tabs value={active} onValueChange={setActive}>
        <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1">
          {people.map((person) => {
            const seat = seats.find((s) => s.segmentId === segmentId && s.passengerId === person.id);
            return (
              <TabsTrigger key={person.id} value={person.id} className="flex-col items-start px-3 py-1.5">
                <span>{person.name}</span>
                <span className="text-muted-foreground text-xs font-normal">
                  {seat ? `Seat ${seat.designator}` : 'No seat yet'}
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {people.map((person) => (
          <TabsContent key={person.id} value={person.id} className="mt-4 grid gap-4">
            <p className="text-muted-foreground text-center text-sm">
              Choosing a seat for <span className="text-foreground font-semibold">{person.name}</span>
              {leg && ` on ${leg.title}`}. Click their seat again to free it.
            </p>
            <SeatLegend />
            {leg?.layouts.map((layout, i) => {
              const name = `${cabinLabel(layout.cabinClass, 'results')}${layout.deck > 0 ? ', upper deck' : ''}`;
              return (
                <SeatMapCabin
                  key={`${segmentId}-${i}`}
                  layout={layout}
                  label={`Seat map, flight ${leg.segment.flight_number} ${leg.segment.origin.iata_code} to ${leg.segment.destination.iata_code}, ${name}`}
                  selection={{
                    passengerId: person.id,
                    holders,
                    onSeatClick: (seat) => onSeatClick(seat, layout.cabinClass),
                  }}
                />
              );
            })}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export function SeatSelectionStep(props: SeatSelectionStepProps) {
  const { offer, passengers, seats, total, onSeatsChange, onContinue, onSkip, onBack } = props;
  const query = useSeatMaps(offer.id);
  const legs = useMemo(() => legsOf(offer, query.data ?? []), [offer, query.data]);
  const people = useMemo(() => seatPassengers(offer.passengers, passengers), [offer.passengers, passengers]);
  const mapped = legs.filter((leg) => leg.map);
  const missing = missingSeats(
    seats,
    people.map((p) => p.id),
    mapped.map((leg) => leg.segment.id),
  );
  const missingBySegment = new Map<string, number>();
  for (const gap of missing) missingBySegment.set(gap.segmentId, (missingBySegment.get(gap.segmentId) ?? 0) + 1);
  const ready = query.isSuccess && mapped.length > 0 && people.length > 0;

  const onContinueClick = () => {
    if (missing.length > 0) {
      toast({ variant: 'destructive', ...SEAT_REQUIRED });
      return;
    }
    onContinue();
  };
  const continueButton = (
    <Button onClick={onContinueClick} aria-describedby={missing.length > 0 ? 'seats-missing' : undefined}>
      Continue to Payment <ArrowRight aria-hidden="true" />
    </Button>
  );

  let content: ReactNode;
  if (query.isPending) content = <SeatMapsLoading />;
  else if (query.isError) {
    content = (
      <Alert variant="warning">
        <Armchair aria-hidden="true" />
        <AlertTitle>Seat Selection Unavailable</AlertTitle>
        <AlertDescription>
          <p>Unable to retrieve seat maps: {sentenceFor(query.error)}</p>
          <p>You can continue without choosing seats; the airline assigns them at check-in.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onSkip}>
              Continue without seats <ArrowRight aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" /> Try Again
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  } else if (!ready) {
    content = (
      <Alert variant="info" role="status">
        <Armchair aria-hidden="true" />
        <AlertTitle>Seat maps are not available for this flight</AlertTitle>
        <AlertDescription>
          <p>The airline does not share its seat map in advance. Seats are assigned at check-in.</p>
          <Button size="sm" className="mt-3" onClick={onSkip}>
            Continue to Payment <ArrowRight aria-hidden="true" />
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else {
    content = (
      <SeatPicker
        legs={legs}
        people={people}
        seats={seats}
        missingBySegment={missingBySegment}
        onSeatsChange={onSeatsChange}
      />
    );
  }

  // The buttons keep their place whatever the map's state, so nothing jumps when it arrives.
  return (
    <div className="grid gap-5">
      {content}
      {ready && missing.length > 0 ? (
        <p id="seats-missing" className="text-muted-foreground text-center text-sm sm:text-right">
          {missing.length} {missing.length === 1 ? 'seat' : 'seats'} still to choose
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <Button variant="ghost" onClick={onBack} className="sm:mr-auto">
          <ArrowLeft aria-hidden="true" /> Back to Passenger Details
        </Button>
        <Button variant="outline" onClick={onSkip}>
          Skip Seat Selection
        </Button>
        {ready && <div className="hidden lg:block">{continueButton}</div>}
      </div>
      {ready && <MobileBar total={total}>{continueButton}</MobileBar>}
    </div>
  );
}
