/**
 * The sampler's flat tables: the model's graph with the policy already applied. A chance node keeps its edges
 * as cumulative integer bounds scaled for 32-bit draws (see `drawScale`); a choice node keeps only the child
 * the policy picks; a terminal points at its metric vector. The tables grow, so the lazy graph (`lazy.ts`) can
 * fill them as the sampler reaches new states; built from a solved explicit graph they are complete at once.
 */
import { METRICS } from '../model/metrics.js';

const W = METRICS.length;

/** Kinds of sampler node (`SamplerTables.kind`). */
export const SampleKind = { Terminal: 0, Chance: 1, Choice: 2, Unexpanded: 3 } as const;
export type SampleKind = (typeof SampleKind)[keyof typeof SampleKind];

/** 2³²: the number of values of one draw. */
export const DRAW_RANGE = 2 ** 32;

/**
 * The factor k = ⌊2³² / total⌋ of a chance node: a draw u < total·k picks the edge e with
 * cum(e−1)·k ≤ u < cum(e)·k, each of the `total` integer slots getting exactly k draws; a draw ≥ total·k is
 * rejected and drawn again (probability < total / 2³²). So a face of weight w comes with probability exactly
 * w / total.
 */
export function drawScale(total: number): number {
  if (!Number.isInteger(total) || total < 1 || total > 2 ** 31) throw new RangeError(`chance total ${total} is not an integer in 1..2^31`);
  return Math.floor(DRAW_RANGE / total);
}

/** The flat, growable tables of the sampler (see the file's comment). */
export class SamplerTables {
  kind = new Uint8Array(64);
  /** Chance: first edge. Choice: the chosen child. Terminal: terminal index. Unexpanded: -1. */
  link = new Int32Array(64);
  /** Chance: total·k; a draw at or above it is rejected. */
  limit = new Float64Array(64);
  /** Chance edges: cum(e)·k, the exclusive upper bound of the draws that pick the edge. */
  edgeBound = new Float64Array(64);
  edgeTarget = new Int32Array(64);
  /** `METRICS.length` per terminal. */
  terminalMetrics = new Float64Array(64 * W);
  /** Step index (pc) at which each terminal ended the line. */
  terminalStep = new Int32Array(64);
  nodes = 0;
  edges = 0;
  terminals = 0;
  root = 0;

  /** A new node, unexpanded until one of the `set…` methods fills it. */
  addNode(): number {
    if (this.nodes === this.kind.length) {
      this.kind = grow(this.kind, this.nodes * 2);
      this.link = grow(this.link, this.nodes * 2);
      this.limit = grow(this.limit, this.nodes * 2);
    }
    this.kind[this.nodes] = SampleKind.Unexpanded;
    this.link[this.nodes] = -1;
    return this.nodes++;
  }

  /** Makes `node` a chance node over `targets` with integer `weights`. */
  setChance(node: number, weights: ArrayLike<number>, targets: ArrayLike<number>): void {
    let total = 0;
    for (let e = 0; e < weights.length; e++) total += weights[e];
    const scale = drawScale(total);
    this.reserveEdges(weights.length);
    this.kind[node] = SampleKind.Chance;
    this.link[node] = this.edges;
    this.limit[node] = total * scale;
    let cumulative = 0;
    for (let e = 0; e < weights.length; e++) {
      cumulative += weights[e];
      this.edgeBound[this.edges] = cumulative * scale;
      this.edgeTarget[this.edges] = targets[e];
      this.edges++;
    }
  }

  /** Makes `node` a choice node that the policy resolves to `child`. */
  setChoice(node: number, child: number): void {
    this.kind[node] = SampleKind.Choice;
    this.link[node] = child;
  }

  /** Makes `node` a terminal with its metric vector and the step at which the line ended. */
  setTerminal(node: number, metrics: ArrayLike<number>, step: number): void {
    if (this.terminals === this.terminalStep.length) {
      this.terminalMetrics = grow(this.terminalMetrics, this.terminals * 2 * W);
      this.terminalStep = grow(this.terminalStep, this.terminals * 2);
    }
    this.terminalMetrics.set(metrics, this.terminals * W);
    this.terminalStep[this.terminals] = step;
    this.kind[node] = SampleKind.Terminal;
    this.link[node] = this.terminals++;
  }

  private reserveEdges(count: number): void {
    if (this.edges + count <= this.edgeTarget.length) return;
    const size = Math.max(this.edgeTarget.length * 2, this.edges + count);
    this.edgeBound = grow(this.edgeBound, size);
    this.edgeTarget = grow(this.edgeTarget, size);
  }
}

function grow<T extends Uint8Array | Int32Array | Float64Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(size);
  bigger.set(array);
  return bigger;
}
