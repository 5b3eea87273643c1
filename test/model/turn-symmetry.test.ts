/**
 * Interchangeable activations (`src/model/turn-symmetry.ts`): the coach's choice offers the first of them only, and
 * the fixed orders take them in their written order. Checked against a second construction of the same turn in
 * which the twins are told apart by a skill that none of their steps reads (Catch, on players who never catch):
 * the same values and fractions, in fewer states. And the cases that are not twins.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { interchangeable } from '../../src/model/turn-symmetry.js';
import { analysePlan } from '../../src/plan/analyse.js';
import { evaluateScenario } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';

interface Gen {
  readonly skills: readonly string[];
  readonly steps: readonly string[];
  readonly optional: boolean;
  readonly worth: number;
  /** How many copies of it the turn holds. */
  readonly copies: number;
}

const arbGen: fc.Arbitrary<Gen> = fc.record({
  skills: fc.subarray(['Dodge', 'Sure Feet', 'Block', 'Pro'], { maxLength: 1 }),
  steps: fc.array(fc.constantFrom('rush', 'dodge', '{ block: { target: o0 } }', '{ block: { target: o1, assists: 1 } }'), { minLength: 1, maxLength: 2 }),
  optional: fc.boolean(),
  worth: fc.constantFrom(0, 0.1, 0.5),
  copies: fc.integer({ min: 1, max: 3 }),
});

/** The turn, each activation as many times as it has copies; `apart`: every copy's player but the first gets Catch. */
function turnText(rerolls: number, gens: readonly Gen[], apart: boolean): string {
  const acts = gens.flatMap((g) => Array.from({ length: g.copies }, (_, copy) => ({ ...g, copy }))).slice(0, 4);
  const skills = (a: (typeof acts)[number]) => [...a.skills, ...(apart && a.copy > 0 ? ['Catch'] : [])].join(', ');
  return [
    'name: twins', `rerolls: ${rerolls}`,
    'players:', ...acts.map((a, p) => `  p${p}: { ag: 3+, st: 3, skills: [${skills(a)}] }`),
    'opponents: { o0: { st: 3, av: 8+ }, o1: { st: 3, av: 9+ } }',
    'activations:', ...acts.map((a, p) => `  - { by: p${p}, steps: [${a.steps.join(', ')}], optional: ${a.optional}, worth: ${a.worth} }`),
    'goal: { worth: 1, success: 1, knockdowns: 0.5, turnover: -0.5 }',
  ].join('\n');
}

const states = (text: string) => evaluateExact(compile(scenarioFromText(text))).graph.size;

describe('interchangeable activations', () => {
  it('give the values and fractions of the same turn with the twins told apart, in no more states', () => {
    let fewer = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), fc.array(arbGen, { minLength: 1, maxLength: 3 }), (rerolls, gens) => {
      const twins = turnText(rerolls, gens, false);
      const apart = turnText(rerolls, gens, true);
      const [a, b] = [analysePlan(scenarioFromText(twins)), analysePlan(scenarioFromText(apart))];
      expect(a.adaptive).toBeCloseTo(b.adaptive, 12);
      expect(a.written.value).toBeCloseTo(b.written.value, 12);
      if (a.bestFixed !== null && b.bestFixed !== null) expect(a.bestFixed.value).toBeCloseTo(b.bestFixed.value, 12);
      expect(evaluateScenario(scenarioFromText(twins)).results[0].fractions).toEqual(evaluateScenario(scenarioFromText(apart)).results[0].fractions);
      const [n, m] = [states(twins), states(apart)];
      expect(n).toBeLessThanOrEqual(m);
      if (n < m) fewer++;
    }), { numRuns: 20, seed: 923 });
    // The symmetry did cut states in some turns (those with copies).
    expect(fewer).toBeGreaterThan(3);
  });

  const head = `name: t
players: { a: { ag: 3+ }, b: { ag: 3+ }, c: { ag: 3+, skills: [Dodge] }, d: { ag: 3+, pa: 3+ } }
opponents: { o: { st: 3 } }
`;
  it('are players alike with the same steps, worth, optional and after', () => {
    const s = scenarioFromText(`${head}activations:
  - { by: a, steps: [rush, dodge] }
  - { by: b, steps: [rush, dodge] }
  - { by: c, steps: [rush, dodge] }
  - { by: d, steps: [rush, dodge], worth: 0.5 }`);
    // b is a's twin; c has Dodge, d another worth (and PA): neither is.
    expect(interchangeable(s)).toEqual([0, 0, 2, 3]);
  });

  it('are not twins when another activation is after one of them, or a pass names a player', () => {
    expect(interchangeable(scenarioFromText(`${head}activations:
  - { by: a, steps: [rush] }
  - { by: b, steps: [rush] }
  - { by: c, steps: [rush], after: [a] }`))).toEqual([0, 1, 2]);
    expect(interchangeable(scenarioFromText(`${head}activations:
  - { by: a, steps: [rush] }
  - { by: b, steps: [rush] }
  - { by: d, steps: [{ pass: { range: quick } }, { catch: { by: c } }] }`))).toEqual([0, 1, 2]);
  });
});
