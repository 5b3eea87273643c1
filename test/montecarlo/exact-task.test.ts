/**
 * Exact evaluations as tasks of the worker pool (`exact-task.ts`): a thread and the main thread give the same
 * exact metrics, the README's 55/81 for dodge 3+, dodge 3+, rush 2+ with one team re-roll; too large a model is
 * said, not thrown.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formatFraction } from '../../src/evaluate/rational.js';
import { exactTask } from '../../src/montecarlo/exact-task.js';
import { InlineExecutor, ThreadExecutor } from '../../src/montecarlo/pool.js';
import { M } from '../../src/model/metrics.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const LINE = scenarioFromText('name: two dodges and a rush\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
const pool = new ThreadExecutor(1);
afterAll(() => pool.close());

describe('exact evaluations on the pool', () => {
  for (const [name, executor] of [['a worker thread', pool], ['the main thread', new InlineExecutor()]] as const) {
    it(`solve on ${name}: success 55/81`, async () => {
      const answer = await executor.evaluate(exactTask(LINE, 1000));
      if (!('num' in answer)) throw new Error('no metrics');
      expect(formatFraction(answer.num[M.success], answer.den)).toBe('55/81');
      expect(answer.states).toBeGreaterThan(0);
    });
  }

  it('say a model is too large', async () => {
    expect(await pool.evaluate(exactTask(LINE, 3))).toEqual({ tooLarge: 3 });
  });
});
