/**
 * The best fixed order past `MAX_FIXED_ORDERS` orders (`src/plan/fixed-search.ts`): on a turn of 5,760 orders the
 * plan's best fixed order (found by branch and bound) is the one a brute force over every order written out here
 * picks (the first of the best in the walk's order), its value solved apart; on the ten-activation bench turn the
 * plan gets a best fixed order (the brute force over its 118,800 orders agrees: measured, 17 s, not run here); and a
 * search that reaches its cap gives no order and says so. The search on small generated turns against every order:
 * test/plan/analyse.test.ts and test/plan/fixed-values.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goalWeights } from '../../src/evaluate/goal.js';
import { interchangeable } from '../../src/model/turn-symmetry.js';
import { analysePlan, fixedValue } from '../../src/plan/analyse.js';
import { solvedTurn } from '../../src/plan/best.js';
import { searchBestFixed, searchNote } from '../../src/plan/fixed-search.js';
import { fixedOrderValues } from '../../src/plan/fixed-values.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { SEVEN_DODGERS as SEVEN } from './turns.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every ordering of `items`, in lexicographic order of their indices. */
function orderings(items: readonly number[]): number[][] {
  if (items.length === 0) return [[]];
  return items.flatMap((first) => orderings(items.filter((x) => x !== first)).map((rest) => [first, ...rest]));
}

/** Lexicographic, an order before the ones that extend it: the walk of the fixed orders. */
function walkFirst(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return x[k] - y[k];
  return x.length - y.length;
}

describe('the best fixed order past 5,040 orders, by branch and bound', () => {
  it('equals a brute force over every one of 5,760 orders', () => {
    const scenario = scenarioFromText(SEVEN);
    const plan = analysePlan(scenario);
    const every = [...orderings([0, 1, 2, 4, 5, 6]), ...orderings([0, 1, 2, 3, 4, 5, 6])].sort(walkFirst);
    expect(every.length).toBe(720 + 5040);
    expect(plan.fixedOrders).toBe(5760);
    const { solved, turn } = solvedTurn(scenario);
    const values = fixedOrderValues(solved.graph, turn, goalWeights(scenario.goal), every);
    const best = values.reduce((b, v, k) => (v > values[b] + 1e-12 ? k : b), 0);
    const labels = every[best].map((a) => scenario.activations![a].label);
    expect(plan.bestFixed?.order).toEqual(labels);
    // The orders listed are the brute force's best 25, by value and, between equals, in the walk's order.
    const ranked = every.map((order, k) => ({ order, value: values[k], k }))
      .sort((x, y) => (Math.abs(x.value - y.value) > 1e-12 ? y.value - x.value : x.k - y.k)).slice(0, 25);
    expect(plan.orders.map((o) => o.order)).toEqual(ranked.map((r) => r.order.map((a) => scenario.activations![a].label)));
    plan.orders.forEach((o, k) => expect(o.value).toBeCloseTo(ranked[k].value, 12));
    // Its value is its own model's, solved apart: the brute force's best, and no more than the adaptive plan.
    expect(plan.bestFixed?.value).toBeCloseTo(fixedValue(scenario, every[best]), 12);
    expect(plan.bestFixed?.value).toBeCloseTo(values[best], 12);
    expect(plan.adaptive).toBeGreaterThanOrEqual(values[best] - 1e-12);
    expect(plan.fixedNote).toMatch(/^5,760 fixed orders; the best 25 found by branch and bound \(\d[\d,]* orders and prefixes valued\) and listed$/);
  }, 60_000);

  it('gives up at its cap, and the plan says why', () => {
    const scenario = scenarioFromText(SEVEN);
    const { solved, turn } = solvedTurn(scenario);
    const weights = goalWeights(scenario.goal);
    const capped = searchBestFixed(solved.graph, turn, weights, interchangeable(scenario), { cap: 10 });
    expect(capped).toEqual({ order: null, value: Number.NEGATIVE_INFINITY, valued: 10, best: [] });
    expect(searchNote(5760, capped)).toBe('5,760 fixed orders; the best not found: the search by branch and bound stopped at 10 orders and prefixes valued');
    // Uncapped it values far fewer than the 5,760 orders (the bound prunes), more than the 7 first activations.
    const whole = searchBestFixed(solved.graph, turn, weights, interchangeable(scenario));
    expect(whole.valued).toBeGreaterThan(7);
    expect(whole.valued).toBeLessThan(5760);
  });

  it('the ten-activation bench turn gets a best fixed order', () => {
    const scenario = scenarioFromText(readFileSync(join(ROOT, 'bench/plan/ten-activations.yaml'), 'utf8'));
    const plan = analysePlan(scenario);
    // Four optional moves alike (taken in their written order: the first k when k are taken), two dodges alike, four
    // others: k moves taken give (6 + k)! / (2! k!) orders: 360 + 2,520 + 10,080 + 30,240 + 75,600 = 118,800.
    expect(plan.fixedOrders).toBe(118_800);
    expect(plan.orders.length).toBe(25);
    expect(plan.bestFixed).not.toBeNull();
    expect(plan.bestFixed!.value).toBeLessThanOrEqual(plan.adaptive + 1e-12);
    // Every order listed is worth no more than the best.
    for (const o of plan.orders) expect(o.value).toBeLessThanOrEqual(plan.bestFixed!.value + 1e-12);
    expect(plan.fixedNote).toContain('118,800 fixed orders; the best 25 found by branch and bound');
  }, 120_000);
});
