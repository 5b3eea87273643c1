/**
 * The values of many fixed orders of a turn from one explored graph (docs/plan.md "Speed"): the adaptive model's
 * graph holds every state any order can reach, so a fixed order is a policy on it — at each choice of the next
 * activation the one its sequence takes next (the first of the sequence still left: a stopped or blocked one is
 * passed over; none left, the turn ends), every other choice made at its best again for that order (a re-roll
 * spent now or kept is worth another thing when the rest of the turn is fixed). The numbers are the same
 * expectimax, over the same states in their forgetting form for the turn as a whole (which forgets no less than
 * exactly what nothing ahead reads: the same values, the float sums in another order); `analyse.ts` solves the best
 * order again on its own for the value it shows.
 *
 * Orders share their work: below a node, an order is read only where it names an activation still left there (the
 * activations left only shrink along a line), so the node's value is that of the order *restricted to what is left*
 * — the suffix that matters. Two orders that differ only in activations already done or stopped there have the
 * same value at it, worked out once (`restricted`): after four of seven activations, the 2,184 orders of the bench
 * turn are at most 6 there. The value computed is the one the order would get alone, to the bit.
 *
 * The same walk values a **prefix policy** (`orderValuer(..., 'adapt')`, for the search of the best fixed order past
 * `MAX_FIXED_ORDERS`: `fixed-search.ts`): the order's activations in its order, and once none of them is left, every
 * choice of the next activation made at its best, as the adaptive plan makes it.
 */
import { NodeKind, type Graph } from '../evaluate/graph.js';
import { bestOption, score } from '../evaluate/goal.js';
import { END_TURN, NEXT_ACTIVATION, type TurnModel } from '../model/turn.js';
import { goalMetrics } from './goal-metrics.js';

/** Base of an order's code: an activation index + 1 per digit (at most 12 activations, so 16 is room enough). */
const DIGIT = 16;

/** The code of `order`, first activation in the highest digit (exact in a double: 12 digits of 4 bits). */
function codeOf(order: readonly number[]): number {
  return order.reduce((code, a) => code * DIGIT + a + 1, 0);
}

/** The code of an order's `code` restricted to the activations in `left`, in its order. */
function restricted(code: number, left: number): number {
  let kept = 0;
  let scale = 1;
  for (let rest = code; rest > 0; rest = Math.floor(rest / DIGIT)) {
    const a = (rest % DIGIT) - 1;
    if ((left >> a) & 1) {
      kept += (a + 1) * scale;
      scale *= DIGIT;
    }
  }
  return kept;
}

/** The first activation of an order's code (-1: none left, the turn ends). */
function firstOf(code: number): number {
  if (code === 0) return -1;
  let first = code;
  while (first >= DIGIT) first = Math.floor(first / DIGIT);
  return first - 1;
}

/**
 * What a policy does at a choice of the next activation once none of its order's activations is left: end the turn
 * (a fixed order, which takes nothing else) or choose the next at its best (a prefix policy, then adaptive).
 */
export type WhenDone = 'end' | 'adapt';

/**
 * The goal's value (the score) of an order's policy (indices into the turn's activations) on the explored `graph` of
 * its turn; one memo for every order valued through it, so that orders alike in what is left share their work.
 */
export function orderValuer(graph: Graph, turn: TurnModel, weights: Float64Array, whenDone: WhenDone): (order: readonly number[]) => number {
  const goal = goalMetrics(graph, weights);
  /** Each node's values by the code of the order restricted to what is left there. */
  const memo: (Map<number, Float64Array> | undefined)[] = new Array(graph.size);
  const leftOf = Int32Array.from({ length: graph.size }, (_, i) => turn.left(graph.plan[i]));
  const labels = turn.spans.map((span) => span.label);
  const nextLabel = graph.labels.indexOf(NEXT_ACTIVATION);

  /** The edge of a choice of the next activation that the order of `code` takes: its first, or the end. */
  const dictated = (i: number, code: number): number => {
    const next = firstOf(code);
    const label = next < 0 ? END_TURN : labels[next];
    for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) if (graph.labels[graph.edgeLabel[e]] === label) return e;
    throw new Error(`fixed order ${code.toString(DIGIT)}: no option ${label} at node ${i}`);
  };
  /** The value past edge `e` of node `i`, for the order of `code` (restricted to what is left at `i`). */
  const edge = (i: number, e: number, code: number): Float64Array => {
    const child = graph.edgeTarget[e];
    const below = leftOf[child] === leftOf[i] ? code : restricted(code, leftOf[child]);
    return goal.through(value(child, below), graph.edgeReward[e]);
  };
  const value = (i: number, code: number): Float64Array => {
    let known = memo[i];
    if (known === undefined) memo[i] = known = new Map();
    let at = known.get(code);
    if (at === undefined) known.set(code, (at = solve(i, code)));
    return at;
  };
  const solve = (i: number, code: number): Float64Array => {
    const kind = graph.kind[i];
    if (kind === NodeKind.Terminal) return goal.terminal(graph.terminal[i]);
    if (kind === NodeKind.Chance) {
      const sum = new Float64Array(goal.width);
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        const p = graph.edgeWeight[e] / graph.total[i];
        const v = edge(i, e, code);
        for (let m = 0; m < goal.width; m++) sum[m] += p * v[m];
      }
      return sum;
    }
    const chooseNext = kind === NodeKind.CoachChoice && graph.nodeLabel[i] === nextLabel;
    if (chooseNext && (code !== 0 || whenDone === 'end')) return edge(i, dictated(i, code), code);
    const options: Float64Array[] = [];
    for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) options.push(edge(i, e, code));
    return options[bestOption(kind === NodeKind.CoachChoice ? 'coach' : 'opponent', goal.weights, options, goal.tieBreaks)];
  };

  const root = graph.root;
  return (order) => score(goal.weights, value(root, restricted(codeOf(order), leftOf[root])));
}

/** The goal's value of each fixed order (indices into the turn's activations) on the explored `graph` of its turn. */
export function fixedOrderValues(graph: Graph, turn: TurnModel, weights: Float64Array, orders: readonly (readonly number[])[]): number[] {
  return orders.map(orderValuer(graph, turn, weights, 'end'));
}
