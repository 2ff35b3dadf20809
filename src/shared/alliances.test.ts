import { describe } from 'vitest';
import { allianceOf } from './alliances';
import { itFollowsRules } from './testing/rules';

describe('alliances (R45)', () => {
  itFollowsRules(allianceOf, {
    'knows real members, and none for carriers outside every alliance': [
      ['LH', 'star_alliance'],
      ['ba', 'oneworld'],
      ['KL', 'skyteam'],
      ['SK', 'skyteam'],
      ['FR', null],
      ['EK', null],
      [null, null],
    ],
  });
});
