/**
 * The edit distance between two words when it is at most `max`, else -1: insertions,
 * deletions, substitutions and swaps of two neighbouring letters ("amsterdm", "chicgao") each
 * count one (optimal string alignment). Only a band of width 2 * max + 1 around the diagonal is
 * computed, and the work stops as soon as a whole row exceeds `max`, so a word far off costs
 * a few steps. Rows are reused across calls: the type-ahead calls this thousands of times per
 * keystroke and should not allocate.
 */
let previous2 = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

export function withinEdits(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return -1;
  if (m + 1 > current.length) {
    previous2 = new Int32Array(m + 1);
    previous = new Int32Array(m + 1);
    current = new Int32Array(m + 1);
  }
  const over = max + 1;
  for (let j = 0; j <= m; j++) previous[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    current[0] = i <= max ? i : over;
    if (from > 1) current[from - 1] = over;
    let rowBest = current[0] as number;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(
        (previous[j - 1] as number) + (ca === cb ? 0 : 1),
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (previous2[j - 2] as number) + 1);
      }
      d = Math.min(d, over);
      current[j] = d;
      if (d < rowBest) rowBest = d;
    }
    if (to < m) current[to + 1] = over;
    if (rowBest > max) return -1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[m] as number;
  return distance <= max ? distance : -1;
}
