/**
 * The plan of a turn of activations (docs/plan.md): the value of the best adaptive plan (the solver's choice of the
 * next activation at every point, `model/turn.ts`), of the written order and of the best fixed order (every order
 * of the activations that respects `after:` and takes every one not optional, solved one by one), side by side; the
 * first activation to take; how the choice changes with what happened; each activation's chance to be reached and
 * completed. A value is the goal's weighted metrics (`worth` of the completed activations included). Every number
 * has its exact fraction beside it, under `fractions` (the goal's weights read as the decimals they were written),
 * but the values of the fixed orders other than the best, which are read off the adaptive graph (`fixed-values.ts`).
 * Of interchangeable activations (`model/turn-symmetry.ts`) the fixed orders take the first one first.
 */
import { evaluateExact, type ExactResult } from '../evaluate/exact.js';
import { add, compare, fractionText, fractionValue, ZERO, type Fraction } from '../evaluate/fraction.js';
import { goalValue } from '../evaluate/goal-value.js';
import { NodeKind } from '../evaluate/graph.js';
import { compile } from '../steps/compile.js';
import { goalWeights } from '../evaluate/goal.js';
import { currentOf, doneOf, inMask, NEXT_ACTIVATION, stoppedOf } from '../model/turn.js';
import { interchangeable } from '../model/turn-symmetry.js';
import type { Scenario } from '../scenario/types.js';
import { solvedTurn } from './best.js';
import { exactReach } from './exact-reach.js';
import { orderValuer } from './fixed-values.js';
import { searchBestFixed, searchNote } from './fixed-search.js';
import { BEST_ORDERS_LISTED, countFixedOrders, fixedOrders, MAX_FIXED_ORDERS, ORDER_TIE } from './orders.js';

/** One order's value, exactly. */
export interface OrderValue {
  /** The activations' labels, in the order taken. */
  readonly order: readonly string[];
  readonly value: number;
  readonly fractions: { readonly value: string };
}

/** A fixed order's value as read off the adaptive graph (`fixed-values.ts`): no fraction worked out. */
export interface FixedOrderValue {
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
  readonly fractions: { readonly reached: string };
}

/** An activation's chances under the best adaptive plan. */
export interface ActivationChances {
  readonly label: string;
  readonly reached: number;
  readonly completed: number;
  readonly fractions: { readonly reached: string; readonly completed: string };
}

/** The plan of a turn: the orders' values side by side, the first activation, the decisions, the chances. */
export interface Plan {
  /** The value of the best adaptive plan. */
  readonly adaptive: number;
  readonly fractions: { readonly adaptive: string };
  readonly written: OrderValue;
  /**
   * The best fixed order; past `MAX_FIXED_ORDERS` orders found by branch and bound (`fixed-search.ts`), null when
   * that search reached its cap (`fixedNote` says so).
   */
  readonly bestFixed: OrderValue | null;
  /** How many fixed orders the turn has. */
  readonly fixedOrders: number;
  /**
   * Every fixed order valued, in the walk's order; past `MAX_FIXED_ORDERS` orders the best `BEST_ORDERS_LISTED`,
   * the best first (`fixedNote` says so).
   */
  readonly orders: readonly FixedOrderValue[];
  readonly fixedNote?: string;
  /** The activation the adaptive plan takes first. */
  readonly first: string;
  readonly decisions: readonly PlanDecision[];
  readonly activations: readonly ActivationChances[];
}

/** A solved turn's value, exactly: the goal's weights over the exact metrics at the root. */
function exactValue(scenario: Scenario, solved: ExactResult): Fraction {
  return goalValue(solved.exact, scenario.goal);
}

/** The exact value of one fixed order (indices into `activations`), solved as a model of its own. */
function fixedFraction(scenario: Scenario, sequence: readonly number[]): Fraction {
  return exactValue(scenario, evaluateExact(compile({ ...scenario, order: 'written', sequence })));
}

/** The value of one fixed order (indices into `activations`). */
export function fixedValue(scenario: Scenario, sequence: readonly number[]): number {
  return fractionValue(fixedFraction(scenario, sequence));
}

/** An order's labels and value, the value exactly beside it. */
function orderValue(order: readonly string[], value: Fraction): OrderValue {
  return { order, value: fractionValue(value), fractions: { value: fractionText(value) } };
}

