import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CabinClass } from '../../../../shared/schemas/flights';
import { createSearchFormSchema } from '../../../../shared/schemas/search';
import {
  agesFor,
  validateSearchForm,
  type SearchFormErrors,
  type SearchFormField,
  type SearchFormState,
} from './search-form-model';

// The form validates by hand so that the home page need not download zod; the server validates
// the same request with the shared zod schema. These must never disagree on a message or a value.

const TODAY = '2030-03-10';
const today = () => TODAY;

/** The schema's verdict, read the way the form reads it: first message per field. */
function bySchema(state: SearchFormState) {
  const result = createSearchFormSchema(today).safeParse({
    origin: state.origin.code,
    destination: state.destination.code,
    departureDate: state.departureDate,
    returnDate: state.tripType === 'round-trip' ? state.returnDate : '',
    cabinClass: state.cabinClass,
    adultsCount: state.adultsCount,
    childrenCount: state.childrenCount,
    infantsCount: state.infantsCount,
    childAges: agesFor(state.childAges, state.childrenCount),
    infantAges: agesFor(state.infantAges, state.infantsCount),
    youthAges: state.youthAges.length > 0 ? state.youthAges : undefined,
  });
  if (result.success) return { ok: true as const, values: result.data, tripType: state.tripType };
  const errors: SearchFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as SearchFormField;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false as const, errors };
}

const code = fc.constantFrom('', 'JFK', 'LHR', ' jfk ', 'lhr', 'JF', 'JFKX', '123', ' ');
const date = fc.constantFrom('', ' ', '2030-03-09', '2030-03-10', '2030-03-11', '2030-03-17', '2030-02-30', '2030-3-1');
const count = fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constantFrom(1.5, Number.NaN));
const state: fc.Arbitrary<SearchFormState> = fc.record({
  tripType: fc.constantFrom('round-trip' as const, 'one-way' as const),
  origin: code.map((c) => ({ code: c, text: c })),
  destination: code.map((c) => ({ code: c, text: c })),
  departureDate: date,
  returnDate: date,
  cabinClass: fc.constantFrom<CabinClass>('economy', 'premium_economy', 'business', 'first', 'coach' as CabinClass),
  adultsCount: count,
  childrenCount: count,
  infantsCount: count,
  // R26: ages chosen, not chosen (-1) or out of their bands.
  childAges: fc.array(fc.integer({ min: -1, max: 13 }), { maxLength: 10 }),
  infantAges: fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 10 }),
  // R58: adults aged 12-17: not chosen (-1), in the band or out of it, more of them than adults.
  youthAges: fc.array(fc.integer({ min: -1, max: 19 }), { maxLength: 10 }),
  // The Multi-City tab's rows (R24) are checked in multi-city-model.test.ts.
  flights: fc.constant([]),
});

describe('the form validator and the shared search schema', () => {
  it('give the same messages per field and the same values for any form state', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(validateSearchForm(s, today)).toEqual(bySchema(s));
      }),
      { numRuns: 3000 },
    );
  });
});
