import { describe, expect, it } from 'vitest';
import { M, METRICS } from '../../src/model/metrics.js';
import { SamplerTables } from '../../src/montecarlo/tables.js';
import { emptyTally, foldHits, OrderedTally, TerminalHits, type Tally } from '../../src/montecarlo/tally.js';

function tallyOf(samples: number, successes: number): Tally {
  const t = emptyTally(2);
  t.samples = samples;
  t.sum[M.success] = successes;
  t.sumSq[M.success] = successes;
  return t;
}

describe('tallies', () => {
  it('add each terminal’s metrics once per hit: sums, squares and failures by step', () => {
    const tables = new SamplerTables();
    const win = new Float64Array(METRICS.length);
    win[M.success] = 1;
    win[M.rerollsUsed] = 2;
    const loss = new Float64Array(METRICS.length);
    loss[M.turnover] = 1;
    tables.setTerminal(tables.addNode(), win, 2); // terminal 0: success, 2 re-rolls, after the last step
    tables.setTerminal(tables.addNode(), loss, 1); // terminal 1: turnover at step 1
    const hits = new TerminalHits();
    hits.counts[0] = 3;
    hits.counts[1] = 4;
    hits.touched[0] = 0;
    hits.touched[1] = 1;
    hits.touchedCount = 2;
    const tally = emptyTally(2);
    foldHits(hits, tables, tally);
    // 3 wins and 4 losses: success 3, turnover 4, re-rolls 3·2 = 6 with squares 3·4 = 12; the 4 losses ended at step 1.
    expect(tally.samples).toBe(7);
    expect([tally.sum[M.success], tally.sum[M.turnover], tally.sum[M.rerollsUsed], tally.sumSq[M.rerollsUsed]]).toEqual([3, 4, 6, 12]);
    expect(Array.from(tally.failures)).toEqual([0, 4]);
    expect(hits.touchedCount).toBe(0);
    expect(hits.counts[0]).toBe(0);
  });

  it('merge in chunk order whatever order the chunks arrive in, keeping gaps of a stopped run', () => {
    const ordered = new OrderedTally(2);
    ordered.add(2, tallyOf(10, 3));
    ordered.add(0, tallyOf(10, 5));
    ordered.add(3, tallyOf(10, 1)); // chunk 1 never finished
    const total = ordered.finish();
    expect(total.samples).toBe(30);
    expect(total.sum[M.success]).toBe(9);
  });
});