/** The plan of a scenario written as `activations:`. */
export function analysePlan(scenario: Scenario): Plan {
  const spans = scenario.activations;
  if (spans === undefined) throw new Error('analysePlan: the scenario has no activations');
  const labels = (sequence: readonly number[]) => sequence.map((a) => spans[a].label);
  const { solved, turn } = solvedTurn(scenario);
  const { graph } = solved;
  const reach = exactReach(solved);
  const writtenOrder = spans.map((_, a) => a);
  const classOf = interchangeable(scenario);
  const count = countFixedOrders(spans, classOf);
  const weights = goalWeights(scenario.goal);
  const wholeValue = orderValuer(graph, turn, weights, 'end');
  // Every order valued when they are few; past that, the best few found by branch and bound.
  const search = count > MAX_FIXED_ORDERS ? searchBestFixed(graph, turn, weights, classOf, { wholeValue, keep: BEST_ORDERS_LISTED }) : null;
  const sequences = search === null ? fixedOrders(spans, classOf) : search.best.map((o) => o.order);
  const values = search === null ? sequences.map(wholeValue) : search.best.map((o) => o.value);
  const bestOrder = search === null ? sequences[bestIndex(values)] : search.order;
  const fixed = bestOrder === null || bestOrder === undefined ? null : orderValue(labels(bestOrder), fixedFraction(scenario, bestOrder));
  const decisions = new Map<string, { row: Omit<PlanDecision, 'reached' | 'fractions'>; reached: Fraction }>();
  const reached = spans.map(() => ZERO);
  const completed = spans.map(() => ZERO);
  let first = '';
  for (let i = 0; i < graph.size; i++) {
    if (reach[i].num === 0n) continue;
    const plan = graph.plan[i];
    if (graph.kind[i] === NodeKind.Terminal) {
      const current = currentOf(plan);
      spans.forEach((_, a) => {
        const done = inMask(doneOf(plan), a);
        if (done) completed[a] = add(completed[a], reach[i]);
        if (done || a === current || inMask(stoppedOf(plan), a)) reached[a] = add(reached[a], reach[i]);
      });
      continue;
    }
    if (graph.kind[i] !== NodeKind.CoachChoice || graph.labels[graph.nodeLabel[i]] !== NEXT_ACTIVATION) continue;
    const next = graph.labels[graph.edgeLabel[solved.chosen[i]]];
    if (i === graph.root) first = next;
    const done = spans.flatMap((span, a) => (inMask(doneOf(plan), a) || a === currentOf(plan) ? [span.label] : []));
    const stopped = spans.flatMap((span, a) => (inMask(stoppedOf(plan), a) ? [span.label] : []));
    const key = `${done.join(',')}|${stopped.join(',')}|${graph.rerollsLeft[i]}|${next}`;
    const seen = decisions.get(key);
    const row = { done, ...(stopped.length > 0 ? { stopped } : {}), rerollsLeft: graph.rerollsLeft[i], next };
    decisions.set(key, { row, reached: add(seen?.reached ?? ZERO, reach[i]) });
  }
  const adaptive = exactValue(scenario, solved);
  return {
    adaptive: fractionValue(adaptive),
    fractions: { adaptive: fractionText(adaptive) },
    written: orderValue(labels(writtenOrder), fixedFraction(scenario, writtenOrder)),
    bestFixed: fixed,
    fixedOrders: count,
    orders: values.map((value, k) => ({ order: labels(sequences[k]), value })),
    ...(search === null ? {} : { fixedNote: searchNote(count, search) }),
    first: first === '' ? firstForced(spans) : first,
    decisions: [...decisions.values()].map(({ row, reached: r }) => ({ ...row, reached: fractionValue(r), fractions: { reached: fractionText(r) } }))
      .sort((a, b) => a.done.length - b.done.length || b.reached - a.reached),
    activations: spans.map((span, a) => ({
      label: span.label, reached: fractionValue(reached[a]), completed: fractionValue(completed[a]),
      fractions: { reached: fractionText(reached[a]), completed: fractionText(completed[a]) },
    })),
  };
}

/**
 * The best of the fixed orders' values on the adaptive graph (the first of equals), -1 for none; its value shown is
 * its own model's, solved apart and exactly.
 */
function bestIndex(values: readonly number[]): number {
  let best = -1;
  values.forEach((v, k) => {
    if (best < 0 || v > values[best] + ORDER_TIE) best = k;
  });
  return best;
}

/** The first activation when the start leaves no choice: the one activation open at the start. */
function firstForced(spans: NonNullable<Scenario['activations']>): string {
  return spans.find((span) => span.after.length === 0)?.label ?? spans[0].label;
}
