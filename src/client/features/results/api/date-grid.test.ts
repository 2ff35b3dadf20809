import { describe, expect, it } from 'vitest';
import { readSearchCriteria } from '../../../lib/search-url';
import { dateGridPath } from './date-grid';

/* R46 with R45: the grid asks for the search's own flights, direct only when the list is. */

const criteria = (query: string) => {
  const read = readSearchCriteria(new URLSearchParams(query));
  if (!read) throw new Error('no search');
  return read;
};

describe('dateGridPath', () => {
  it('sends the search without its trip type or nearby flags', () => {
    const path = dateGridPath(
      criteria(
        'origin=LHR&destination=JFK&departureDate=2030-03-10&returnDate=2030-03-17&tripType=round-trip&nearbyOrigin=true',
      ),
    );
    const query = new URL(path, 'http://site').searchParams;
    expect(path.startsWith('/api/flights/date-grid?')).toBe(true);
    expect(query.get('origin')).toBe('LHR');
    expect(query.get('returnDate')).toBe('2030-03-17');
    expect(query.has('tripType')).toBe(false);
    expect(query.has('nearbyOrigin')).toBe(false);
    expect(query.has('maxConnections')).toBe(false);
  });

  it('asks every cell of a Direct only search for direct flights (maxConnections 0)', () => {
    const query = new URL(
      dateGridPath(criteria('origin=LHR&destination=JFK&departureDate=2030-03-10&tripType=one-way&directOnly=true')),
      'http://site',
    ).searchParams;
    expect(query.get('maxConnections')).toBe('0');
    expect(query.has('directOnly')).toBe(false);
  });
});
