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
    expect(html).toContain('<td data-label="Happens">16.7%</td>'); // how often it happens stays a chance
  });
  it('a single probability goal shows percentages', () => {
    const html = choicesHtml('Best play', { ...result, decisions: [{ ...result.decisions[0], options: [{ label: 'accept', goal: 0 }, { label: 'team re-roll', goal: 0.25 }] }] }, { success: 1 });
    expect(html).toContain('accept 0.0% · team re-roll 25.0%');
  });
  it('lists the likeliest eight, says how many more there are, and lists all when asked', () => {
    const many = { ...result, decisions: Array.from({ length: 11 }, (_, i) => ({ ...result.decisions[0], step: i + 1, reach: 1 / (i + 2) })) };
    const rows = (html: string) => html.match(/<tr><td data-label="Step">/g)?.length ?? 0;
    const cut = choicesHtml('Best play', many, { success: 1 });
    expect(rows(cut)).toBe(8);
    expect(cut).toContain('3 more choices not listed');
    // The likeliest eight are steps 1..8 (reach 1/2 … 1/9); step 9 (1/10) is the first left out.
    expect(cut).toContain('<td data-label="Step">8</td>');
    expect(cut).not.toContain('<td data-label="Step">9</td>');
    const all = choicesHtml('Best play', many, { success: 1 }, 'all');
    expect(rows(all)).toBe(11);
    expect(all).not.toContain('more choice');
  });
});
