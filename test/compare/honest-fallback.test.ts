/** A fallback run says so wherever its number appears (issue 14): "at least", a policy that is not the best play. */
import { describe, expect, it } from 'vitest';
import { headline } from '../../src/compare/headline.js';
import { methodLine } from '../../src/results/table.js';
import type { ScenarioResult } from '../../src/results/types.js';

const sampled = (policy: 'lookahead' | 'greedy' | 'optimal'): ScenarioResult => ({
  name: 'long line', edition: 'bb2020', method: 'montecarlo', policy, seed: 7, samples: 1000, reason: 'Monte Carlo: over the exact bound',
  results: [{ variant: 'base', params: {}, metrics: { success: 0.0366 }, fractions: {}, byRerolls: [], failureByStep: [], decisions: [], states: 0, samples: 1000 }],
});

describe('an honest fallback', () => {
  it('the headline of a greedy run says "at least", and why', () => {
    expect(headline(sampled('greedy'), { success: 1 })).toBe('P(success) is at least 3.7% — a simple policy, not the best play.');
    expect(headline(sampled('optimal'), { success: 1 })).toBe('P(success) is 3.7%.');
  });
  it('so does the lookahead policy, the fallback past the exact bound', () => {
    expect(headline(sampled('lookahead'), { success: 1 })).toBe('P(success) is at least 3.7% — a policy exact over the next few steps, not the best play.');
    expect(methodLine(sampled('lookahead'))).toContain("lookahead policy (a policy exact over the next few steps, not the best play: the goal's value is at least this)");
  });
  it("the table's method line says the goal's value is at least what it shows", () => {
    expect(methodLine(sampled('greedy'))).toContain("greedy policy (a simple policy, not the best play: the goal's value is at least this)");
    expect(methodLine(sampled('optimal'))).toContain('optimal policy');
  });
});
