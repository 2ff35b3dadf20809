import { describe, expect, it } from 'vitest';
import airportFile from '../../../../shared/data/airports.json';
import { decodeAirports } from '../../../../shared/airports/types';
import type { AirportLookup } from '../../../lib/airports';
import { readSearchCriteria } from '../../../lib/search-url';
import { makeOffer } from '../testing';
import { offerNearbyLabels } from './nearby-labels';

/* R46: the merged results of a nearby-airports search say where each offer flies from and to. */

const airports = decodeAirports(airportFile);
const byCode = new Map(airports.map((a) => [a.iata_code, a]));
const lookup: AirportLookup = { search: () => [], byCode: (code) => byCode.get(code) };

const criteria = (extra: string) =>
  readSearchCriteria(
    new URLSearchParams(`origin=LHR&destination=CDG&departureDate=2027-01-10&tripType=one-way${extra}`),
  )!;

function offer(id: string, from: string, to: string) {
  const made = makeOffer({
    id,
    price: '100',
    slices: [{ route: [from, to], departs: '2027-01-10T08:00:00', arrives: '2027-01-10T10:00:00' }],
  });
  const slice = made.slices[0]!;
  slice.origin = { ...slice.origin, name: byCode.get(from)!.name };
  slice.destination = { ...slice.destination, name: byCode.get(to)!.name };
  return made;
}

describe('nearby labels (R46)', () => {
  const both = criteria('&nearbyOrigin=true&nearbyDestination=true');

  it('labels an offer from another airport with its name, code and distance from the one searched', () => {
    expect(offerNearbyLabels(offer('a', 'LTN', 'CDG'), both, lookup)).toEqual([
      'Departs from London Luton (LTN), 45 km from London Heathrow',
    ]);
    expect(offerNearbyLabels(offer('b', 'LGW', 'BVA'), both, lookup)).toEqual([
      'Departs from London Gatwick (LGW), 41 km from London Heathrow',
      'Arrives at Paris Beauvais Tillé (BVA), 58 km from Charles de Gaulle',
    ]);
  });

  it('leaves the searched airports unlabelled, and labels nothing for a search without nearby airports', () => {
    expect(offerNearbyLabels(offer('c', 'LHR', 'CDG'), both, lookup)).toEqual([]);
    expect(offerNearbyLabels(offer('d', 'LTN', 'CDG'), criteria(''), lookup)).toEqual([]);
    // Only the end that was widened is labelled.
    expect(offerNearbyLabels(offer('e', 'LHR', 'ORY'), criteria('&nearbyDestination=true'), lookup)).toHaveLength(1);
  });

  it('still names the airport while the airport list (for the distance) is loading', () => {
    expect(offerNearbyLabels(offer('f', 'LTN', 'CDG'), both, null)).toEqual([
      'Departs from London Luton (LTN), near LHR',
    ]);
  });
});
