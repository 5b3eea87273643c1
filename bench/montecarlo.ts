/**
 * Monte Carlo speed, measured against a loop written by hand for one line — "dodge 3+, dodge 4+, rush 2+ with one
 * team re-roll" (bench/dodge-dodge-rush.yaml) — in the same run, so the ratios compare like with like on a busy
 * machine:
 * - the runner in one worker thread against the hand loop in this thread (target: at least 1/3 of its trials
 *   per second). Two hand loops are timed: one with Math.random, as a person would write it, and one drawing
 *   from the runner's own xoroshiro128+ arithmetic; the ratio is taken against the faster of the two;
 * - two workers against one on 10⁸ trials (target: at least 1.7×).
 * Each figure is the best of a few runs (the machine is shared).
 */
import { join } from 'node:path';
import { jobFor } from '../src/run/montecarlo.js';
import { ThreadExecutor } from '../src/montecarlo/pool.js';
import { firstStream, nextUint32 } from '../src/montecarlo/rng.js';
import { runJob } from '../src/montecarlo/runner.js';
import { loadScenario } from '../src/scenario/load.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TARGETS = [3, 4, 2];

/** The hand-written loop with Math.random: P(success) of the line, one team re-roll spent on the first failure. */
function handLoopMathRandom(trials: number): number {
  let successes = 0;
  for (let t = 0; t < trials; t++) {
    let rerolls = 1;
    let ok = true;
    for (let i = 0; i < 3 && ok; i++) {
      if (Math.floor(Math.random() * 6) + 1 >= TARGETS[i]) continue;
      if (rerolls === 0) ok = false;
      else {
        rerolls--;
        ok = Math.floor(Math.random() * 6) + 1 >= TARGETS[i];
      }
    }
    if (ok) successes++;
  }
  return successes / trials;
}

/** The same loop drawing dice from xoroshiro128+ (the runner's generator), by scaling a 32-bit draw. */
function handLoopXoroshiro(trials: number): number {
  const stream = firstStream(1);
  let successes = 0;
  for (let t = 0; t < trials; t++) {
    let rerolls = 1;
    let ok = true;
    for (let i = 0; i < 3 && ok; i++) {
      if (Math.floor((nextUint32(stream) * 6) / 4294967296) + 1 >= TARGETS[i]) continue;
      if (rerolls === 0) ok = false;
      else {
        rerolls--;
        ok = Math.floor((nextUint32(stream) * 6) / 4294967296) + 1 >= TARGETS[i];
      }
    }
    if (ok) successes++;
  }
  return successes / trials;
}

function best<T>(runs: number, measure: () => T, rate: (result: T) => number): number {
  let top = 0;
  for (let i = 0; i < runs; i++) top = Math.max(top, rate(measure()));
  return top;
}

function handRate(loop: (trials: number) => number, trials: number): number {
  const start = performance.now();
  loop(trials);
  return trials / ((performance.now() - start) / 1000);
}

async function runnerRate(executor: ThreadExecutor, samples: number, runs: number): Promise<number> {
  const job = jobFor(loadScenario(join(ROOT, 'bench', 'dodge-dodge-rush.yaml')), 'optimal');
  await runJob(job, executor, { samples: 1 << 20, seed: 1 }); // warm up: threads started, model built, code optimised
  let top = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await runJob(job, executor, { samples, seed: 2 + i });
    top = Math.max(top, samples / ((performance.now() - start) / 1000));
  }
  return top;
}

const m = (rate: number) => `${(rate / 1e6).toFixed(1)}M/s`;

export async function benchMonteCarlo(): Promise<void> {
  console.log('\nMonte Carlo: dodge 3+, dodge 4+, rush 2+ with one team re-roll (trials per second, best of 3; 10⁸ runs best of 2)');
  const trials = 2e7;
  handLoopMathRandom(1e6);
  handLoopXoroshiro(1e6);
  const mathRandom = best(3, () => handRate(handLoopMathRandom, trials), (r) => r);
  const xoroshiro = best(3, () => handRate(handLoopXoroshiro, trials), (r) => r);
  const one = new ThreadExecutor(1);
  const single = await runnerRate(one, 2e7, 3);
  const hand = Math.max(mathRandom, xoroshiro);
  console.log(`  hand loop, Math.random        ${m(mathRandom)}`);
  console.log(`  hand loop, xoroshiro128+      ${m(xoroshiro)}`);
  console.log(`  runner, 1 worker              ${m(single)}   ratio ${(single / hand).toFixed(2)} of the faster hand loop (target ≥ 0.33) ${single / hand >= 1 / 3 ? 'ok' : 'MISSED'}`);

  const big = 1e8;
  const one1e8 = await runnerRate(one, big, 2);
  await one.close();
  const two = new ThreadExecutor(2);
  const two1e8 = await runnerRate(two, big, 2);
  await two.close();
  console.log(`  runner, 10⁸ trials, 1 worker  ${m(one1e8)}`);
  console.log(`  runner, 10⁸ trials, 2 workers ${m(two1e8)}   speed-up ${(two1e8 / one1e8).toFixed(2)}× (target ≥ 1.7×) ${two1e8 / one1e8 >= 1.7 ? 'ok' : 'MISSED'}`);
}
