/**
 * The plan of a turn (`src/plan/analyse.ts`): turns worked out by hand (the arithmetic in each test), and a property
 * over generated turns of 2–5 activations: the best fixed order equals a brute force over every permutation, each
 * solved on its own as a `steps:` line (built as text, not by the plan), and the adaptive plan is never worse; the
 * branch and bound over prefixes (`fixed-search.ts`, the search of turns past 5,040 orders) finds the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { goalWeights, score } from '../../src/evaluate/goal.js';
import { analysePlan, fixedValue } from '../../src/plan/analyse.js';
import { solvedTurn } from '../../src/plan/best.js';
import { searchBestFixed } from '../../src/plan/fixed-search.js';
import { interchangeable } from '../../src/model/turn-symmetry.js';
import type { Scenario } from '../../src/scenario/types.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';
import { ADAPT_TURN } from './turns.js';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);

/** The best fixed order the branch and bound finds (labels), as a turn past 5,040 orders gets it. */
function searched(scenario: Scenario): { order: string[]; value: number } {
  const { solved, turn } = solvedTurn(scenario);
  const found = searchBestFixed(solved.graph, turn, goalWeights(scenario.goal), interchangeable(scenario));
  expect(found.order).not.toBeNull();
  return { order: found.order!.map((a) => scenario.activations![a].label), value: fixedValue(scenario, found.order!) };
}

describe('a two-activation turn where adapting beats every fixed order', () => {
  // One team re-roll; a dodges 4+ (must), b dodges 4+ (optional); each worth 1, a turnover costs 2.
  //  fixed a:      a completes 1 − (1/2)² = 3/4; turnover 1/4            → 3/4 − 2·1/4 = 1/4
  //  fixed a → b:  worth 3/4 + (1/2)(3/4) [re-roll kept] + (1/4)(1/2) [re-roll spent on a] = 5/4;
  //                turnover 1/4 + (1/2)(1/4) + (1/4)(1/2) = 1/2               → 5/4 − 1 = 1/4
  //  fixed b → a:  the same by symmetry                                    → 1/4
  //  adaptive: a, then b only while the re-roll is left (with it b is worth 3/4 − 2·1/4 = 1/4 > 0; without it
  //            1/2 − 2·1/2 < 0): worth 3/4 + (1/2)(3/4) = 9/8; turnover 1/4 + (1/2)(1/4) = 3/8 → 9/8 − 6/8 = 3/8
  const plan = analysePlan(scenarioFromText(ADAPT_TURN));

  it('values the adaptive plan at 3/8, every fixed order at 1/4', () => {
    close(plan.adaptive, 3 / 8);
    close(plan.written.value, 1 / 4);
    expect(plan.fixedOrders).toBe(3);
    close(plan.bestFixed?.value ?? NaN, 1 / 4);
    // The three orders tie at 1/4: the branch and bound keeps the first of them in the walk, a alone, as the plan does.
    expect(searched(scenarioFromText(ADAPT_TURN)).order).toEqual(['a']);
    expect(plan.bestFixed?.order).toEqual(['a']);
  });

  it('takes a first, then b only with the re-roll left', () => {
    expect(plan.first).toBe('a');
    expect(plan.decisions.filter((d) => d.done.length === 1).map((d) => [d.rerollsLeft, d.next])).toEqual([[1, 'b'], [0, 'end the turn']]);
    // a is reached always and completed 3/4; b is reached when a passed first time (1/2) and completed (1/2)(3/4).
    expect(plan.activations.map((a) => a.label)).toEqual(['a', 'b']);
    close(plan.activations[0].completed, 3 / 4);
    close(plan.activations[1].reached, 1 / 2);
    close(plan.activations[1].completed, 3 / 8);
  });

  it('gives every value and chance as its exact fraction, worked out above', () => {
    expect(plan.fractions.adaptive).toBe('3/8');
    expect(plan.written.fractions.value).toBe('1/4');
    expect(plan.bestFixed?.fractions.value).toBe('1/4');
    // The orders tried: a alone, a → b, b → a (b is optional, a is not): 1/4 each, as worked out above (valued on the
    // adaptive graph, in floating point).
    expect(plan.orders.map((o) => o.order.join(' → '))).toEqual(['a', 'a → b', 'b → a']);
    for (const o of plan.orders) close(o.value, 1 / 4);
    // a: reached always, completed 1 − (1/2)² = 3/4; b: reached 1/2 (a passed first time), completed (1/2)(3/4) = 3/8.
    expect(plan.activations.map((a) => [a.fractions.reached, a.fractions.completed])).toEqual([['1', '3/4'], ['1/2', '3/8']]);
    // The choice after a: with the re-roll (a passed first time) 1/2; without (a passed on the re-roll) (1/2)(1/2) = 1/4.
    expect(plan.decisions.map((d) => [d.next, d.fractions.reached])).toEqual([['a', '1'], ['b', '1/2'], ['end the turn', '1/4']]);
  });
});

