/**
 * The plan of a turn of activations (docs/plan.md): the value of the best adaptive plan (the solver's choice of the
 * next activation at every point, `model/turn.ts`), of the written order and of the best fixed order (every order
 * of the activations that respects `after:` and takes every one not optional, solved one by one), side by side; the
 * first activation to take; how the choice changes with what happened; each activation's chance to be reached and
 * completed. A value is the goal's weighted metrics (`worth` of the completed activations included). Of
 * interchangeable activations (`model/turn-symmetry.ts`) the fixed orders take the first one first.
 */
import { exploreModel, reachProbability, solve, type Solution } from '../evaluate/exact.js';
import { goalWeights, score } from '../evaluate/goal.js';
import { NodeKind } from '../evaluate/graph.js';
import { compile } from '../steps/compile.js';
import { currentOf, doneOf, inMask, NEXT_ACTIVATION, stoppedOf, type TurnModel } from '../model/turn.js';
import type { Scenario } from '../scenario/types.js';
import { fixedOrderValues } from './fixed-values.js';
import { fixedOrders, MAX_FIXED_ORDERS } from './orders.js';
import { interchangeable } from '../model/turn-symmetry.js';

/** One order's value. */
export interface OrderValue {
  /** The activations' labels, in the order taken. */
  readonly order: readonly string[];
  readonly value: number;
}

/** A row of the decision table: after these activations, with this many team re-rolls left, the plan takes this. */
export interface PlanDecision {
  readonly done: readonly string[];
  /** The activations that stopped without a turnover (not completed), when any did. */
  readonly stopped?: readonly string[];
  readonly rerollsLeft: number;
  readonly next: string;
  /** The chance the turn reaches this choice under the plan. */
  readonly reached: number;
}

/** An activation's chances under the best adaptive plan. */
export interface ActivationChances {
  readonly label: string;
  readonly reached: number;
  readonly completed: number;
}

/** The plan of a turn: the orders' values side by side, the first activation, the decisions, the chances. */
export interface Plan {
  /** The value of the best adaptive plan. */
  readonly adaptive: number;
  readonly written: OrderValue;
  /** The best fixed order, or null when there are more than `MAX_FIXED_ORDERS` (`fixedNote` says so). */
  readonly bestFixed: OrderValue | null;
  readonly fixedOrders: number;
  readonly fixedNote?: string;
  /** The activation the adaptive plan takes first. */
  readonly first: string;
  readonly decisions: readonly PlanDecision[];
  readonly activations: readonly ActivationChances[];
}

/**
 * The value of a scenario's turn under its own order, solved exactly: the solver's value at the root (the exact
 * fractions, which the plan does not show, are not worked out).
 */
function valueOf(scenario: Scenario): number {
  return rootValue(scenario, solve(exploreModel(compile(scenario)), goalWeights(scenario.goal)));
}

/** The goal's value at the root of a solved turn. */
function rootValue(scenario: Scenario, { graph, values }: Solution): number {
  return score(goalWeights(scenario.goal), values.subarray(graph.root * graph.width, (graph.root + 1) * graph.width));
}

/** The value of one fixed order (indices into `activations`). */
export function fixedValue(scenario: Scenario, sequence: readonly number[]): number {
  return valueOf({ ...scenario, order: 'written', sequence });
}

/** The plan of a scenario written as `activations:`. */
export function analysePlan(scenario: Scenario): Plan {
  const spans = scenario.activations;
  if (spans === undefined) throw new Error('analysePlan: the scenario has no activations');
  const labels = (sequence: readonly number[]) => sequence.map((a) => spans[a].label);
  const best = { ...scenario, order: 'best' as const, sequence: undefined };
  const model = compile(best, { trackTurn: true });
  const solved = solve(exploreModel(model), goalWeights(scenario.goal));
  const { graph } = solved;
  const reach = reachProbability(solved);
  const writtenOrder = spans.map((_, a) => a);
  const orders = fixedOrders(spans, interchangeable(scenario));
  const fixed = orders.length <= MAX_FIXED_ORDERS ? bestFixedOrder(scenario, orders, fixedOrderValues(graph, model.turn as TurnModel, goalWeights(scenario.goal), orders)) : null;
  const decisions = new Map<string, PlanDecision>();
  const reached = spans.map(() => 0);
  const completed = spans.map(() => 0);
  let first = '';
  for (let i = 0; i < graph.size; i++) {
    if (reach[i] === 0) continue;
    const plan = graph.plan[i];
    if (graph.kind[i] === NodeKind.Terminal) {
      const current = currentOf(plan);
      spans.forEach((_, a) => {
        const done = inMask(doneOf(plan), a);
        if (done) completed[a] += reach[i];
        if (done || a === current || inMask(stoppedOf(plan), a)) reached[a] += reach[i];
      });
      continue;
    }
    if (graph.kind[i] !== NodeKind.CoachChoice || graph.labels[graph.nodeLabel[i]] !== NEXT_ACTIVATION) continue;
    const next = graph.labels[graph.edgeLabel[solved.chosen[i]]];
    if (i === graph.root) first = next;
    const done = spans.flatMap((span, a) => (inMask(doneOf(plan), a) || a === currentOf(plan) ? [span.label] : []));
    const stopped = spans.flatMap((span, a) => (inMask(stoppedOf(plan), a) ? [span.label] : []));
    const key = `${done.join(',')}|${stopped.join(',')}|${graph.rerollsLeft[i]}|${next}`;
    const row = decisions.get(key);
    decisions.set(key, {
      done, ...(stopped.length > 0 ? { stopped } : {}), rerollsLeft: graph.rerollsLeft[i], next, reached: (row?.reached ?? 0) + reach[i],
    });
  }
  return {
    adaptive: rootValue(scenario, solved),
    written: { order: labels(writtenOrder), value: fixedValue(scenario, writtenOrder) },
    bestFixed: fixed,
    fixedOrders: orders.length,
    ...(fixed === null ? { fixedNote: `${orders.length} fixed orders, more than the ${MAX_FIXED_ORDERS} solved one by one` } : {}),
    first: first === '' ? firstForced(spans) : first,
    decisions: [...decisions.values()].sort((a, b) => a.done.length - b.done.length || b.reached - a.reached),
    activations: spans.map((span, a) => ({ label: span.label, reached: reached[a], completed: completed[a] })),
  };
}

/**
 * The best of the fixed orders (the first of equals), by their values on the adaptive graph (`fixed-values.ts`); its
 * value shown is its own model's, solved apart.
 */
function bestFixedOrder(scenario: Scenario, orders: readonly number[][], values: readonly number[]): OrderValue | null {
  let best = -1;
  values.forEach((v, k) => {
    if (best < 0 || v > values[best] + 1e-12) best = k;
  });
  if (best < 0) return null;
  return { order: orders[best].map((a) => (scenario.activations ?? [])[a].label), value: fixedValue(scenario, orders[best]) };
}

/** The first activation when the start leaves no choice: the one activation open at the start. */
function firstForced(spans: NonNullable<Scenario['activations']>): string {
  return spans.find((span) => span.after.length === 0)?.label ?? spans[0].label;
}
