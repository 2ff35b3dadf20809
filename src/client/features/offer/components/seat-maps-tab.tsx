import { Armchair, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cabinLabel, formatPrice } from '../../../../shared/display';
import type { Offer, SeatMap, Segment } from '../../../../shared/schemas/flights';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useSeatMaps } from '../../../lib/offers';
import { layoutCabin, type CabinLayout } from '../../../components/seat-map/seat-layout';
import { sliceTitle } from '../lib/places';
import { SeatMapCabin } from '../../../components/seat-map/seat-map-cabin';
import { SegmentButton } from '../../../components/seat-map/segment-button';
import { SeatMapsLoading } from '../../../components/seat-map/seat-maps-loading';
import { sentenceFor } from '../../../lib/api';

interface Leg {
  segment: Segment;
  sliceTitle: string;
  map: SeatMap | undefined;
  /** One drawing plan per cabin of the map. */
  layouts: CabinLayout[];
}

function Legend() {
  const swatch = 'inline-block size-4 rounded-t-[35%] rounded-b-sm border';
  return (
    <ul
      className="text-muted-foreground flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs"
      aria-label="Seat map legend"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={cn(swatch, 'border-success bg-success/15')} /> Free
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={cn(swatch, 'border-primary bg-primary/10')} /> Paid (price shown)
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={cn(swatch, 'border-border bg-muted')} /> Taken
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="bg-warning text-warning-foreground rounded-sm px-0.5 text-[0.5rem] font-bold"
        >
          EXIT
        </span>{' '}
        Exit row
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="bg-muted-foreground/20 inline-block h-4 w-3" /> Wing
      </li>
    </ul>
  );
}

function SegmentPicker({ legs, selected, onSelect }: { legs: Leg[]; selected: number; onSelect: (i: number) => void }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" role="group" aria-label="Choose a flight">
      {legs.map((leg, index) => {
        const available = leg.layouts.reduce((sum, layout) => sum + layout.available, 0);
        return (
          <SegmentButton
            key={leg.segment.id}
            leg={leg}
            index={index}
            selected={selected}
            onSelect={onSelect}
            className="min-w-0 sm:min-w-40"
          >
            <span className="text-muted-foreground block text-xs">{leg.sliceTitle}</span>
            <span className="block font-semibold">
              {leg.segment.origin.iata_code} → {leg.segment.destination.iata_code}
            </span>
            <span className="text-muted-foreground block text-xs">{leg.segment.flight_number}</span>
            <span className="text-muted-foreground block text-xs">
              {leg.map ? `${available} seats open` : 'No seat map'}
            </span>
          </SegmentButton>
        );
      })}
    </div>
  );
}

export function SeatMapsTab({ offer }: { offer: Offer }) {
  const query = useSeatMaps(offer.id);
  const [selected, setSelected] = useState(0);
  const legs = useMemo<Leg[]>(() => {
    const maps = query.data ?? [];
    return offer.slices.flatMap((slice, s) =>
      slice.segments.map((segment) => {
        const map = maps.find((m) => m.segment_id === segment.id);
        return {
          segment,
          sliceTitle: sliceTitle(s, offer.slices),
          map,
          layouts: map?.cabins.map(layoutCabin) ?? [],
        };
      }),
    );
  }, [offer, query.data]);

  if (query.isPending) return <SeatMapsLoading />;
  if (query.isError) {
    return (
      <Alert variant="warning">
        <Armchair aria-hidden="true" />
        <AlertTitle>Seat Selection Unavailable</AlertTitle>
        <AlertDescription>
          <p>Unable to retrieve seat maps: {sentenceFor(query.error)}</p>
          <p>You can still book this flight and choose seats later, if the airline allows it.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" /> Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!legs.some((leg) => leg.map)) {
    return (
      <Alert variant="info" role="status">
        <Armchair aria-hidden="true" />
        <AlertTitle>Seat maps are not available for this flight</AlertTitle>
        <AlertDescription>
          <p>The airline does not share its seat map in advance. Seats are assigned at check-in.</p>
        </AlertDescription>
      </Alert>
    );
  }

  const current = legs[selected]?.map ? selected : legs.findIndex((leg) => leg.map);
  const leg = legs[current];
  return (
    <div className="space-y-5">
      <SegmentPicker legs={legs} selected={current} onSelect={setSelected} />
      <Legend />
      {leg?.layouts.map((layout, i) => {
        const name = `${cabinLabel(layout.cabinClass, 'results')}${layout.deck > 0 ? ', upper deck' : ''}`;
        return (
          <section key={`${leg.segment.id}-${i}`} aria-label={`${name} cabin`} className="space-y-3">
            <div className="text-center">
              <h3 className="font-semibold">
                {leg.segment.flight_number} · {leg.segment.aircraft?.name ?? 'Aircraft'} · {name}
              </h3>
              <p className="text-muted-foreground text-sm">
                {layout.available} of {layout.seats} seats available
                {layout.lowestPrice &&
                  ` · paid seats from ${formatPrice(layout.lowestPrice.amount, layout.lowestPrice.currency)}`}
                . Seats are chosen when you book.
              </p>
            </div>
            <SeatMapCabin
              layout={layout}
              label={`Seat map, flight ${leg.segment.flight_number} ${leg.segment.origin.iata_code} to ${leg.segment.destination.iata_code}, ${name}`}
            />
          </section>
        );
      })}
    </div>
  );
}