/** Three dodgers, no re-roll: a failed dodge is a turnover and ends the turn. */
function threeDodgers(worths: readonly number[]): string {
  return `name: three
players: { safe: { ag: 2+ }, even: { ag: 4+ }, risky: { ag: 5+ } }
activations:
  - { by: safe, steps: [dodge], worth: ${worths[0]} }
  - { by: even, steps: [dodge], worth: ${worths[1]} }
  - { by: risky, steps: [dodge], worth: ${worths[2]} }
goal: worth`;
}

describe('three activations: the safe action first, or not', () => {
  it('takes the safe one first when they are worth alike', () => {
    // Order x, y, z is worth w_x p_x + w_y p_x p_y + w_z p_x p_y p_z, with p = 5/6, 1/2, 1/3.
    // safe, even, risky: 5/6 + 5/12 + 5/36 = 50/36; risky, even, safe: 1/3 + 1/6 + 5/36 = 23/36.
    const plan = analysePlan(scenarioFromText(threeDodgers([1, 1, 1])));
    expect(plan.first).toBe('safe');
    expect(plan.bestFixed?.order).toEqual(['safe', 'even', 'risky']);
    close(plan.bestFixed?.value ?? NaN, 50 / 36);
    close(plan.adaptive, 50 / 36);
    expect([plan.bestFixed?.fractions.value, plan.fractions.adaptive]).toEqual(['25/18', '25/18']);
    const search = searched(scenarioFromText(threeDodgers([1, 1, 1])));
    expect(search.order).toEqual(['safe', 'even', 'risky']);
    close(search.value, 50 / 36);
  });

  it('takes the risky one first when it is worth enough', () => {
    // risky worth 12: risky, safe, even: 12/3 + (1/3)(5/6) + (1/3)(5/6)(1/2) = 4 + 10/36 + 5/36 = 159/36;
    // safe, risky, even: 5/6 + (5/6)(4) + (5/6)(1/3)(1/2) = 30/36 + 120/36 + 5/36 = 155/36 (less).
    const plan = analysePlan(scenarioFromText(threeDodgers([1, 1, 12])));
    expect(plan.first).toBe('risky');
    expect(plan.bestFixed?.order).toEqual(['risky', 'safe', 'even']);
    close(plan.bestFixed?.value ?? NaN, 159 / 36);
    expect(plan.bestFixed?.fractions.value).toBe('53/12');
    const search = searched(scenarioFromText(threeDodgers([1, 1, 12])));
    expect(search.order).toEqual(['risky', 'safe', 'even']);
    close(search.value, 159 / 36);
    close(plan.written.value, 5 / 6 + (5 / 6) * (1 / 2) * 1 + (5 / 6) * (1 / 2) * (1 / 3) * 12);
  });
});

