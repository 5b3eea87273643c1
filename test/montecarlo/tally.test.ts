import { describe, expect, it } from 'vitest';
import { M, METRICS } from '../../src/model/metrics.js';
import { TargetCondition } from '../../src/model/outcome.js';
import { SamplerTables } from '../../src/montecarlo/tables.js';
import { emptyTally, foldHits, OrderedTally, TerminalHits, type Tally } from '../../src/montecarlo/tally.js';

function tallyOf(samples: number, successes: number): Tally {
  const t = emptyTally(2, METRICS.length);
  t.samples = samples;
  t.sum[M.success] = successes;
  return t;
}

describe('tallies', () => {
  it('add each carrier’s metrics once per hit: sums, failures by step, trials counted at terminals only', () => {
    const tables = new SamplerTables(METRICS.length);
    const win = new Float64Array(METRICS.length);
    win[M.success] = 1;
    win[M.rerollsUsed] = 2;
    const loss = new Float64Array(METRICS.length);
    loss[M.turnover] = 1;
    tables.setTerminal(tables.addNode(), win, 2); // terminal 0: success, 2 re-rolls, after the last step
    tables.setTerminal(tables.addNode(), loss, 1); // terminal 1: turnover at step 1
    const paid = new Float64Array(METRICS.length);
    paid[M.knockdowns] = 1;
    tables.setReward(tables.addNode(), paid, 0); // carrier 2: a reward (a target knocked down) on the way
    const hits = new TerminalHits();
    hits.worst[TargetCondition.ArmourHeld] = 5; // the 5 trials through it ended with an opponent down
    hits.counts[0] = 3;
    hits.counts[1] = 4;
    hits.counts[2] = 5;
    hits.touched[0] = 0;
    hits.touched[1] = 1;
    hits.touched[2] = 2;
    hits.touchedCount = 3;
    const tally = emptyTally(2, METRICS.length);
    foldHits(hits, tables, tally);
    // 3 wins and 4 losses: success 3, turnover 4, re-rolls 3·2 = 6, knockdowns 5 (the reward, no trial of its
    // own), "any opponent knocked down" 5 (the trials' worst); the 4 losses ended at step 1.
    expect(tally.samples).toBe(7);
    expect([tally.sum[M.success], tally.sum[M.turnover], tally.sum[M.rerollsUsed], tally.sum[M.knockdowns], tally.sum[M.knockdown]])
      .toEqual([3, 4, 6, 5, 5]);
    expect(tally.sum[M.armourBroken]).toBe(0);
    expect(Array.from(tally.failures)).toEqual([0, 4]);
    expect(hits.touchedCount).toBe(0);
    expect(hits.counts[0]).toBe(0);
    expect(Array.from(hits.worst).every((count) => count === 0)).toBe(true);
  });

  it('keep what a carrier pays of the "any opponent" metrics as its level, not in its sums', () => {
    const tables = new SamplerTables(METRICS.length);
    const ko = new Float64Array(METRICS.length);
    ko[M.knockdown] = 1;
    ko[M.armourBroken] = 1;
    ko[M.removed] = 1;
    ko[M.ko] = 1;
    ko[M.knockdowns] = 1;
    tables.setReward(tables.addNode(), ko, 0);
    expect(tables.carrierLevel[0]).toBe(TargetCondition.KnockedOut);
    expect([tables.carrierMetrics[M.knockdown], tables.carrierMetrics[M.ko], tables.carrierMetrics[M.knockdowns]]).toEqual([0, 0, 1]);
  });

  it('merge in chunk order whatever order the chunks arrive in, keeping gaps of a stopped run', () => {
    const ordered = new OrderedTally(2, METRICS.length);
    ordered.add(2, tallyOf(10, 3));
    ordered.add(0, tallyOf(10, 5));
    ordered.add(3, tallyOf(10, 1)); // chunk 1 never finished
    const total = ordered.finish();
    expect(total.samples).toBe(30);
    expect(total.sum[M.success]).toBe(9);
  });
});
