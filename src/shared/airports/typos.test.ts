import { describe, expect, it } from 'vitest';
import { withinEdits } from './typos';

describe('withinEdits (R25)', () => {
  it.each([
    ['amsterdam', 'amsterdam', 2, 0],
    ['amsterdm', 'amsterdam', 2, 1], // a letter left out
    ['amsterdaam', 'amsterdam', 2, 1], // one too many
    ['amstardam', 'amsterdam', 2, 1], // one wrong
    ['amstredam', 'amsterdam', 2, 1], // two neighbours swapped
    ['amstrdm', 'amsterdam', 2, 2],
    ['amstrdm', 'amsterdam', 1, -1],
    ['london', 'paris', 2, -1],
    ['abcdefgh', 'abcdefghijk', 2, -1], // lengths too far apart
    ['kitten', 'sitting', 3, 3],
  ])('%s -> %s within %d: %d', (a, b, max, expected) => {
    expect(withinEdits(a, b, max)).toBe(expected);
  });

  it('agrees with a plain full-matrix distance on random words', () => {
    const full = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          let v = Math.min(
            (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
            (up[j] as number) + 1,
            (row[j - 1] as number) + 1,
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
          }
          row[j] = v;
        }
      }
      return (d[a.length] as number[])[b.length] as number;
    };
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const word = () =>
      Array.from({ length: 3 + Math.floor(random() * 8) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    for (let n = 0; n < 2000; n++) {
      const a = word();
      const b = word();
      const exact = full(a, b);
      for (const max of [1, 2]) expect(withinEdits(a, b, max), `${a} ${b} ${max}`).toBe(exact <= max ? exact : -1);
    }
  });
});
