/**
 * `need:` where the line stops and a turnover is already certain (`src/model/need.ts`, `stopIsTurnover`): a Vampire
 * that failed its Bloodlust roll with no Thrall to bite ends its activation in a turnover whether or not the block
 * met the need — "If they do not bite a Thrall for any reason then a Turnover is caused" (seed 001 Bloodlust (X+)).
 * Values by hand: block dice faces (bb2020.md "Block") Player Down, Both Down (the attacker without Block is down),
 * Push Back ×2, Stumble (a POW without Dodge), POW.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../helpers.js';

const vampire = (extra = '') => [
  'name: test', 'rerolls: 0',
  `player: { ag: 2+, st: 4, ma: 6, skills: [Bloodlust (2+)]${extra} }`,
  'opponent: { st: 3, av: 9+ }',
  'steps:', '  - block: { need: knockdown }',
  'goal: success',
].join('\n');

describe('need: and a failed Bloodlust roll with no Thrall', () => {
  // Bloodlust on a Block: 2+ with +1, never below 2+ — fails on the 1 (1/6), a certain turnover (no Thrall).
  // Passed (5/6): ST 4 v 3, two dice, the Vampire's choice: a turnover only when both dice are Player Down or
  // Both Down (2/6 each; Push Back is taken over them otherwise): (2/6)².
  it('turnover 5/6 · (2/6)² + 1/6 = 5/54 + 9/54 = 7/27', () => {
    expect(evaluate(vampire()).fractions.turnover).toBe('7/27');
  });
  it('success: passed and a POW or Stumble on either die, 5/6 · (1 − (4/6)²) = 5/6 · 5/9 = 25/54', () => {
    expect(evaluate(vampire()).fractions.success).toBe('25/54');
  });
  it('the decision takes POW over Push Back in every branch (the stop is a turnover too after a failed roll)', () => {
    const rows = evaluate(vampire()).decisions.filter((d) => d.options.some((o) => o.label === 'POW') && d.options.some((o) => o.label === 'Push Back'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.choice).toBe('POW');
    // POW with Push Back on the other die: 2 · 1/6 · 2/6 = 1/9 of all lines, whatever the Bloodlust roll.
    expect(rows.reduce((sum, d) => sum + d.reach, 0)).toBeCloseTo(1 / 9, 12);
  });
  it('a Thrall adjacent: bitten after the stop, no turnover of its own — only the passed roll’s 5/6 · 1/9 = 5/54, and the failed roll’s (1/6)(2/6)² = 1/54: 6/54 = 1/9', () => {
    expect(evaluate(vampire(', thrallAdjacent: true')).fractions.turnover).toBe('1/9');
  });
});
