import { describe, expect, it } from 'vitest';
import { initialSearchFormState, searchUrl, validateSearchForm } from './search-form-model';

/* R45: "Direct flights only" on the search form goes into the /search address. */

describe('Direct only on the search form', () => {
  const state = {
    ...initialSearchFormState('2030-03-01', 'one-way'),
    origin: { code: 'JFK', text: 'New York (JFK)' },
    destination: { code: 'LHR', text: 'London (LHR)' },
    departureDate: '2030-03-10',
    returnDate: '',
  };

  it('writes directOnly=true when ticked, and nothing when not', () => {
    const check = validateSearchForm({ ...state, directOnly: true }, () => '2030-03-01');
    if (!check.ok) throw new Error('expected a valid form');
    expect(new URL(searchUrl(check.values, 'one-way', true), 'https://x.test').searchParams.get('directOnly')).toBe(
      'true',
    );
    expect(searchUrl(check.values, 'one-way')).not.toContain('directOnly');
  });
});
