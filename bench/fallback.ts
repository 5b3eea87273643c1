/**
 * The fallback policies against the best play (issue 14: "an honest fallback"). Past the exact bound nuffle
 * samples a policy that is not the best play; here, on models still within the bound, each fallback policy is
 * evaluated **exactly** — its own choices fixed, every roll averaged (`policyValue`) — beside the exact
 * evaluator's best play, on every variant of every shipped scenario and on long lines generated from seeds
 * (`lines.ts`), grown until their models are just inside the exact bound. Printed: each line's goal value under
 * the best play, the lookahead policy (the fallback) and the greedy one (the old fallback), the worst shortfall
 * of each (in the goal's units, and relative to the best play), and what a Monte Carlo trial costs under each
 * policy (lazy graph and policy memos built from nothing, in this thread), the lookahead's relative to greedy's.
 *
 * Runnable alone: `npm run build && node dist/bench/fallback.js` (`--quick`: shipped scenarios and two small
 * generated lines only).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluateExact } from '../src/evaluate/exact.js';
import { goalWeights, score } from '../src/evaluate/goal.js';
import { GreedyPolicy } from '../src/montecarlo/greedy.js';
import { jobFor } from '../src/run/montecarlo.js';
import { DEFAULT_MAX_WINDOW, DEFAULT_WINDOW, LookaheadPolicy } from '../src/montecarlo/lookahead.js';
import { policyValue } from '../src/montecarlo/policy-value.js';
import { InlineExecutor } from '../src/montecarlo/pool.js';
import { runJob } from '../src/montecarlo/runner.js';
import type { PolicyName } from '../src/montecarlo/source.js';
import { DEFAULT_STATE_BOUND } from '../src/run/options.js';
import { expandScenarioPaths } from '../src/scenario/load.js';
import type { Scenario } from '../src/scenario/types.js';
import { loadVariants } from '../src/scenario/variants.js';
import { compile } from '../src/steps/compile.js';
import { generatedLine } from './lines.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** Seeds of the generated lines (each grown to just inside the bound; those that stay under a quarter of it are skipped). */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** Longest generated line: longer ones succeed too rarely for their values to say much. */
const MAX_STEPS = 40;
/** Trials per policy and line for the cost per trial. */
const COST_SAMPLES = 200_000;

interface Row {
  readonly name: string;
  readonly states: number;
  readonly best: number;
  readonly lookahead: number;
  readonly greedy: number;
}

/** The goal's value of the best play and of each fallback policy, exactly. */
function compare(name: string, scenario: Scenario): Row {
  const model = compile(scenario);
  const weights = goalWeights(scenario.goal);
  const exact = evaluateExact(model);
  return {
    name,
    states: exact.graph.size,
    best: score(weights, exact.metrics),
    lookahead: score(weights, policyValue(model, new LookaheadPolicy(model))),
    greedy: score(weights, policyValue(model, new GreedyPolicy(model))),
  };
}

const value = (v: number) => (v === 0 || Math.abs(v) >= 1e-3 ? v.toFixed(6) : v.toExponential(3)).padStart(10);
/** How far a policy falls short of the best play; 0 within float rounding (a part in 10⁹ of the value). */
function short(row: Row, policy: 'lookahead' | 'greedy'): number {
  const gap = row.best - row[policy];
  return gap <= 1e-9 * Math.abs(row.best) + 1e-15 ? 0 : gap;
}

function printRow(row: Row): void {
  const gap = (policy: 'lookahead' | 'greedy') => {
    const by = short(row, policy);
    return by === 0 ? '     =    ' : by < 5e-7 ? (-by).toExponential(1).padStart(10) : value(-by);
  };
  console.log(`  ${row.name.slice(0, 58).padEnd(58)} ${String(row.states).padStart(7)} ${value(row.best)} ${value(row.lookahead)} ${gap('lookahead')} ${value(row.greedy)} ${gap('greedy')}`);
}

