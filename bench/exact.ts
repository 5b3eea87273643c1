/**
 * Exact evaluations per second for every shipped scenario, once loaded: the core (compile, explore, solve,
 * exact fractions) and the whole result (adds the re-roll curve and the decisions). Also the wall time of
 * `nuffle eval` on one file, a fresh process each time.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { join } from 'node:path';
import { evaluateExact } from '../src/evaluate/exact.js';
import { evaluateScenario } from '../src/run/exact.js';
import { compile } from '../src/steps/compile.js';
import { expandScenarioPaths, loadScenario, scenarioFromText } from '../src/scenario/load.js';
import type { Scenario } from '../src/scenario/types.js';
import { arbWholeTurn } from './random-turns.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs `fn` repeatedly for about `ms` milliseconds, after a warm-up (20 calls or 200 ms); returns calls per second. */
export function perSecond(fn: () => unknown, ms = 300): number {
  const warm = process.hrtime.bigint();
  for (let i = 0; i < 20 && process.hrtime.bigint() - warm < 200_000_000n; i++) fn();
  let calls = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(ms) * 1_000_000n;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 10; i++) fn();
    calls += 10;
    elapsed = process.hrtime.bigint() - start;
  }
  return calls / (Number(elapsed) / 1e9);
}

function cliWallMs(file: string, runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), 'eval', file], { encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** Peak memory (MB) of one exact evaluation in a fresh process (`peak.ts`), the process's start-up included. */
function peakMb(file: string): number {
  const run = spawnSync(process.execPath, [join(ROOT, 'dist/bench/peak.js'), file], { encoding: 'utf8' });
  return Number(run.stdout.trim());
}

/** The shipped scenarios, then the whole turns of `bench/turns/`. */
function benchFiles(): string[] {
  return [...expandScenarioPaths([join(ROOT, 'scenarios')]), ...expandScenarioPaths([join(ROOT, 'bench', 'turns')])];
}

export function benchExact(): void {
  console.log('exact evaluator, once loaded (states; ms per evaluation: the core, then the whole result; peak memory of a fresh process)');
  console.log(`${'scenario'.padEnd(44)} ${'states'.padStart(7)} ${'core ms'.padStart(8)} ${'full ms'.padStart(8)} ${'peak MB'.padStart(8)}`);
  for (const file of benchFiles()) {
    let scenario: Scenario;
    try {
      scenario = loadScenario(file);
    } catch (error) {
      console.log(`${file}: skipped (${(error as Error).message})`);
      continue;
    }
    const states = evaluateExact(compile(scenario)).graph.size;
    const core = perSecond(() => evaluateExact(compile(scenario)));
    // A fresh copy each time: results are kept per scenario object (`solved.ts`), and this measures the work.
    const full = perSecond(() => evaluateScenario({ ...scenario }));
    const name = file.split('/').slice(-2).join('/');
    console.log(
      `${name.padEnd(44)} ${String(states).padStart(7)} ${(1000 / core).toFixed(3).padStart(8)} ${(1000 / full).toFixed(3).padStart(8)} ${peakMb(file).toFixed(0).padStart(8)}`,
    );
  }
  const one = benchFiles()[0];
  console.log(`\nnuffle eval ${one.split('/').pop()}: ${cliWallMs(one).toFixed(0)} ms wall (median of 5, fresh process)`);
  benchRandomTurns();
}

/** States and ms per core evaluation over random whole turns within issue 8's bound (`random-turns.ts`). */
function benchRandomTurns(count = 200): void {
  const runs = fc.sample(arbWholeTurn, { seed: 8, numRuns: count }).map((text) => {
    const scenario = scenarioFromText(text);
    const start = process.hrtime.bigint();
    const states = evaluateExact(compile(scenario)).graph.size;
    return { states, ms: Number(process.hrtime.bigint() - start) / 1e6 };
  });
  const at = (q: number, key: 'states' | 'ms') => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.min(runs.length - 1, Math.floor(q * runs.length))];
  const show = (key: 'states' | 'ms') => [0.5, 0.9, 0.99, 1].map((q) => at(q, key).toFixed(0)).join(' / ');
  console.log(`\n${count} random whole turns (10 steps, 4 players, 3 opponents, up to 3 blocks or fouls; median / 90% / 99% / most)`);
  console.log(`  states ${show('states')}; core ms ${show('ms')} (one evaluation each, the first warming up)`);
}
