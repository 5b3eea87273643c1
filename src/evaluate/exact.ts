/**
 * The exact evaluator: expectimax over the explicit graph. The coach maximises the goal, the opposing coach
 * minimises it (ties as in `goal.ts`); chance nodes average their outcomes by integer weight. Floats decide the
 * policy; the same policy is then followed with exact rationals for the reported fractions.
 */
import { buildGraph, NodeKind, type Graph } from './graph.js';
import { bestOption, goalWeights } from './goal.js';
import { fromNumbers, weightedSum, type RationalVector } from './rational.js';
import { METRICS } from '../model/metrics.js';
import type { Model } from '../model/model.js';

const W = METRICS.length;

/** A solved graph: the value of every node and the option chosen at every choice node. */
export interface Solution {
  readonly graph: Graph;
  /** Expected metrics, `METRICS.length` per node. */
  readonly values: Float64Array;
  /** For a choice node, the index of the chosen edge (absolute, into the edge arrays); -1 elsewhere. */
  readonly chosen: Int32Array;
}

export interface ExactResult extends Solution {
  /** Expected metrics at the root. */
  readonly metrics: Float64Array;
  /** The same, exactly. */
  readonly exact: RationalVector;
}

/** Solves a graph for a goal: values bottom-up (children come before parents in the numbering). */
export function solve(graph: Graph, goal: Float64Array): Solution {
  const values = new Float64Array(graph.size * W);
  const chosen = new Int32Array(graph.size).fill(-1);
  const { kind, edgeStart, edgeTarget, edgeWeight } = graph;
  for (let i = 0; i < graph.size; i++) {
    const at = i * W;
    const from = edgeStart[i];
    const to = edgeStart[i + 1];
    if (kind[i] === NodeKind.Terminal) {
      values.set(graph.metrics.subarray(at, at + W), at);
    } else if (kind[i] === NodeKind.Chance) {
      const total = graph.total[i];
      for (let e = from; e < to; e++) {
        const p = edgeWeight[e] / total;
        const child = edgeTarget[e] * W;
        for (let m = 0; m < W; m++) values[at + m] += p * values[child + m];
      }
    } else {
      const options: Float64Array[] = [];
      for (let e = from; e < to; e++) options.push(values.subarray(edgeTarget[e] * W, edgeTarget[e] * W + W));
      const best = from + bestOption(kind[i] === NodeKind.CoachChoice ? 'coach' : 'opponent', goal, options);
      chosen[i] = best;
      values.set(values.subarray(edgeTarget[best] * W, edgeTarget[best] * W + W), at);
    }
  }
  return { graph, values, chosen };
}

/** The metrics at `node` (the root by default) as exact rationals, following the solution's policy. */
export function exactAt(solution: Solution, node = solution.graph.root): RationalVector {
  const { graph, chosen } = solution;
  const needed = reachableFrom(solution, node);
  const memo = new Array<RationalVector | undefined>(graph.size);
  for (let i = 0; i <= node; i++) {
    if (!needed[i]) continue;
    if (graph.kind[i] === NodeKind.Terminal) {
      memo[i] = fromNumbers(graph.metrics.subarray(i * W, i * W + W));
    } else if (graph.kind[i] === NodeKind.Chance) {
      const parts = [];
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        parts.push({ weight: graph.edgeWeight[e], value: memo[graph.edgeTarget[e]] as RationalVector });
      }
      memo[i] = weightedSum(parts, graph.total[i]);
    } else {
      memo[i] = memo[graph.edgeTarget[chosen[i]]];
    }
  }
  return memo[node] as RationalVector;
}

/** Which nodes the policy can reach from `node` (children have smaller ids than their parents). */
function reachableFrom({ graph, chosen }: Solution, node: number): Uint8Array {
  const marks = new Uint8Array(graph.size);
  marks[node] = 1;
  for (let i = node; i >= 0; i--) {
    if (!marks[i]) continue;
    if (graph.kind[i] === NodeKind.Chance) {
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) marks[graph.edgeTarget[e]] = 1;
    } else if (chosen[i] >= 0) {
      marks[graph.edgeTarget[chosen[i]]] = 1;
    }
  }
  return marks;
}

/** The probability that the policy passes through each node (parents come after children in the numbering). */
export function reachProbability({ graph, chosen }: Solution): Float64Array {
  const reach = new Float64Array(graph.size);
  reach[graph.root] = 1;
  for (let i = graph.root; i >= 0; i--) {
    if (reach[i] === 0) continue;
    if (graph.kind[i] === NodeKind.Chance) {
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        reach[graph.edgeTarget[e]] += (reach[i] * graph.edgeWeight[e]) / graph.total[i];
      }
    } else if (chosen[i] >= 0) {
      reach[graph.edgeTarget[chosen[i]]] += reach[i];
    }
  }
  return reach;
}

export interface ExactOptions {
  /** Refuse models with more states than this (see `GraphTooLarge`). */
  readonly maxStates?: number;
  /** Also explore the starts with these team re-roll counts (see `Graph.extraRoots`), for the re-roll curve. */
  readonly alsoWithRerolls?: readonly number[];
}

/** Explores, solves and computes exact fractions for a model. */
export function evaluateExact(model: Model, options: ExactOptions = {}): ExactResult {
  const extra = (options.alsoWithRerolls ?? []).map((k) => model.startWith(k));
  const graph = buildGraph(model, options.maxStates, extra);
  const solution = solve(graph, goalWeights(model.context.scenario.goal));
  const at = graph.root * W;
  return { ...solution, metrics: solution.values.slice(at, at + W), exact: exactAt(solution) };
}
