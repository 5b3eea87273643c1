/**
 * The metrics of a turn's graph that its goal's choices read, and nothing else (docs/plan.md "Speed"): the metrics
 * the goal weighs, the tie-breaks (`evaluate/goal.ts`: turnover, the acting player down, re-rolls spent), and — when
 * the goal weighs any "any opponent" metric — all of those, since raising the worst through an edge reads them all
 * (`model/worst.ts`). Each is worked out as in the whole vector, the same float operations in the same order, so
 * its values and the choices made on them are the same to the bit; the other metrics are never computed.
 */
import type { Graph } from '../evaluate/graph.js';
import type { TieBreaks } from '../evaluate/goal.js';
import { M } from '../model/metrics.js';
import { LEVELS, raiseWorst, worstFromMetrics, WORST_INDEX } from '../model/worst.js';

export interface GoalMetrics {
  /** Metrics kept per vector. */
  readonly width: number;
  /** The goal's weights over the kept metrics, in their order in the whole vector. */
  readonly weights: Float64Array;
  readonly tieBreaks: TieBreaks;
  /** Each terminal's kept metrics. */
  terminal(id: number): Float64Array;
  /** The value past an edge paying reward `r` (-1: none) of the child's kept metrics: a new vector, or the child's. */
  through(child: Float64Array, r: number): Float64Array;
}

/** The metrics `weights` (a whole vector's) reads, in their order. */
function keptMetrics(weights: Float64Array): number[] {
  const worst = [...WORST_INDEX].some((m) => weights[m] !== 0);
  const read = new Set([M.turnover, M.playerDown, M.rerollsUsed, ...(worst ? WORST_INDEX : [])]);
  return Array.from(weights.keys()).filter((m) => weights[m] !== 0 || read.has(m));
}

/** `rows` vectors of `width` each, of their metrics `kept` only. */
function pick(rows: Float64Array, width: number, kept: readonly number[]): Float64Array {
  const count = rows.length / width;
  const out = new Float64Array(count * kept.length);
  for (let r = 0; r < count; r++) kept.forEach((m, j) => (out[r * kept.length + j] = rows[r * width + m]));
  return out;
}

export function goalMetrics(graph: Graph, weights: Float64Array): GoalMetrics {
  const W = graph.width;
  const kept = keptMetrics(weights);
  const width = kept.length;
  const slot = new Map(kept.map((m, j) => [m, j]));
  const worstSlots = kept.flatMap((m, j) => (WORST_INDEX.has(m) ? [[m, j] as const] : []));
  const isWorst = Uint8Array.from(kept, (m) => (WORST_INDEX.has(m) ? 1 : 0));
  const rewards = pick(graph.rewards, W, kept);
  const terminals = pick(graph.terminalMetrics, W, kept);
  /** The level each reward pays (`valueThrough`), read off its whole vector. */
  const levels = Int32Array.from({ length: graph.rewards.length / W }, (_, r) => worstFromMetrics(graph.rewards.subarray(r * W, (r + 1) * W)));
  const scratch = new Float64Array(W);
  const raise = (value: Float64Array, level: number) => {
    if (worstSlots.length === 0 || level < LEVELS[0]) return;
    for (const [m, j] of worstSlots) scratch[m] = value[j];
    raiseWorst(scratch, level);
    for (const [m, j] of worstSlots) value[j] = scratch[m];
  };
  return {
    width,
    weights: Float64Array.from(kept, (m) => weights[m]),
    tieBreaks: { turnover: slot.get(M.turnover)!, playerDown: slot.get(M.playerDown)!, rerollsUsed: slot.get(M.rerollsUsed)! },
    terminal: (id) => terminals.subarray(id * width, (id + 1) * width),
    through(child, r) {
      if (r < 0) return child;
      const value = new Float64Array(width);
      for (let j = 0; j < width; j++) value[j] = isWorst[j] === 1 ? child[j] : child[j] + rewards[r * width + j];
      raise(value, levels[r]);
      return value;
    },
  };
}