/** The worst shortfall of a policy over the rows: absolute, and relative to the size of the best play's value. */
function worst(rows: readonly Row[], policy: 'lookahead' | 'greedy'): string {
  const absolute = rows.reduce((top, row) => (short(row, policy) > short(top, policy) ? row : top), rows[0]);
  const share = (row: Row) => short(row, policy) / Math.abs(row.best);
  const relative = rows.filter((row) => row.best !== 0).reduce((top, row) => (share(row) > share(top) ? row : top));
  const pct = (row: Row) => (100 * share(row)).toPrecision(2);
  const where = (row: Row) => (short(row, policy) > 0 ? ` (${row.name})` : '');
  return `${policy.padEnd(9)} worst shortfall ${short(absolute, policy).toFixed(6)}${where(absolute)}; relative to the best play's value, at worst ${pct(relative)}%${where(relative)}`;
}

/** Microseconds per trial of a fresh Monte Carlo run under `policy`, in this thread (the best of two). */
async function costPerTrial(scenario: Scenario, policy: PolicyName): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 2; run++) {
    const start = performance.now();
    await runJob(jobFor(scenario, policy), new InlineExecutor(), { samples: COST_SAMPLES, seed: 5 + run });
    best = Math.min(best, ((performance.now() - start) * 1000) / COST_SAMPLES);
  }
  return best;
}

export async function benchFallback(quick = false): Promise<void> {
  console.log(`\nFallback policies against the best play: the goal's value, each policy evaluated exactly (lookahead: windows of ${DEFAULT_WINDOW}–${DEFAULT_MAX_WINDOW} steps)`);
  console.log(`  ${'line'.padEnd(58)} ${'states'.padStart(7)} ${'best'.padStart(10)} ${'lookahead'.padStart(10)} ${'short'.padStart(10)} ${'greedy'.padStart(10)} ${'short'.padStart(10)}`);
  const shipped: Row[] = [];
  for (const file of expandScenarioPaths([join(ROOT, 'scenarios')])) {
    for (const v of loadVariants(file)) {
      const params = Object.entries(v.params).map(([k, p]) => `${k.split('.').pop()}=${String(p)}`).join(' ');
      const row = compare(`${file.split('/').pop()?.replace('.yaml', '')} ${v.variant} ${params}`.trim(), v.scenario);
      shipped.push(row);
      if (short(row, 'lookahead') > 0 || short(row, 'greedy') > 0) printRow(row);
    }
  }
  console.log(`  (${shipped.length} shipped scenario variants; those where both policies reach the best play are not listed)`);
  const bound = quick ? 5_000 : DEFAULT_STATE_BOUND;
  const generated: Row[] = [];
  const scenarios: Scenario[] = [];
  for (const seed of quick ? SEEDS.slice(0, 2) : SEEDS) {
    const line = generatedLine(seed, bound, MAX_STEPS);
    if (line.states < bound / 4) continue;
    const row = compare(line.name, line.scenario);
    generated.push(row);
    scenarios.push(line.scenario);
    printRow(row);
  }
  console.log(`  (${generated.length} lines generated from seeds, each within ${bound.toLocaleString('en-US')} states and over a quarter of it)`);
  const rows = [...shipped, ...generated];
  console.log(`  ${worst(rows, 'lookahead')}`);
  console.log(`  ${worst(rows, 'greedy')}`);
  console.log(`  cost per Monte Carlo trial (${COST_SAMPLES.toLocaleString('en-US')} trials from a fresh start, one thread, best of 2):`);
  let ratioTop = 0;
  for (const [i, scenario] of scenarios.entries()) {
    const greedy = await costPerTrial(scenario, 'greedy');
    const lookahead = await costPerTrial(scenario, 'lookahead');
    ratioTop = Math.max(ratioTop, lookahead / greedy);
    console.log(`    ${generated[i].name.padEnd(40)} greedy ${greedy.toFixed(2)} µs, lookahead ${lookahead.toFixed(2)} µs (${(lookahead / greedy).toFixed(1)}× greedy)`);
  }
  if (scenarios.length > 0) console.log(`    lookahead at most ${ratioTop.toFixed(1)}× greedy's time per trial`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchFallback(process.argv.includes('--quick'));
