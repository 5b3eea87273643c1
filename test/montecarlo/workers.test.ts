/**
 * Worker threads (piscina, loading the compiled worker under dist/ — `npm test` builds it first): the same seed
 * gives the same JSON whatever the number of workers, and a worker killed mid-run loses no trial and counts none
 * twice.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_SAMPLES } from '../../src/montecarlo/plan.js';
import { ThreadExecutor, workerFile } from '../../src/montecarlo/pool.js';
import { jobFor } from '../../src/run/montecarlo.js';
import { runJob } from '../../src/montecarlo/runner.js';
import { loadScenario } from '../../src/scenario/load.js';
import { sample } from './support.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SCENARIO = join(ROOT, 'scenarios', 'dodge-rush-pickup.yaml');

function evalJson(workers: number, policy = 'optimal'): string {
  const cli = join(ROOT, 'dist', 'src', 'cli', 'main.js');
  const args = ['eval', SCENARIO, '--method', 'montecarlo', '--policy', policy, '--samples', String(2 * CHUNK_SAMPLES + 1234), '--seed', '31337', '--workers', String(workers), '--json'];
  const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('Monte Carlo on worker threads', () => {
  it('finds the compiled worker', () => {
    expect(workerFile()).toBe(join(ROOT, 'dist', 'src', 'montecarlo', 'worker-entry.cjs'));
  });

  it('gives identical JSON with 1 and with 2 workers (and in the main thread)', () => {
    const one = evalJson(1);
    expect(evalJson(2)).toBe(one);
    expect(evalJson(0)).toBe(one);
    const parsed = JSON.parse(one) as { seed: number; samples: number; results: { samples: number }[] };
    expect(parsed.seed).toBe(31337);
    expect(parsed.results[0].samples).toBe(2 * CHUNK_SAMPLES + 1234);
  });

  it.each(['lookahead', 'greedy'])('gives identical JSON with 1 and with 2 workers under the %s policy (lazy graph) too', (policy) => {
    const one = evalJson(1, policy);
    expect(evalJson(2, policy)).toBe(one);
    expect((JSON.parse(one) as { policy: string }).policy).toBe(policy);
  });

  it('reruns the chunks of killed workers: totals exact in count and equal to an undisturbed run', async () => {
    const scenario = loadScenario(SCENARIO);
    const samples = 12 * CHUNK_SAMPLES + 99;
    const undisturbed = await sample(scenario, 'optimal', samples, 4242);
    const executor = new ThreadExecutor(2);
    let killed = false;
    try {
      const job = jobFor(scenario, 'optimal');
      const run = await runJob(job, executor, {
        samples, seed: 4242,
        onChunk: () => {
          if (killed) return;
          killed = true;
          // Chunks take milliseconds and more are queued: every thread is busy with one when this runs.
          for (const thread of executor.threads) void thread.terminate();
        },
      });
      expect(killed).toBe(true);
      expect(executor.retries).toBeGreaterThanOrEqual(1);
      expect(run.partial).toBe(false);
      expect(run.tally.samples).toBe(samples);
      expect(run.tally).toEqual(undisturbed.tally);
    } finally {
      await executor.close();
    }
  });
});
