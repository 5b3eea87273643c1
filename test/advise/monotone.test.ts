/**
 * A skill the coach may choose not to use never lowers a situation's value (`advise/monotone.ts`): over small
 * generated lines (dodges, rushes, pick-ups, a jump, a block last), with some skills already on the player and
 * any goal — even one a coach would not want, like maximising turnovers — adding each skill of `MONOTONE` keeps
 * or raises the exact value of the goal. The depth-2 search's bound rests on it. Beside it, the reason Frenzy is
 * not in the list: a compulsory second block can lower the chance of no turnover, worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, fractionValue, subtract, type Fraction } from '../../src/evaluate/fraction.js';
import { goalValue } from '../../src/evaluate/goal-value.js';
import { MONOTONE } from '../../src/advise/monotone.js';
import { solveExactly } from '../../src/montecarlo/exact-task.js';
import { scenarioFromText } from '../../src/scenario/load.js';

/** The exact value of the goal of a scenario written as YAML. */
function valueOf(text: string): Fraction {
  const scenario = scenarioFromText(text, 'generated.yaml');
  const answer = solveExactly(scenario, 200_000);
  if (!('num' in answer)) throw new Error('too large');
  return goalValue(answer, scenario.goal);
}

const GOALS = ['success', 'knockdown', 'cas', 'removed', 'turnover', 'playerDown', '{ success: 1, turnover: -1 }', '{ knockdown: 1, cas: 2 }'];
const ALREADY = ['Block', 'Frenzy', 'Claws', 'Horns', 'Two Heads', 'Break Tackle', 'Juggernaut', 'Tackle', 'Dodge', 'Pro', 'Sure Feet'];

const movement = fc.oneof(
  fc.integer({ min: 0, max: 2 }).map((marked) => `dodge: { marked: ${marked} }`),
  fc.constant('rush'),
  fc.integer({ min: 0, max: 1 }).map((marked) => `pickup: { marked: ${marked} }`),
  fc.integer({ min: 0, max: 2 }).map((marked) => `jump: { markedFrom: ${marked} }`),
);
const block = fc.record({ dice: fc.constantFrom(1, 2, 3, -2), blitz: fc.boolean() }).map((b) => `block: { dice: ${b.dice}, blitz: ${b.blitz} }`);

const situation = fc.record({
  rerolls: fc.integer({ min: 0, max: 2 }),
  skills: fc.subarray(ALREADY, { maxLength: 3 }),
  opponent: fc.record({ st: fc.integer({ min: 2, max: 4 }), av: fc.integer({ min: 8, max: 10 }), skills: fc.subarray(['Block', 'Dodge', 'Wrestle', 'Stand Firm'], { maxLength: 2 }) }),
  moves: fc.array(movement, { maxLength: 2 }).filter((m) => m.filter((s) => s === 'rush').length <= 1),
  block: fc.option(block, { nil: undefined }),
  goal: fc.constantFrom(...GOALS),
}).filter((s) => s.moves.length > 0 || s.block !== undefined);

type Situation = typeof situation extends fc.Arbitrary<infer T> ? T : never;

function yaml(s: Situation, extra: readonly string[]): string {
  const steps = [...s.moves, ...(s.block ? [s.block] : [])];
  return [
    'name: generated',
    `rerolls: ${s.rerolls}`,
    `player: { ag: 3+, st: 3, skills: [${[...s.skills, ...extra].join(', ')}] }`,
    `opponent: { st: ${s.opponent.st}, av: ${s.opponent.av}+, skills: [${s.opponent.skills.join(', ')}] }`,
    `steps: [${steps.map((step) => `{ ${step} }`.replace(/^\{ (\w+) \}$/, '$1')).join(', ')}]`,
    `goal: ${s.goal}`,
  ].join('\n');
}

describe('a skill the coach may decline never lowers a value', () => {
  it('holds for every skill of MONOTONE on generated lines and goals', () => {
    fc.assert(fc.property(situation, (s) => {
      const before = valueOf(yaml(s, []));
      for (const skill of MONOTONE) {
        if (s.skills.includes(skill)) continue;
        const after = valueOf(yaml(s, [skill]));
        // Equal within the evaluator's float ties (choices closer than 10⁻¹² are taken as equal).
        expect(fractionValue(subtract(after, before)), `${skill} in\n${yaml(s, [])}`).toBeGreaterThanOrEqual(-1e-9);
      }
    }), { numRuns: 30, seed: 20261201 });
  });

  it('lists the skills it should (Frenzy, applied by itself, is not one)', () => {
    expect([...MONOTONE]).toEqual(expect.arrayContaining(['Dodge', 'Pro', 'Mighty Blow', 'Wrestle']));
    expect(MONOTONE.has('Frenzy')).toBe(false);
  });

  it('Frenzy lowers the chance of no turnover: a compulsory second block (worked by hand)', () => {
    // One die, ST 3 v 3, no Block, goal success (no turnover). One block: turnover on Player Down or Both Down,
    // success 4/6 = 2/3. With Frenzy (seed 001: after a push the player must follow up and block again) the two
    // Push faces (2/6) lead to a second one-die block, itself a success 2/3:
    //   success = POW 1/6 + Stumble 1/6 + Push 2/6 × 2/3 = 2/6 + 4/18 = 10/18 = 5/9 < 2/3.
    const line = (skills: string) => `name: frenzy\nplayer: { st: 3, skills: [${skills}] }\nopponent: { st: 3 }\nsteps: [{ block: { dice: 1 } }]\ngoal: success\n`;
    expect(valueOf(line(''))).toEqual(fraction(2n, 3n));
    expect(valueOf(line('Frenzy'))).toEqual(fraction(5n, 9n));
  });
});
