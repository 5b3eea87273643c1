/** The terminal table lists the first choices (in step order) and says how many it left out. */
import { describe, expect, it } from 'vitest';
import { branchLabels, formatTable, stepsLines } from '../../src/results/table.js';
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

describe('the steps line on a terminal (issue 24)', () => {
  const labels = ['Block lineman1 (ogre)', 'Dodge (marked 1) (blitzer)', 'Blitz lineman2 (blitzer)', 'Pick-up (thrower)'];
  it('wraps between steps to the width, the lines after the first under the first label', () => {
    // "  steps: " is 9 wide; at 40: "Block lineman1 (ogre) →" (23) fits (32); adding "Dodge (marked 1) (blitzer) →" would not.
    expect(stepsLines(labels, 40)).toEqual([
      '  steps: Block lineman1 (ogre) →',
      '         Dodge (marked 1) (blitzer) →',
      '         Blitz lineman2 (blitzer) →',
      '         Pick-up (thrower)',
    ]);
    for (const line of stepsLines(labels, 40)) expect(line.length).toBeLessThanOrEqual(40);
  });
  it('one line without a width (a pipe, --wide)', () => {
    expect(stepsLines(labels)).toEqual([`  steps: ${labels.join(' → ')}`]);
  });
  it('two short steps on one line at 80', () => {
    expect(stepsLines(['Dodge', 'Rush'], 80)).toEqual(['  steps: Dodge → Rush']);
  });
});

describe('long exact fractions read as percentages (issue 24)', () => {
  // A whole turn's stunned: 60357527855/743008370688, a 12-digit denominator; 6229/18432 has 5.
  const stunned = 60357527855 / 743008370688;
  const long: ScenarioResult = {
    name: 'long', edition: 'bb2020', method: 'exact',
    results: [{
      variant: 'base', params: {}, metrics: { success: 6229 / 18432, stunned },
      fractions: { success: '6229/18432', stunned: '60357527855/743008370688' }, byRerolls: [], failureByStep: [], states: 1, decisions: [],
    }],
  };
  const row = (text: string, name: string) => text.split('\n').find((l) => l.trim().startsWith(`${name} `))?.trim().split(/\s{2,}/);
  it('a denominator past 9 digits: the value to five places, and a note under the table; a short one stays', () => {
    const text = formatTable(scenario, long);
    expect(row(text, 'stunned')).toEqual(['stunned', '8.12%', `≈ ${(100 * stunned).toFixed(5)}%`]);
    expect(row(text, 'success')).toEqual(['success', '33.79%', '6229/18432']);
    expect(text).toContain('≈ the exact fraction runs past 9 digits: --wide prints it, --json keeps it');
  });
  it('--wide prints every fraction whole, and no note', () => {
    const text = formatTable(scenario, long, { wide: true });
    expect(row(text, 'stunned')).toEqual(['stunned', '8.12%', '60357527855/743008370688']);
    expect(text).not.toContain('≈');
  });
});

describe('the steps line of a line with branches', () => {
  it('brackets each branch after its step, nested ones inside', () => {
    const scenario = scenarioFromText(`name: b
players: { v: { ag: 2+, skills: [Hypnotic Gaze] }, w: { ag: 4+, skills: [Hypnotic Gaze] }, c: { ag: 3+ } }
opponent: {}
steps:
  - gaze: { by: v }
    otherwise:
      - gaze: { by: w }
        instead: [{ dodge: { by: c } }]
  - { pickup: { by: c } }
`);
    expect(branchLabels(scenario)).toEqual([
      'Hypnotic Gaze opponent (v)', '(otherwise: Hypnotic Gaze opponent (w)', '(instead: Dodge (c)))', 'Pick-up (c)',
    ]);
  });
});
