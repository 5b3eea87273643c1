/** The terminal table lists the first choices (in step order) and says how many it left out. */
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../src/results/table.js';
import type { Decision, ScenarioResult } from '../../src/results/types.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const scenario = scenarioFromText('name: ten dodges\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, dodge, dodge, dodge, dodge, dodge, dodge, dodge, dodge]\n');

/** A re-roll choice at step `step` that matters (re-rolling is worth 10 pp more than accepting). */
function choice(step: number): Decision {
  return {
    step, at: 'Dodge 3+ failed (rolled 1)', situation: 'Dodge 3+ failed', rolls: [1], rerollsLeft: 1, choice: 'team re-roll',
    options: [{ label: 'accept', goal: 0 }, { label: 'team re-roll', goal: 0.1 }], reach: 1 / (step + 1), by: 'coach',
  };
}

const result: ScenarioResult = {
  name: 'ten dodges', edition: 'bb2020', method: 'exact',
  results: [{
    variant: 'base', params: {}, metrics: { success: 0.5 }, fractions: { success: '1/2' }, byRerolls: [],
    failureByStep: [], states: 1, decisions: Array.from({ length: 10 }, (_, i) => choice(i + 1)),
  }],
};

const listed = (text: string) => text.split('\n').filter((l) => /^ {6}step \d+:/.test(l)).length;

describe('the choices of the terminal table', () => {
  it('lists eight and says how many more there are', () => {
    const text = formatTable(scenario, result);
    expect(listed(text)).toBe(8);
    expect(text).toContain('… 2 more choices not listed (--choices all lists every one)');
  });

  it('lists every one with choices: all, and a chosen number otherwise', () => {
    const all = formatTable(scenario, result, { choices: 'all' });
    expect(listed(all)).toBe(10);
    expect(all).not.toContain('more choice');
    expect(formatTable(scenario, result, { choices: 9 })).toContain('… 1 more choice not listed');
  });
});
