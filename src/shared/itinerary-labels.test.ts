import { describe, expect, it } from 'vitest';
import { flightLabel, isRoundTrip, tripKind } from './itinerary-labels';

const flight = (origin: string, destination: string, cities: [string, string] | [] = []) => ({
  origin: { iata_code: origin, iata_city_code: cities[0] ?? null },
  destination: { iata_code: destination, iata_city_code: cities[1] ?? null },
});

describe('flight labels (R24)', () => {
  it('calls a round trip’s flights Outbound and Return, also into another airport of the city', () => {
    const trip = [flight('JFK', 'LHR'), flight('LHR', 'JFK')];
    expect(trip.map((_, i) => flightLabel(i, trip))).toEqual(['Outbound', 'Return']);
    expect(isRoundTrip([flight('JFK', 'LHR', ['NYC', 'LON']), flight('LGW', 'EWR', ['LON', 'NYC'])])).toBe(true);
  });

  it('calls a multi-city trip’s flights Flight 1, Flight 2..., even with two flights', () => {
    const two = [flight('JFK', 'LHR'), flight('CDG', 'JFK')];
    expect(tripKind(two)).toBe('multi-city');
    expect(two.map((_, i) => flightLabel(i, two))).toEqual(['Flight 1', 'Flight 2']);
    const three = [flight('LHR', 'CDG'), flight('CDG', 'FCO'), flight('FCO', 'LHR')];
    expect(three.map((_, i) => flightLabel(i, three))).toEqual(['Flight 1', 'Flight 2', 'Flight 3']);
  });

  it('gives a one-way flight the screen’s own word', () => {
    expect(flightLabel(0, [flight('JFK', 'LHR')])).toBe('Outbound');
    expect(flightLabel(0, [flight('JFK', 'LHR')], 'Flight')).toBe('Flight');
    expect(tripKind([flight('JFK', 'LHR')])).toBe('one-way');
  });
});
