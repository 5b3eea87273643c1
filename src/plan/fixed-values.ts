/**
 * The values of many fixed orders of a turn from one explored graph (docs/plan.md "Speed"): the adaptive model's
 * graph holds every state any order can reach, so a fixed order is a policy on it — at each choice of the next
 * activation the one its sequence takes next (the first of the sequence still left: a stopped or blocked one is
 * passed over; none left, the turn ends), every other choice made at its best again for that order (a re-roll
 * spent now or kept is worth another thing when the rest of the turn is fixed). Each order is worked out over the
 * nodes it reaches only, a few hundred where solving it as a model of its own explored as many again: thousands of
 * orders in the time tens took. The numbers are the same expectimax, over the same states in their forgetting form
 * for the turn as a whole (which forgets no less than exactly what nothing ahead reads: the same values, the float
 * sums in another order); `analyse.ts` solves the best order again on its own for the value it shows.
 */
import { NodeKind, type Graph } from '../evaluate/graph.js';
import { bestOption, score } from '../evaluate/goal.js';
import { valueThrough } from '../model/metrics.js';
import { END_TURN, inMask, NEXT_ACTIVATION, type TurnModel } from '../model/turn.js';

/** The goal's value of each fixed order (indices into the turn's activations) on the explored `graph` of its turn. */
export function fixedOrderValues(graph: Graph, turn: TurnModel, weights: Float64Array, orders: readonly (readonly number[])[]): number[] {
  const W = graph.width;
  const memo = new Float64Array(graph.size * W);
  /** The order whose value `memo` holds for each node (-1: none yet). */
  const stamp = new Int32Array(graph.size).fill(-1);
  const labels = turn.spans.map((span) => span.label);
  const nextLabel = graph.labels.indexOf(NEXT_ACTIVATION);

  return orders.map((order, k) => {
    /** The edge of a choice of the next activation that `order` takes: the first of it still left, or the end. */
    const dictated = (i: number): number => {
      const left = turn.left(graph.plan[i]);
      const next = order.find((a) => inMask(left, a));
      const label = next === undefined ? END_TURN : labels[next];
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) if (graph.labels[graph.edgeLabel[e]] === label) return e;
      throw new Error(`fixed order ${order.join(',')}: no option ${label} at node ${i}`);
    };
    const edge = (e: number): Float64Array => {
      const r = graph.edgeReward[e];
      return valueThrough(value(graph.edgeTarget[e]), r < 0 ? undefined : graph.rewards.subarray(r * W, (r + 1) * W));
    };
    const value = (i: number): Float64Array => {
      const at = memo.subarray(i * W, (i + 1) * W);
      if (stamp[i] === k) return at;
      const kind = graph.kind[i];
      if (kind === NodeKind.Terminal) {
        at.set(graph.terminalMetrics.subarray(graph.terminal[i] * W, (graph.terminal[i] + 1) * W));
      } else if (kind === NodeKind.Chance) {
        const sum = new Float64Array(W);
        for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
          const p = graph.edgeWeight[e] / graph.total[i];
          const v = edge(e);
          for (let m = 0; m < W; m++) sum[m] += p * v[m];
        }
        at.set(sum);
      } else if (kind === NodeKind.CoachChoice && graph.nodeLabel[i] === nextLabel) {
        at.set(edge(dictated(i)));
      } else {
        const options: Float64Array[] = [];
        for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) options.push(edge(e));
        at.set(options[bestOption(kind === NodeKind.CoachChoice ? 'coach' : 'opponent', weights, options)]);
      }
      stamp[i] = k;
      return at;
    };
    return score(weights, value(graph.root));
  });
}
