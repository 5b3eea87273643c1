/**
 * The fixed orders' values read off the adaptive graph (`src/plan/fixed-values.ts`: the goal's metrics only, each
 * node's value shared by the orders alike in what is left there) against a straightforward reference written
 * here: each order on its own, whole metric vectors, every node it reaches worked out afresh for it. The two must
 * agree on every order to the bit (the same float operations; asserted to 1e-12 and exactly), so the best order
 * chosen is the same; and a few orders' values agree with their own models solved apart (`fixedValue`). The
 * branch and bound over prefixes (`src/plan/fixed-search.ts`) finds the same best order as the reference over every
 * order, and each prefix's bound (the prefix, then adaptive) is at least every order extending it, the empty
 * prefix's the adaptive plan's value.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NodeKind, type Graph } from '../../src/evaluate/graph.js';
import { bestOption, goalWeights, score } from '../../src/evaluate/goal.js';
import { valueThrough } from '../../src/model/metrics.js';
import { END_TURN, inMask, NEXT_ACTIVATION, type TurnModel } from '../../src/model/turn.js';
import { interchangeable } from '../../src/model/turn-symmetry.js';
import { analysePlan, fixedValue } from '../../src/plan/analyse.js';
import { solvedTurn } from '../../src/plan/best.js';
import { fixedOrderValues, orderValuer } from '../../src/plan/fixed-values.js';
import { searchBestFixed } from '../../src/plan/fixed-search.js';
import { fixedOrders } from '../../src/plan/orders.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/scenario/types.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The reference: one order at a time, whole vectors, its own memo. */
function referenceValues(graph: Graph, turn: TurnModel, weights: Float64Array, orders: readonly (readonly number[])[]): number[] {
  const W = graph.width;
  const labels = turn.spans.map((span) => span.label);
  const nextLabel = graph.labels.indexOf(NEXT_ACTIVATION);
  return orders.map((order) => {
    const memo = new Map<number, Float64Array>();
    const edge = (e: number): Float64Array => {
      const r = graph.edgeReward[e];
      return valueThrough(value(graph.edgeTarget[e]), r < 0 ? undefined : graph.rewards.subarray(r * W, (r + 1) * W));
    };
    const value = (i: number): Float64Array => {
      const known = memo.get(i);
      if (known !== undefined) return known;
      const edges = Array.from({ length: graph.edgeStart[i + 1] - graph.edgeStart[i] }, (_, k) => graph.edgeStart[i] + k);
      let v: Float64Array;
      if (graph.kind[i] === NodeKind.Terminal) {
        v = graph.terminalMetrics.slice(graph.terminal[i] * W, (graph.terminal[i] + 1) * W);
      } else if (graph.kind[i] === NodeKind.Chance) {
        v = new Float64Array(W);
        for (const e of edges) {
          const child = edge(e);
          for (let m = 0; m < W; m++) v[m] += (graph.edgeWeight[e] / graph.total[i]) * child[m];
        }
      } else if (graph.kind[i] === NodeKind.CoachChoice && graph.nodeLabel[i] === nextLabel) {
        const next = order.find((a) => inMask(turn.left(graph.plan[i]), a));
        const label = next === undefined ? END_TURN : labels[next];
        v = edge(edges.find((e) => graph.labels[graph.edgeLabel[e]] === label)!);
      } else {
        const options = edges.map(edge);
        v = options[bestOption(graph.kind[i] === NodeKind.CoachChoice ? 'coach' : 'opponent', weights, options)];
      }
      memo.set(i, v);
      return v;
    };
    return score(weights, value(graph.root));
  });
}

/** The first best of `values` (ties within 1e-12 to the earliest), as `analyse.ts` picks it. */
function firstBest(values: readonly number[]): number {
  return values.reduce((best, v, k) => (v > values[best] + 1e-12 ? k : best), 0);
}

