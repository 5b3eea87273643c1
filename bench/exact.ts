/**
 * Exact evaluations per second for every shipped scenario, once loaded: the core (compile, explore, solve,
 * exact fractions) and the whole result (adds the re-roll curve and the decisions). Also the wall time of
 * `nuffle eval` on one file, a fresh process each time.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { evaluateExact } from '../src/evaluate/exact.js';
import { evaluateScenario } from '../src/evaluate/run.js';
import { compile } from '../src/model/compile.js';
import { expandScenarioPaths, loadScenario } from '../src/scenario/load.js';
import type { Scenario } from '../src/scenario/types.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
export function perSecond(fn: () => unknown, ms = 300): number {
  for (let i = 0; i < 20; i++) fn(); // warm up
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

export function benchExact(): void {
  const files = expandScenarioPaths([join(ROOT, 'scenarios')]);
  console.log('exact evaluator, once loaded (evaluations per second; ms per evaluation)');
  console.log(`${'scenario'.padEnd(44)} ${'core/s'.padStart(10)} ${'ms'.padStart(7)} ${'full/s'.padStart(10)} ${'ms'.padStart(7)}  under 1 ms`);
  for (const file of files) {
    let scenario: Scenario;
    try {
      scenario = loadScenario(file);
    } catch (error) {
      console.log(`${file}: skipped (${(error as Error).message})`);
      continue;
    }
    const core = perSecond(() => evaluateExact(compile(scenario)));
    const full = perSecond(() => evaluateScenario(scenario));
    const name = file.split('/').pop() as string;
    console.log(
      `${name.padEnd(44)} ${core.toFixed(0).padStart(10)} ${(1000 / core).toFixed(3).padStart(7)} ${full.toFixed(0).padStart(10)} ${(1000 / full).toFixed(3).padStart(7)}  ${1000 / full < 1 ? 'yes' : 'NO'}`,
    );
  }
  const one = files[0];
  console.log(`\nnuffle eval ${one.split('/').pop()}: ${cliWallMs(one).toFixed(0)} ms wall (median of 5, fresh process)`);
}
