/** The best-play table reads a goal's value as a percentage only when the goal is one probability. */
import { describe, expect, it } from 'vitest';
import { choicesHtml } from '../../src/report/choices-html.js';
import type { VariantResult } from '../../src/results/types.js';

const result = {
  variant: 'base', params: {}, metrics: {}, fractions: {}, byRerolls: [], failureByStep: [], states: 1,
  decisions: [{
    step: 1, at: 'Dodge 3+ failed (rolled 2)', situation: 'Dodge 3+ failed', rolls: [2], rerollsLeft: 1, choice: 'team re-roll', reach: 1 / 6, by: 'coach',
    options: [{ label: 'accept', goal: -0.5 }, { label: 'team re-roll', goal: 0.25 }],
  }],
} as unknown as VariantResult;

describe('choices table', () => {
  it('a weighted goal shows every option as a number, never half as percentages', () => {
    const html = choicesHtml('Best play', result, { knockdown: 1, turnover: -0.5 });
    expect(html).toContain('accept -0.500 · team re-roll 0.250');
    expect(html).toContain('<td>16.7%</td>'); // how often it happens stays a chance
  });
  it('a single probability goal shows percentages', () => {
    const html = choicesHtml('Best play', { ...result, decisions: [{ ...result.decisions[0], options: [{ label: 'accept', goal: 0 }, { label: 'team re-roll', goal: 0.25 }] }] }, { success: 1 });
    expect(html).toContain('accept 0.0% · team re-roll 25.0%');
  });
});
