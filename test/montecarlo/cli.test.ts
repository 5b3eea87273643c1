/** `nuffle eval --method …` and `nuffle verify` as a user runs them (the compiled CLI, a fresh process each). */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_SAMPLES } from '../../src/montecarlo/plan.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'src', 'cli', 'main.js');
const SCENARIO = join(ROOT, 'scenarios', 'two-dodges-and-a-rush.yaml');

function nuffle(...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
}

describe('nuffle eval --method', () => {
  it('auto solves a small model exactly and says why', () => {
    const run = nuffle('eval', SCENARIO);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\[bb2020 · Blood Bowl 2020, exact\]\n.*\n {2}method: exact: the model has \d+ states, within the bound of 200,000/);
  });

  it('auto samples with the lookahead policy over the state bound, printing the seed, ± half-widths and that it is not the best play', () => {
    const run = nuffle('eval', SCENARIO, '--max-states', '5', '--samples', '20000', '--seed', '8');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "method: Monte Carlo: the model has more than 5 states, over the exact bound — 20,000 samples, seed 8, lookahead policy (a policy exact over the next few steps, not the best play: the goal's value is at least this)",
    );
    // success ≈ 0.68 over 20,000 trials: Wilson half-width ≈ 1.96 · √(0.68 · 0.32 / 20,000) = 0.0065 → "± 0.65%".
    expect(run.stdout).toMatch(/success\s+\d+\.\d\d%\s+± 0\.6\d%/);
  });

  it('reports method, seed, samples, policy and a 95% interval per metric in JSON', () => {
    const run = nuffle('eval', SCENARIO, '--method', 'montecarlo', '--samples', '30000', '--seed', '99', '--workers', '1', '--json');
    expect(run.stderr).toBe('');
    const json = JSON.parse(run.stdout) as Record<string, unknown> & { results: { metrics: Record<string, number>; ci95: Record<string, [number, number]> }[] };
    expect(json).toMatchObject({ method: 'montecarlo', seed: 99, samples: 30000, policy: 'optimal', partial: false });
    const { metrics, ci95 } = json.results[0];
    expect(Object.keys(ci95)).toEqual(Object.keys(metrics));
    for (const [name, [lo, hi]] of Object.entries(ci95)) {
      expect(lo).toBeLessThanOrEqual(metrics[name]);
      expect(hi).toBeGreaterThanOrEqual(metrics[name]);
    }
  });

  it('picks a random seed when none is given, and replays it', () => {
    const first = JSON.parse(nuffle('eval', SCENARIO, '--method', 'montecarlo', '--samples', '5000', '--json').stdout) as { seed: number };
    expect(Number.isInteger(first.seed)).toBe(true);
    const again = nuffle('eval', SCENARIO, '--method', 'montecarlo', '--samples', '5000', '--json', '--seed', String(first.seed));
    expect(JSON.parse(again.stdout)).toEqual(first);
  });

  it('--precision 0.01 runs the 9,600 trials that reach ±1% at worst', () => {
    // n = z²/(4·0.01²) − z² = 3.8414588/0.0004 − 3.8414588 = 9,603.647 − 3.841 = 9,599.8 → 9,600.
    const run = nuffle('eval', SCENARIO, '--method', 'montecarlo', '--precision', '0.01', '--json', '--seed', '1');
    expect((JSON.parse(run.stdout) as { samples: number }).samples).toBe(9600);
  });

  it('rejects bad options with exit code 2', () => {
    expect(nuffle('eval', SCENARIO, '--samples', 'lots').status).toBe(2);
    expect(nuffle('eval', SCENARIO, '--seed', '-3').status).toBe(2);
    expect(nuffle('eval', SCENARIO, '--method', 'guess').status).toBe(2);
    expect(nuffle('eval', SCENARIO, '--samples', '10', '--precision', '0.01').status).toBe(2);
    const greedyExact = nuffle('eval', SCENARIO, '--method', 'exact', '--policy', 'greedy');
    expect(greedyExact.status).toBe(2);
    expect(greedyExact.stderr).toContain('--policy greedy is a Monte Carlo policy');
    const lookaheadExact = nuffle('eval', SCENARIO, '--method', 'exact', '--policy', 'lookahead');
    expect(lookaheadExact.status).toBe(2);
    expect(lookaheadExact.stderr).toContain('--policy lookahead is a Monte Carlo policy');
    const tooLarge = nuffle('eval', SCENARIO, '--method', 'montecarlo', '--policy', 'optimal', '--max-states', '5');
    expect(tooLarge.status).toBe(2);
    expect(tooLarge.stderr).toContain('too many to compute the optimal policy');
  });

  it('stops cleanly on Ctrl-C: prints the chunks that finished, marked partial, exit code 130', async () => {
    const child = spawn(process.execPath, [CLI, 'eval', SCENARIO, '--method', 'montecarlo', '--samples', '1e12', '--long-run', '--workers', '1', '--seed', '5', '--json']);
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    setTimeout(() => child.kill('SIGINT'), 4000); // well after start-up even on a loaded machine, long before 10¹² trials (--long-run: beyond the cap)
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code).toBe(130);
    const json = JSON.parse(stdout) as { partial: boolean; samples: number; results: { samples: number }[] };
    expect(json.partial).toBe(true);
    expect(json.samples).toBe(1e12);
    const done = json.results[0].samples;
    expect(done).toBeGreaterThan(0);
    expect(done % CHUNK_SAMPLES).toBe(0); // whole chunks only
  });
});

describe('nuffle verify', () => {
  it('passes on every shipped scenario (exit code 0)', () => {
    const run = nuffle('verify', join(ROOT, 'scenarios'), '--samples', '20000', '--seed', '3', '--workers', '1', '--json');
    expect(run.status, run.stderr).toBe(0);
    const checks = JSON.parse(run.stdout) as { ok: boolean; variants: unknown[] }[];
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.ok && c.variants.length > 0)).toBe(true);
  });
});
