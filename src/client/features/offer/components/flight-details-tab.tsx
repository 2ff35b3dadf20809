import { ArrowLeftRight, Hourglass, TriangleAlert } from 'lucide-react';
import { formatDuration, sliceStopsLabel } from '../../../../shared/display';
import type { Offer } from '../../../../shared/schemas/flights';
import { connectionsOf, type Connection } from '../lib/connections';
import { cityOf, sliceTitle } from '../lib/places';
import { SegmentCard } from './segment-card';

const airportName = (place: Connection['arrivalAirport']) => `${place.name} (${place.iata_code})`;

function ConnectionNote({ connection }: { connection: Connection }) {
  const where = cityOf(connection.arrivalAirport);
  return (
    <div className="my-3 space-y-2 pl-4 sm:pl-6">
      <p className="bg-muted text-foreground flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm">
        <Hourglass className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
        <span>
          Layover in {where} ({connection.arrivalAirport.iata_code})
          {connection.duration && (
            <>
              : <span className="font-semibold whitespace-nowrap">{formatDuration(connection.duration)}</span>
            </>
          )}
        </span>
      </p>
      {connection.airportChange && (
        <p
          role="note"
          className="border-warning bg-warning/15 flex items-start gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">Airport change:</span> you arrive at{' '}
            {airportName(connection.arrivalAirport)} and your next flight leaves from{' '}
            {airportName(connection.departureAirport)}. Allow time to travel between the airports.
          </span>
        </p>
      )}
    </div>
  );
}

export function FlightDetailsTab({ offer }: { offer: Offer }) {
  return (
    <div className="space-y-8">
      {offer.slices.map((slice, index) => {
        const connections = connectionsOf(slice.segments);
        return (
          <section key={slice.id} aria-labelledby={`details-${slice.id}`}>
            <div className="mb-3">
              <h3 id={`details-${slice.id}`} className="flex items-center gap-2 text-base font-semibold">
                <ArrowLeftRight className="text-primary size-4 shrink-0" aria-hidden="true" />
                {sliceTitle(index, offer.slices)}: {cityOf(slice.origin)} to {cityOf(slice.destination)}
              </h3>
              <p className="text-muted-foreground pl-6 text-sm">
                {sliceStopsLabel(slice, 'detail')} · {formatDuration(slice.duration)} total
              </p>
            </div>
            {slice.segments.map((segment, i) => {
              const connection = connections[i];
              return (
                <div key={segment.id}>
                  <SegmentCard segment={segment} fareBrand={slice.fare_brand_name} />
                  {(segment.stops ?? []).map((stop) => (
                    // A technical stop: the plane lands on the way, the traveller usually stays on board.
                    <p
                      key={stop.iata_code}
                      className="text-muted-foreground my-2 flex items-center gap-2 pl-4 text-sm sm:pl-6"
                    >
                      <Hourglass className="size-4 shrink-0" aria-hidden="true" />
                      Stops in {stop.name ?? stop.iata_code} ({stop.iata_code})
                      {stop.duration ? ` for ${formatDuration(stop.duration)}` : ''}, same flight
                    </p>
                  ))}
                  {connection && <ConnectionNote connection={connection} />}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
