import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { M, METRICS } from '../../src/model/metrics.js';
import { TargetCondition } from '../../src/model/outcome.js';
import { worstMetrics } from '../../src/model/worst.js';
import { firstStream } from '../../src/montecarlo/rng.js';
import { sampleChunk } from '../../src/montecarlo/sampler.js';
import { drawScale, SamplerTables } from '../../src/montecarlo/tables.js';
import { emptyTally, foldHits, TerminalHits } from '../../src/montecarlo/tally.js';

/** Tables of one chance node over terminals; terminal i has success = 1 when i is in `winners`. */
function oneRoll(weights: number[], winners: number[]): SamplerTables {
  const tables = new SamplerTables(METRICS.length);
  const root = tables.addNode();
  const leaves = weights.map(() => tables.addNode());
  tables.setChance(root, weights, leaves);
  leaves.forEach((leaf, i) => {
    const metrics = new Float64Array(METRICS.length);
    metrics[0] = winners.includes(i) ? 1 : 0;
    tables.setTerminal(leaf, metrics, 0);
  });
  tables.root = root;
  return tables;
}

describe('the sampler', () => {
  it('scales a chance node so each integer slot gets ⌊2³²/total⌋ draws', () => {
    // total 6: ⌊4,294,967,296 / 6⌋ = 715,827,882; the top 4 draws (6·715,827,882 = 4,294,967,292 and up) are redrawn.
    expect(drawScale(6)).toBe(715_827_882);
    const tables = oneRoll([1, 2, 3], [0]);
    expect(tables.limit[0]).toBe(4_294_967_292);
    expect(Array.from(tables.edgeBound.subarray(0, 3))).toEqual([715_827_882, 3 * 715_827_882, 6 * 715_827_882]);
  });

  it('picks each edge with exactly the draws a reference loop over pure-rand picks', () => {
    // Reference: draw u = next() as unsigned; redraw while u ≥ 6k; weight 1 of 6 wins when u < k.
    const k = 715_827_882;
    const reference = xoroshiro128plus(99);
    let wins = 0;
    for (let i = 0; i < 50_000; i++) {
      let u = reference.next() >>> 0;
      while (u >= 6 * k) u = reference.next() >>> 0;
      if (u < k) wins++;
    }
    const tables = oneRoll([1, 2, 3], [0]);
    const hits = new TerminalHits();
    const tally = emptyTally(1, METRICS.length);
    sampleChunk(tables, null, firstStream(99), 50_000, hits);
    foldHits(hits, tables, tally);
    expect(tally.samples).toBe(50_000);
    expect(tally.sum[0]).toBe(wins);
  });

  it('hits each face in proportion to its weight (within 4.5 standard errors)', () => {
    // Weight 5 of 6: p = 5/6, SE over 60,000 trials = √(5/36/60,000) = 0.001521; 4.5 SE = 0.006847.
    const tables = oneRoll([1, 5], [1]);
    const hits = new TerminalHits();
    const tally = emptyTally(1, METRICS.length);
    sampleChunk(tables, null, firstStream(5), 60_000, hits);
    foldHits(hits, tables, tally);
    expect(Math.abs(tally.sum[0] / 60_000 - 5 / 6)).toBeLessThan(0.006847);
  });

  it("takes a trial's worst as the highest level its carriers pay, not their sum", () => {
    // root → reward (an opponent KO'd) → reward (another down) → terminal (one still stunned): the worst is KO.
    const tables = new SamplerTables(METRICS.length);
    const [root, second, end] = [tables.addNode(), tables.addNode(), tables.addNode()];
    tables.setReward(root, worstMetrics(TargetCondition.KnockedOut), second);
    tables.setReward(second, worstMetrics(TargetCondition.ArmourHeld), end);
    tables.setTerminal(end, worstMetrics(TargetCondition.Stunned), 0);
    tables.root = root;
    const hits = new TerminalHits();
    const tally = emptyTally(1, METRICS.length);
    sampleChunk(tables, null, firstStream(1), 10, hits);
    foldHits(hits, tables, tally);
    expect([M.knockdown, M.armourBroken, M.stunned, M.removed, M.ko, M.cas].map((m) => tally.sum[m])).toEqual([10, 10, 0, 10, 10, 0]);
  });

  it('continues a stream across calls: two half chunks draw what one whole chunk draws', () => {
    const tables = oneRoll([1, 1, 1, 1, 1, 1], [0, 2, 4]);
    const run = (parts: number[]) => {
      const stream = firstStream(11);
      const hits = new TerminalHits();
      const tally = emptyTally(1, METRICS.length);
      for (const n of parts) sampleChunk(tables, null, stream, n, hits);
      foldHits(hits, tables, tally);
      return tally;
    };
    expect(run([5000, 5000])).toEqual(run([10_000]));
  });
});
