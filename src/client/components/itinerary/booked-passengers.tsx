import { Armchair, Award, Luggage, Ticket, User } from 'lucide-react';
import { bagLabel, bagRoute } from '../../../shared/bags';
import { formatTicketNumber } from '../../../shared/display';
import type { BookingData } from '../../../shared/schemas/booking';

const TYPE_NAMES = { adult: 'Adult', child: 'Child', infant_without_seat: 'Infant' } as const;

/** 'JFK-LHR' for a segment id of the booking, so a seat says which flight it is on. */
function segmentRoutes(data: BookingData): Map<string, string> {
  const routes = new Map<string, string>();
  for (const slice of data.slices) {
    for (const segment of slice.segments) {
      routes.set(segment.id, `${segment.origin.iata_code}-${segment.destination.iata_code}`);
    }
  }
  return routes;
}

/** The booking's travellers with their seats and e-tickets, as the confirmation and the trip details show them. */
export function BookedPassengers({ data }: { data: BookingData }) {
  const routes = segmentRoutes(data);
  return (
    <section className="grid gap-2" aria-label="Passengers">
      <h3 className="font-semibold">Passengers</h3>
      <ul className="grid gap-2">
        {data.passengers.map((passenger) => {
          // Older records keep seats only in the booking's seat list.
          const seats =
            passenger.seats.length > 0 ? passenger.seats : data.seats.filter((s) => s.passengerId === passenger.id);
          // R53: bookings made before bags were sold have no list.
          const bags = (data.bags as BookingData['bags'] | undefined)?.filter((b) => b.passengerId === passenger.id);
          return (
            <li
              key={passenger.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md border px-3 py-2 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <User className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                <span className="font-medium">
                  {passenger.given_name} {passenger.family_name}
                </span>
                <span className="text-muted-foreground text-xs">{TYPE_NAMES[passenger.type]}</span>
              </span>
              <span className="text-muted-foreground flex items-center gap-1.5 text-xs">
                <Armchair className="size-3.5 shrink-0" aria-hidden="true" />
                {seats.length > 0
                  ? seats
                      .map((seat) => {
                        const route = routes.get(seat.segmentId);
                        return route ? `Seat ${seat.designator} (${route})` : `Seat ${seat.designator}`;
                      })
                      .join(', ')
                  : passenger.type === 'infant_without_seat'
                    ? "On an adult's lap"
                    : 'No seat selected'}
              </span>
              {passenger.loyalty_programme_accounts && passenger.loyalty_programme_accounts.length > 0 && (
                <span className="text-muted-foreground flex w-full items-center gap-1.5 text-xs">
                  <Award className="size-3.5 shrink-0" aria-hidden="true" />
                  {/* R50: the loyalty numbers sent to the airline. */}
                  Loyalty{' '}
                  {passenger.loyalty_programme_accounts
                    .map((a) => `${a.airline_iata_code} ${a.account_number}`)
                    .join(', ')}
                </span>
              )}
              {bags?.map((bag) => (
                <span
                  key={`${bag.segmentIds.join('-')}-${bag.type}`}
                  className="text-muted-foreground flex w-full items-center gap-1.5 text-xs"
                >
                  <Luggage className="size-3.5 shrink-0" aria-hidden="true" />
                  {bagLabel(bag)}, {bagRoute(bag.segmentIds, data.slices)}
                </span>
              ))}
              {passenger.ticket_numbers && passenger.ticket_numbers.length > 0 && (
                <span className="text-muted-foreground flex w-full items-center gap-1.5 text-xs">
                  <Ticket className="size-3.5 shrink-0" aria-hidden="true" />
                  E-ticket {passenger.ticket_numbers.map(formatTicketNumber).join(', ')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
