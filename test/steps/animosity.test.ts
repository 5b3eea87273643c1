/**
 * Animosity, by hand, on a hand-off and a pass. Sources: seed 001 Animosity (X) ("When this player wishes to
 * perform a Hand-off action to a team-mate of the type listed, or attempts to perform a Pass action and the target
 * square is occupied by a team-mate of the type listed … Roll a D6. On a roll of 1, this player refuses to perform
 * the action and their activation comes to an end"; Q&A: "the roll will be made immediately before they attempt to
 * perform the action"); seed 004 (bb2016: "On a 2+, the pass/hand-off is carried out as normal. On a 1, the player
 * refuses"); seed 001 Pro (3+), Loner (X+).
 *
 * Each scenario is written as a coach writes it: the giver with `Animosity (all team-mates)` and `animosity: true`
 * on its hand-off or pass.
 */
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { errorOf } from '../helpers.js';

/** A giver and a catcher; `steps` as written (the giver's hand-off or pass). */
function file(giver: string, catcher: string, steps: string[], options: { edition?: string; rerolls?: number } = {}): string {
  return [
    'name: animosity',
    `edition: ${options.edition ?? 'bb2020'}`,
    `rerolls: ${options.rerolls ?? 0}`,
    'players:',
    `  giver: ${giver}`,
    `  catcher: ${catcher}`,
    'steps:',
    ...steps.map((s) => `  - ${s}`),
  ].join('\n');
}

/** The file with the giver given `Animosity (all team-mates)` and its hand-offs and passes marked `animosity: true`. */
function withAnimosity(text: string): string {
  return text
    .replace(/^( {2}giver: \{.*?)skills: \[/m, '$1skills: [Animosity (all team-mates), ')
    .replace(/^( {2}giver: \{(?:(?!skills).)*?) \}$/m, '$1, skills: [Animosity (all team-mates)] }')
    .replace(/^( {2}- (?:handoff|pass): \{ )/gm, '$1animosity: true, ');
}

function fractions(text: string): Record<string, string> {
  return evaluateScenario(scenarioFromText(withAnimosity(text), 'test.yaml')).results[0].fractions as Record<string, string>;
}

const HANDOFF = 'handoff: { by: giver, to: catcher, marked: 1 }';

describe('Animosity on a hand-off (bb2020)', () => {
  it('no re-roll: 2+ then a Catch receiver marked once (4+, Catch): 5/6 × 3/4 = 5/8; a refusal stops the line', () => {
    const result = fractions(file('{ ag: 3+ }', '{ ag: 3+, skills: [Catch] }', [HANDOFF]));
    expect(result.success).toBe('5/8');
    // Refused on a 1: 1/6, no turnover; dropped: 5/6 × 1/4 = 5/24, a turnover.
    expect(result.turnover).toBe('5/24');
  });
  it('one team re-roll, receiver without Catch (4+): re-roll a 1, or keep it for the catch', () => {
    // Animosity passes (5/6): the catch has the team re-roll, 1/2 + 1/2 × 1/2 = 3/4.
    // Animosity 1 (1/6): re-roll it (5/6) and catch without one (1/2) — better than stopping.
    // 5/6 × 3/4 + 1/6 × 5/6 × 1/2 = 45/72 + 5/72 = 50/72 = 25/36.
    expect(fractions(file('{ ag: 3+ }', '{ ag: 3+ }', [HANDOFF], { rerolls: 1 })).success).toBe('25/36');
  });
  it('the giver’s Pro re-rolls it on 3+: (5/6 + 1/6 × 2/3 × 5/6) × 1/2 = 25/27 × 1/2 = 25/54', () => {
    expect(fractions(file('{ ag: 3+, skills: [Pro] }', '{ ag: 3+ }', [HANDOFF])).success).toBe('25/54');
  });
  it('a team re-roll with the giver’s Loner (4+): 5/6 + 1/6 × 1/2 × 5/6 = 65/72, then a Catch 3/4 = 65/96', () => {
    expect(fractions(file('{ ag: 3+, skills: [Loner (4+)] }', '{ ag: 3+, skills: [Catch] }', [HANDOFF], { rerolls: 1 })).success).toBe('65/96');
  });
});

describe('Animosity on a hand-off (bb2016)', () => {
  it('2+ as well, then AG 3 marked once with Catch (7 − 3 = 4, +1, −1 = 4+): 5/6 × 3/4 = 5/8', () => {
    expect(fractions(file('{ ag: 3 }', '{ ag: 3, skills: [Catch] }', [HANDOFF], { edition: 'bb2016' })).success).toBe('5/8');
  });
  it('with a team re-roll, receiver AG 3 without Catch: 25/36 as in bb2020 (same 2+, same 4+)', () => {
    expect(fractions(file('{ ag: 3 }', '{ ag: 3 }', [HANDOFF], { edition: 'bb2016', rerolls: 1 })).success).toBe('25/36');
  });
});

describe('Animosity on a pass', () => {
  it('bb2020 PA 4+ quick pass (4+): 5/6 × 1/2 = 5/12', () => {
    expect(fractions(file('{ ag: 3+, pa: 4+ }', '{ ag: 3+ }', ['pass: { by: giver, range: quick }'])).success).toBe('5/12');
  });
  // bb2016.md "Pass": 7 − 3 = 4+ short: 4-6 accurate (1/2), 1 fumbles, 2-3 inaccurate (1/3). "Catch": accurate
  // +1 → 3+ (2/3); a scattered ball 0 → 4+ (1/2). An inaccurate pass reaches the catcher 51/512 (three scatters and
  // a bounce: rules/scatter.ts). 5/6 × (1/2 × 2/3 + 1/3 × 51/512 × 1/2) = 5/6 × (1024 + 51)/3072 = 5375/18432.
  it('bb2016 AG 3 short pass (4+) then a catch (3+; 4+ after a scatter): 5/6 × (1/3 + 1/3 × 51/512 × 1/2) = 5375/18432', () => {
    const steps = ['pass: { by: giver, range: short }', 'catch: { by: catcher }'];
    expect(fractions(file('{ ag: 3 }', '{ ag: 3 }', steps, { edition: 'bb2016' })).success).toBe('5375/18432');
  });
});

describe('Animosity errors', () => {
  it('animosity: true on a giver without the trait', () => {
    expect(errorOf(file('{ ag: 3+ }', '{ ag: 3+ }', ['handoff: { by: giver, to: catcher, animosity: true }']))).toMatch(/lacks/);
    expect(errorOf(file('{ ag: 3+, pa: 4+ }', '{ ag: 3+ }', ['pass: { by: giver, animosity: true }']))).toMatch(/Animosity trait/);
  });
});
