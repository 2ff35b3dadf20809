import { expect, it } from 'vitest';

/**
 * One test per rule, named by the rule, for a function of one argument: every example of a rule must
 * hold (`fn(input)` equals the expected value), so a rule with several examples still fails on any one.
 */
export function itFollowsRules<I, O>(
  fn: (input: I) => O,
  rules: Record<string, ReadonlyArray<readonly [input: I, expected: O]>>,
): void {
  it.each(Object.entries(rules))('%s', (_rule, examples) => {
    for (const [input, expected] of examples) expect(fn(input), `input ${String(input)}`).toEqual(expected);
  });
}

/** The examples of a rule that gives one answer for many inputs ("N/A" for every unreadable value). */
export function allGive<I, O>(expected: O, inputs: readonly I[]): (readonly [I, O])[] {
  return inputs.map((input) => [input, expected] as const);
}

/**
 * One test per example, named "input -> expected" (and `after`, as in "-> LHR first"): `fn(input)`
 * must be `expected`. For a function whose examples have no rule to group them under.
 */
export function itMapsEach<I, O>(
  fn: (input: I) => O,
  examples: ReadonlyArray<readonly [input: I, expected: O]>,
  after = '',
): void {
  it.each(examples)(`%s -> %s${after}`, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
