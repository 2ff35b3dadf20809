import { describe, expect, it } from 'vitest';
import { allianceOf } from '../../../../shared/alliances';
import { AIRLINES } from './airlines';

describe('sandbox airlines and the shared alliance table (R45)', () => {
  it("agree on every sandbox airline's alliance", () => {
    for (const airline of AIRLINES)
      expect([airline.iata, allianceOf(airline.iata)]).toEqual([airline.iata, airline.alliance]);
  });
});