/** Both valuations of every fixed order of `scenario` agree to the bit, and the plan takes the same best order. */
function checkTurn(scenario: Scenario): void {
  const { solved, turn } = solvedTurn(scenario);
  const orders = fixedOrders(scenario.activations!, interchangeable(scenario));
  const weights = goalWeights(scenario.goal);
  const fast = fixedOrderValues(solved.graph, turn, weights, orders);
  const reference = referenceValues(solved.graph, turn, weights, orders);
  expect(fast.length).toBe(orders.length);
  fast.forEach((v, k) => {
    expect(Math.abs(v - reference[k])).toBeLessThanOrEqual(1e-12);
    expect(v).toBe(reference[k]);
  });
  const plan = analysePlan(scenario);
  const best = firstBest(reference);
  expect(plan.bestFixed?.order).toEqual(orders[best].map((a) => scenario.activations![a].label));
  expect(plan.orders.map((o) => o.value)).toEqual(reference);
  // Two constructions of the same number: the best order and the last read off the graph, and solved apart.
  for (const k of new Set([best, orders.length - 1])) expect(Math.abs(fast[k] - fixedValue(scenario, orders[k]))).toBeLessThanOrEqual(1e-12);
  checkSearch(scenario, orders, reference);
}

/**
 * The branch and bound against the reference over every order: the same best order (the first of equals in the
 * walk), and the bound of each prefix of each order no less than the order's value (the empty prefix's: the
 * adaptive plan's).
 */
function checkSearch(scenario: Scenario, orders: readonly (readonly number[])[], reference: readonly number[]): void {
  const { solved, turn } = solvedTurn(scenario);
  const weights = goalWeights(scenario.goal);
  const search = searchBestFixed(solved.graph, turn, weights, interchangeable(scenario));
  expect(search.order).toEqual(orders[firstBest(reference)]);
  expect(search.valued).toBeGreaterThan(0);
  const bound = orderValuer(solved.graph, turn, weights, 'adapt');
  expect(Math.abs(bound([]) - score(weights, solved.metrics))).toBeLessThanOrEqual(1e-12);
  orders.forEach((order, k) => {
    for (let length = 0; length <= order.length; length++) expect(bound(order.slice(0, length))).toBeGreaterThanOrEqual(reference[k] - 1e-12);
  });
}

function file(path: string): Scenario {
  return scenarioFromText(readFileSync(join(ROOT, path), 'utf8'));
}

describe('fixed orders on the adaptive graph: the same values as the reference', () => {
  it.each(['scenarios/plan-cage-break.yaml', 'scenarios/plan-defensive-turn.yaml'])('%s', (path) => checkTurn(file(path)));

  // The defensive turn's goal weighs the worst (knockdown, cas): the raise through an edge on the kept metrics.
  it('bench/plan/seven-activations.yaml (2,184 orders)', () => checkTurn(file('bench/plan/seven-activations.yaml')), 60_000);

  it('generated turns: optional, worth, after, blocks and dodges, goals weighing the worst or not', () => {
    const step = fc.constantFrom('dodge', 'rush', '{ dodge: { marked: 1 } }', '{ block: { target: o0 } }', '{ block: { target: o1, assists: 1 } }', '{ block: { target: o0, need: knockdown } }');
    const activation = fc.record({
      steps: fc.array(step, { minLength: 1, maxLength: 2 }),
      optional: fc.boolean(),
      worth: fc.constantFrom(0, 0.1, 0.5),
      afterFirst: fc.boolean(),
    });
    const goals = fc.constantFrom('success', '{ success: 1, knockdown: 1 }', '{ worth: 1, cas: 1, turnover: -1 }', '{ worth: 1, knockdowns: 0.5, turnover: -0.5 }', '{ stunned: 1, ko: 2, playerDown: -1 }');
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), fc.array(activation, { minLength: 2, maxLength: 5 }), goals, (rerolls, acts, goal) => {
      const text = [
        'name: generated turn', `rerolls: ${rerolls}`,
        'players:', ...acts.map((_, p) => `  p${p}: { ag: 3+, st: 3${p % 2 === 0 ? ', skills: [Block]' : ''} }`),
        'opponents: { o0: { st: 3, av: 8+ }, o1: { st: 4, av: 9+, skills: [Block] } }', `goal: ${goal}`,
        'activations:',
        ...acts.map((a, p) => `  - { by: p${p}, label: a${p}, steps: [${a.steps.join(', ')}], optional: ${a.optional}, worth: ${a.worth}${a.afterFirst && p > 0 ? ', after: [a0]' : ''} }`),
      ].join('\n');
      checkTurn(scenarioFromText(text));
    }), { numRuns: 30, seed: 2304 });
  }, 120_000);
});
