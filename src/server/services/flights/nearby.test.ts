import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../shared/schemas/search';
import { searchRequest } from '../../testing/flights';
import { nearbyApplies } from './nearby';

/* R46 with R24: nearby airports widen a one-way trip or a round trip, never a multi-city one. */

const request = (...legs: [string, string][]): SearchRequest =>
  searchRequest(
    legs.map(([origin, destination], i) => ({ origin, destination, departureDate: `2030-03-1${i}` })),
    { nearby: { origin: true, destination: true } },
  );

describe('nearbyApplies', () => {
  it.each([
    [[['LHR', 'JFK']], true],
    [
      [
        ['LHR', 'JFK'],
        ['JFK', 'LHR'],
      ],
      true,
    ],
    [
      [
        ['LHR', 'JFK'],
        ['BOS', 'LHR'],
      ],
      false,
    ],
    [
      [
        ['LHR', 'CDG'],
        ['CDG', 'FCO'],
        ['FCO', 'LHR'],
      ],
      false,
    ],
  ] as [[string, string][], boolean][])('%j -> %s', (legs, applies) => {
    expect(nearbyApplies(request(...legs))).toBe(applies);
  });
});
