/**
 * What a chunk of trials adds up to: the number of trials and, per metric, the sum of the values; per step, the
 * trials that ended there without success. Every value a carrier (terminal or reward) holds is an integer (0/±1
 * for events, counts), so these sums are exact integers and merging tallies gives the same bits in any order: the
 * same seed gives the same numbers whatever the number of workers. The intervals need only the sums (`wilson.ts`).
 */
import { M } from '../model/metrics.js';
import { TargetCondition } from '../model/outcome.js';
import { WORST_INDEX, writeWorst } from '../model/worst.js';
import type { SamplerTables } from './tables.js';

/** The sums of a chunk or of a whole run. */
export interface Tally {
  samples: number;
  /** Per metric (`width` of them), the sum over the trials. */
  readonly sum: Float64Array;
  /** Trials that ended without success at step k (k = 0..steps-1). */
  readonly failures: Float64Array;
}

/** A tally of nothing, for a line of `steps` steps and metric vectors of `width`. */
export function emptyTally(steps: number, width: number): Tally {
  return { samples: 0, sum: new Float64Array(width), failures: new Float64Array(Math.max(1, steps)) };
}

/** Adds `part` into `into`. */
export function mergeTally(into: Tally, part: Tally): void {
  into.samples += part.samples;
  for (let m = 0; m < into.sum.length; m++) into.sum[m] += part.sum[m];
  for (let k = 0; k < into.failures.length; k++) into.failures[k] += part.failures[k] ?? 0;
}

/**
 * Merges chunk tallies in chunk order: one that arrives early waits for those before it, so memory stays bounded
 * by the chunks in flight. `finish` adds whatever still waits (a run stopped early leaves gaps), in order too.
 */
export class OrderedTally {
  private readonly total: Tally;
  private readonly early = new Map<number, Tally>();
  private next = 0;

  constructor(steps: number, width: number) {
    this.total = emptyTally(steps, width);
  }

  add(index: number, part: Tally): void {
    this.early.set(index, part);
    for (let ready = this.early.get(this.next); ready; ready = this.early.get(this.next)) {
      mergeTally(this.total, ready);
      this.early.delete(this.next++);
    }
  }

  finish(): Tally {
    for (const index of [...this.early.keys()].sort((a, b) => a - b)) mergeTally(this.total, this.early.get(index) as Tally);
    this.early.clear();
    return this.total;
  }
}

/**
 * How often each carrier (terminal or reward) was reached in a chunk. The hot loop only counts; the metric vectors
 * are added once per carrier reached (`foldHits`), so a trial costs one increment per carrier whatever the number
 * of metrics.
 */
export class TerminalHits {
  counts = new Float64Array(64);
  /** Trials by the worst condition they ended with (`worst.ts`). */
  readonly worst = new Float64Array(TargetCondition.Dead + 1);
  touched = new Int32Array(64);
  touchedCount = 0;

  /** Makes room for carrier indices below `carriers`. */
  reserve(carriers: number): void {
    if (carriers <= this.counts.length) return;
    const size = Math.max(carriers, this.counts.length * 2);
    const counts = new Float64Array(size);
    counts.set(this.counts);
    const touched = new Int32Array(size);
    touched.set(this.touched);
    this.counts = counts;
    this.touched = touched;
  }
}

/**
 * Adds the counted carriers' metrics to the tally (a terminal also counts a trial), and the "any opponent" metrics
 * of the trials' worst conditions; clears the counts.
 */
export function foldHits(hits: TerminalHits, tables: SamplerTables, tally: Tally): void {
  const last = tally.failures.length - 1;
  const W = tables.width;
  for (let i = 0; i < hits.touchedCount; i++) {
    const carrier = hits.touched[i];
    const count = hits.counts[carrier];
    hits.counts[carrier] = 0;
    const at = carrier * W;
    for (let m = 0; m < W; m++) tally.sum[m] += count * tables.carrierMetrics[at + m];
    const step = tables.carrierStep[carrier];
    if (step < 0) continue;
    if (tables.carrierMetrics[at + M.success] !== 1) tally.failures[Math.min(step, last)] += count;
    tally.samples += count;
  }
  hits.touchedCount = 0;
  const levels = new Float64Array(W);
  for (let level = 0; level < hits.worst.length; level++) {
    const count = hits.worst[level];
    if (count === 0) continue;
    hits.worst[level] = 0;
    writeWorst(levels, level);
    for (const m of WORST_INDEX) tally.sum[m] += count * levels[m];
  }
}