interface GenActivation {
  readonly skills: readonly string[];
  readonly steps: readonly { kind: 'dodge' | 'rush' | 'pickup' | 'block'; marked: number; target: number }[];
}

const arbActivation: fc.Arbitrary<GenActivation> = fc.record({
  skills: fc.subarray(['Dodge', 'Sure Feet', 'Pro', 'Block', 'Loner (4+)', 'Sure Hands'], { maxLength: 2 }),
  steps: fc.array(fc.record({
    kind: fc.constantFrom('dodge' as const, 'rush' as const, 'pickup' as const, 'block' as const),
    marked: fc.integer({ min: 0, max: 2 }),
    target: fc.nat(1),
  }), { minLength: 1, maxLength: 2 }),
});

function stepText(s: GenActivation['steps'][number], p: number): string {
  if (s.kind === 'block') return `{ block: { by: p${p}, target: o${s.target} } }`;
  if (s.kind === 'rush') return `{ rush: { by: p${p} } }`;
  return `{ ${s.kind}: { by: p${p}, marked: ${s.marked} } }`;
}

function header(rerolls: number, acts: readonly GenActivation[], goal: string): string[] {
  return [
    'name: generated turn', `rerolls: ${rerolls}`,
    'players:', ...acts.map((a, p) => `  p${p}: { ag: 3+, st: 3, skills: [${a.skills.join(', ')}] }`),
    'opponents: { o0: { st: 3, av: 8+ }, o1: { st: 4, av: 9+, skills: [Block] } }', `goal: ${goal}`,
  ];
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) => Array.from({ length: n }, (_, i) => [...rest.slice(0, i), n - 1, ...rest.slice(i)]));
}

/** The goal's value of the line with the activations' steps written out as `steps:` in `order`. */
function lineValue(rerolls: number, acts: readonly GenActivation[], goal: string, order: readonly number[]): number {
  const text = [...header(rerolls, acts, goal), `steps: [${order.flatMap((p) => acts[p].steps.map((s) => stepText(s, p))).join(', ')}]`].join('\n');
  const scenario = scenarioFromText(text);
  return score(goalWeights(scenario.goal), evaluateExact(compile(scenario)).metrics);
}

describe('the best fixed order of generated turns', () => {
  it('equals the best of every permutation solved as a steps: line, and the adaptive plan is no worse', () => {
    const goals = fc.constantFrom('success', '{ success: 1, knockdown: 1 }', '{ knockdown: 2, turnover: -1 }', '{ success: 2, knockdowns: 1 }');
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), fc.array(arbActivation, { minLength: 2, maxLength: 5 }), goals, (rerolls, acts, goal) => {
      const text = [...header(rerolls, acts, goal), 'activations:',
        ...acts.map((a, p) => `  - { by: p${p}, steps: [${a.steps.map((s) => stepText(s, p)).join(', ')}] }`)].join('\n');
      const scenario = scenarioFromText(text);
      const plan = analysePlan(scenario);
      const brute = Math.max(...permutations(acts.length).map((order) => lineValue(rerolls, acts, goal, order)));
      // Orders that only swap interchangeable activations (same skills, same steps) are tried once: n! over the
      // product of each such group's size factorial.
      const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
      const groups = new Map<string, number>();
      for (const a of acts) groups.set(JSON.stringify([[...a.skills].sort(), a.steps]), (groups.get(JSON.stringify([[...a.skills].sort(), a.steps])) ?? 0) + 1);
      expect(plan.fixedOrders).toBe([...groups.values()].reduce((n, size) => n / factorial(size), factorial(acts.length)));
      close(plan.bestFixed?.value ?? NaN, brute);
      expect(plan.adaptive).toBeGreaterThanOrEqual(brute - 1e-12);
      // The branch and bound: the brute force's value, and the very order the plan takes among equals.
      const search = searched(scenario);
      close(search.value, brute);
      expect(search.order).toEqual(plan.bestFixed?.order);
    }), { numRuns: 25, seed: 2323 });
  });
});
