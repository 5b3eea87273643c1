/**
 * The sampler's flat tables: the model's graph with the policy already applied. A chance node keeps its edges
 * as cumulative integer bounds scaled for 32-bit draws (see `drawScale`); a choice node keeps only the child
 * the policy picks; a terminal points at its metric vector; a reward node (an edge of the model that pays a reward,
 * see `canonical.ts`) points at its reward and at the node it leads to. Terminals and rewards are both *carriers*
 * of metrics: a trial's metrics are the sum of the carriers it passes, but for the "any opponent" metrics, which a
 * carrier holds as a level (`carrierLevel`, `worst.ts`) and a trial takes the highest of. The tables grow, so the
 * lazy graph (`lazy.ts`) can fill them as the sampler reaches new states; built from a solved explicit graph they
 * are complete at once.
 */

import { grown } from '../evaluate/growable.js';
import { WORST_INDEX, worstFromMetrics } from '../model/worst.js';

/** Kinds of sampler node (`SamplerTables.kind`). */
export const SampleKind = { Terminal: 0, Chance: 1, Choice: 2, Unexpanded: 3, Reward: 4 } as const;
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

/**
 * Complete tables as plain typed arrays over shared memory, to hand to worker threads: structured clone shares a
 * `SharedArrayBuffer` instead of copying it, so every chunk of a job reads the one copy the main thread built.
 */
export interface SharedTables {
  readonly width: number;
  readonly root: number;
  readonly carriers: number;
  readonly kind: Uint8Array;
  readonly link: Int32Array;
  readonly carrier: Int32Array;
  readonly limit: Float64Array;
  readonly edgeBound: Float64Array;
  readonly edgeTarget: Int32Array;
  readonly carrierMetrics: Float64Array;
  readonly carrierLevel: Uint8Array;
  readonly carrierStep: Int32Array;
}

/** A copy of the first `length` entries of `array` in shared memory. */
function shared<T extends Uint8Array | Int32Array | Float64Array>(array: T, length: number): T {
  const Kind = array.constructor as { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };
  const copy = new Kind(new SharedArrayBuffer(Math.max(1, length) * Kind.BYTES_PER_ELEMENT));
  copy.set(array.subarray(0, length));
  return copy;
}

/** The flat, growable tables of the sampler (see the file's comment). */
export class SamplerTables {
  kind = new Uint8Array(64);
  /** Chance: first edge. Choice and reward: the child. Terminal: its carrier. Unexpanded: -1. */
  link = new Int32Array(64);
  /** Reward: its carrier. */
  carrier = new Int32Array(64);
  /** Chance: total·k; a draw at or above it is rejected. */
  limit = new Float64Array(64);
  /** Chance edges: cum(e)·k, the exclusive upper bound of the draws that pick the edge. */
  edgeBound = new Float64Array(64);
  edgeTarget = new Int32Array(64);
  /** `width` metrics per carrier, the "any opponent" ones 0 (they are its level). */
  carrierMetrics: Float64Array;
  /** The worst condition a carrier pays as a level (`worst.ts`). */
  carrierLevel = new Uint8Array(64);
  /** Step index (pc) at which a terminal carrier ended the line; -1 for a reward. */
  carrierStep = new Int32Array(64);
  nodes = 0;
  edges = 0;
  carriers = 0;
  root = 0;
  private readonly rewardCarriers = new Map<string, number>();

  /** Tables for metric vectors of `width`. */
  constructor(readonly width: number) {
    this.carrierMetrics = new Float64Array(64 * width);
  }

  /** The tables in shared memory (complete tables only: the sampler never expands them). */
  share(): SharedTables {
    return {
      width: this.width, root: this.root, carriers: this.carriers,
      kind: shared(this.kind, this.nodes), link: shared(this.link, this.nodes), carrier: shared(this.carrier, this.nodes),
      limit: shared(this.limit, this.nodes), edgeBound: shared(this.edgeBound, this.edges), edgeTarget: shared(this.edgeTarget, this.edges),
      carrierMetrics: shared(this.carrierMetrics, this.carriers * this.width), carrierLevel: shared(this.carrierLevel, this.carriers),
      carrierStep: shared(this.carrierStep, this.carriers),
    };
  }

  /** Tables that read shared ones (a worker's view of what the main thread built). */
  static fromShared(from: SharedTables): SamplerTables {
    const tables = new SamplerTables(from.width);
    Object.assign(tables, {
      kind: from.kind, link: from.link, carrier: from.carrier, limit: from.limit, edgeBound: from.edgeBound,
      edgeTarget: from.edgeTarget, carrierMetrics: from.carrierMetrics, carrierLevel: from.carrierLevel, carrierStep: from.carrierStep,
      nodes: from.kind.length, edges: from.edgeTarget.length, carriers: from.carriers, root: from.root,
    });
    return tables;
  }

  /** A new node, unexpanded until one of the `set…` methods fills it. */
  addNode(): number {
    if (this.nodes === this.kind.length) {
      this.kind = grown(this.kind, this.nodes * 2);
      this.link = grown(this.link, this.nodes * 2);
      this.carrier = grown(this.carrier, this.nodes * 2);
      this.limit = grown(this.limit, this.nodes * 2);
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
    this.kind[node] = SampleKind.Terminal;
    this.link[node] = this.addCarrier(metrics, step);
  }

  /** Makes `node` a reward node: it pays `reward` and leads on to `next`. */
  setReward(node: number, reward: ArrayLike<number>, next: number): void {
    const key = Array.prototype.join.call(reward, ',');
    let carrier = this.rewardCarriers.get(key);
    if (carrier === undefined) {
      carrier = this.addCarrier(reward, -1);
      this.rewardCarriers.set(key, carrier);
    }
    this.kind[node] = SampleKind.Reward;
    this.link[node] = next;
    this.carrier[node] = carrier;
  }

  private addCarrier(metrics: ArrayLike<number>, step: number): number {
    if (this.carriers === this.carrierStep.length) {
      this.carrierMetrics = grown(this.carrierMetrics, this.carriers * 2 * this.width);
      this.carrierLevel = grown(this.carrierLevel, this.carriers * 2);
      this.carrierStep = grown(this.carrierStep, this.carriers * 2);
    }
    const at = this.carriers * this.width;
    this.carrierMetrics.set(metrics, at);
    for (const m of WORST_INDEX) this.carrierMetrics[at + m] = 0;
    this.carrierLevel[this.carriers] = worstFromMetrics(metrics);
    this.carrierStep[this.carriers] = step;
    return this.carriers++;
  }

  private reserveEdges(count: number): void {
    if (this.edges + count <= this.edgeTarget.length) return;
    const size = Math.max(this.edgeTarget.length * 2, this.edges + count);
    this.edgeBound = grown(this.edgeBound, size);
    this.edgeTarget = grown(this.edgeTarget, size);
  }
}
