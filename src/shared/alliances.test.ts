import { describe, expect, it } from 'vitest';
import { allianceOf } from './alliances';

describe('alliances (R45)', () => {
  it('knows real members, and none for carriers outside every alliance', () => {
    expect(allianceOf('LH')).toBe('star_alliance');
    expect(allianceOf('ba')).toBe('oneworld');
    expect(allianceOf('KL')).toBe('skyteam');
    expect(allianceOf('SK')).toBe('skyteam');
    expect(allianceOf('FR')).toBeNull();
    expect(allianceOf('EK')).toBeNull();
    expect(allianceOf(null)).toBeNull();
  });
});
