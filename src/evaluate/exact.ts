/**
 * The exact evaluator: expectimax over the explicit graph. The coach maximises the goal, the opposing coach
 * minimises it (ties as in `goal.ts`); chance nodes average their outcomes by integer weight. Floats decide the
 * policy; the same policy is then followed with exact rationals for the reported fractions.
 */
import { buildGraph, NodeKind, type Graph } from './graph.js';
import { bestOption, goalWeights } from './goal.js';
import { addIntegers, fromNumbers, weightedSum, type RationalVector } from './rational.js';
import { valueThrough } from '../model/metrics.js';
import type { Model } from '../model/model.js';
import { LEVELS, raiseWorstExact, WORST_INDEX } from '../model/worst.js';

/** A solved graph: the value of every node and the option chosen at every choice node. */
export interface Solution {
  readonly graph: Graph;
  /** Expected metrics from each node on (the rewards of the edges before it not included), `graph.width` per node. */
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

/** The value of taking edge `e`: a view of its child's value, or a new vector when the edge pays a reward. */
export function edgeValue(graph: Graph, values: Float64Array, e: number): Float64Array {
  const W = graph.width;
  const child = graph.edgeTarget[e] * W;
  const r = graph.edgeReward[e];
  return valueThrough(values.subarray(child, child + W), r < 0 ? undefined : graph.rewards.subarray(r * W, (r + 1) * W));
}

/**
 * `into[at …]` += p · the value of taking edge `e`: in place when the edge pays no level (most pay summed metrics
 * only), through `edgeValue` when it raises the worst.
 */
function addEdge(graph: Graph, values: Float64Array, e: number, p: number, into: Float64Array, at: number): void {
  const W = graph.width;
  const r = graph.edgeReward[e];
  if (r >= 0 && graph.rewardLevel[r] >= LEVELS[0]) {
    const value = edgeValue(graph, values, e);
    for (let m = 0; m < W; m++) into[at + m] += p * value[m];
    return;
  }
  const child = graph.edgeTarget[e] * W;
  for (let m = 0; m < W; m++) into[at + m] += p * values[child + m];
  if (r < 0) return;
  for (let m = 0, from = r * W; m < W; m++) into[at + m] += p * graph.rewards[from + m];
}

/** Solves a graph for a goal: values bottom-up (children come before parents in the numbering). */
export function solve(graph: Graph, goal: Float64Array): Solution {
  const W = graph.width;
  const values = new Float64Array(graph.size * W);
  const chosen = new Int32Array(graph.size).fill(-1);
  const { kind, edgeStart } = graph;
  for (let i = 0; i < graph.size; i++) {
    const at = i * W;
    const from = edgeStart[i];
    const to = edgeStart[i + 1];
    if (kind[i] === NodeKind.Terminal) {
      const t = graph.terminal[i] * W;
      values.set(graph.terminalMetrics.subarray(t, t + W), at);
    } else if (kind[i] === NodeKind.Chance) {
      const total = graph.total[i];
      for (let e = from; e < to; e++) addEdge(graph, values, e, graph.edgeWeight[e] / total, values, at);
    } else {
      const options: Float64Array[] = [];
      for (let e = from; e < to; e++) options.push(edgeValue(graph, values, e));
      const best = bestOption(kind[i] === NodeKind.CoachChoice ? 'coach' : 'opponent', goal, options);
      chosen[i] = from + best;
      values.set(options[best], at);
    }
  }
  return { graph, values, chosen };
}

/** What reward `r` adds, exactly: its summed metrics (the worst's zero) and the level it raises the worst to. */
interface ExactReward {
  readonly integers: Float64Array;
  readonly level: number;
}

function exactReward(graph: Graph, r: number): ExactReward {
  const integers = graph.rewards.slice(r * graph.width, (r + 1) * graph.width);
  for (const m of WORST_INDEX) integers[m] = 0;
  return { integers, level: graph.rewardLevel[r] };
}

/** The exact value of taking edge `e`, given the exact values of the nodes below it (as `valueThrough`). */
function exactEdge(
  graph: Graph, memo: readonly (RationalVector | undefined)[], rewards: (ExactReward | undefined)[], e: number,
): RationalVector {
  const child = memo[graph.edgeTarget[e]] as RationalVector;
  const r = graph.edgeReward[e];
  if (r < 0) return child;
  const { integers, level } = (rewards[r] ??= exactReward(graph, r));
  const summed = addIntegers(child, integers);
  return level < LEVELS[0] ? summed : { num: raiseWorstExact(summed.num, summed.den, level), den: summed.den };
}

/** The metrics at `node` (the root by default) as exact rationals, following the solution's policy. */
export function exactAt(solution: Solution, node = solution.graph.root): RationalVector {
  const { graph, chosen } = solution;
  const needed = reachableFrom(solution, node);
  const memo = new Array<RationalVector | undefined>(graph.size);
  const rewards: (ExactReward | undefined)[] = [];
  // Terminals share their metric vectors (`Graph.terminal`): each distinct one made exact once.
  const terminals: (RationalVector | undefined)[] = [];
  for (let i = 0; i <= node; i++) {
    if (!needed[i]) continue;
    if (graph.kind[i] === NodeKind.Terminal) {
      const t = graph.terminal[i];
      memo[i] = terminals[t] ??= fromNumbers(graph.terminalMetrics.subarray(t * graph.width, (t + 1) * graph.width));
    } else if (graph.kind[i] === NodeKind.Chance) {
      const parts = [];
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        parts.push({ weight: graph.edgeWeight[e], value: exactEdge(graph, memo, rewards, e) });
      }
      memo[i] = weightedSum(parts, graph.total[i]);
    } else {
      memo[i] = exactEdge(graph, memo, rewards, chosen[i]);
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

/** Explores a model's graph, with the extra roots `options` asks for. */
export function exploreModel(model: Model, options: ExactOptions = {}): Graph {
  const extra = (options.alsoWithRerolls ?? []).map((k) => model.startWith(k));
  return buildGraph(model, options.maxStates, extra);
}

/** Solves an explored graph for a goal and computes the exact fractions at its root. */
export function evaluateGraph(graph: Graph, goal: Float64Array): ExactResult {
  const solution = solve(graph, goal);
  const at = graph.root * graph.width;
  return { ...solution, metrics: solution.values.slice(at, at + graph.width), exact: exactAt(solution) };
}

/** Explores, solves and computes exact fractions for a model. */
export function evaluateExact(model: Model, options: ExactOptions = {}): ExactResult {
  return evaluateGraph(exploreModel(model, options), goalWeights(model.context.scenario.goal));
}
