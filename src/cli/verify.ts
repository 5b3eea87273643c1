/**
 * `nuffle verify FILE...`: every variant evaluated exactly and by Monte Carlo (optimal policy), every metric
 * checked (`montecarlo/verify.ts`). Exit code 1 when any check fails, 130 when stopped by Ctrl-C.
 */
import { evaluateVariants } from '../evaluate/run.js';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { metricValue, VERIFY, wholeNumber } from '../format/numbers.js';
import { DEFAULT_STATE_BOUND, largestModel } from '../montecarlo/method.js';
import { monteCarloJob } from '../montecarlo/job.js';
import { executorFor, type ChunkExecutor } from '../montecarlo/pool.js';
import { ProgressBar } from '../montecarlo/progress.js';
import { runJob } from '../montecarlo/runner.js';
import { checkVariant, type VariantCheck } from '../montecarlo/verify.js';
import { expandScenarioPaths } from '../scenario/load.js';
import { loadVariants, type ScenarioVariant } from '../scenario/variants.js';
import { Interrupt } from './interrupt.js';
import { monteCarloSetup, type MonteCarloFlags, type MonteCarloSetup } from './montecarlo-options.js';

/** Options of `nuffle verify`. */
export interface VerifyOptions extends MonteCarloFlags {
  readonly json?: boolean;
}

/** The verdict on one file (JSON output). */
export interface FileCheck {
  readonly name: string;
  readonly file: string;
  readonly seed: number;
  readonly ok: boolean;
  readonly partial: boolean;
  readonly variants: readonly VariantCheck[];
}

/** Runs `nuffle verify`. */
export async function verifyCommand(paths: readonly string[], options: VerifyOptions): Promise<void> {
  const files = expandScenarioPaths(paths).map((file) => loadVariants(file));
  const setup = monteCarloSetup(options);
  for (const variants of files) {
    const bound = setup.maxStates ?? DEFAULT_STATE_BOUND;
    if (largestModel(variants.map((v) => v.scenario), bound) === null) {
      throw new UserError({ file: variants[0].scenario.source }, message.verifyTooLarge(bound));
    }
  }
  const progress = !options.json && process.stderr.isTTY === true;
  const executor = executorFor(setup.workers);
  const interrupt = new Interrupt();
  const checks: FileCheck[] = [];
  try {
    for (const variants of files) {
      if (interrupt.signal.aborted) break;
      checks.push(await verifyFile(variants, setup, executor, interrupt, progress));
    }
  } finally {
    await executor.close();
  }
  process.stdout.write(options.json ? `${JSON.stringify(checks, null, 2)}\n` : `${checks.map(formatCheck).join('\n\n')}\n`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
  else if (checks.length < files.length || checks.some((c) => c.partial)) process.exitCode = 130;
}

async function verifyFile(
  variants: readonly ScenarioVariant[], setup: MonteCarloSetup, executor: ChunkExecutor, interrupt: Interrupt, progress: boolean,
): Promise<FileCheck> {
  const exact = evaluateVariants(variants).results;
  const checks: VariantCheck[] = [];
  let partial = false;
  const bar = new ProgressBar(process.stderr, { enabled: progress });
  try {
    for (const [i, v] of variants.entries()) {
      if (interrupt.signal.aborted) break;
      const onChunk = (done: number) => bar.update(i * setup.samples + done, variants.length * setup.samples);
      const job = monteCarloJob(v.scenario, 'optimal');
      const run = await interrupt.during((signal) => runJob(job, executor, { samples: setup.samples, seed: setup.seed, signal, onChunk }));
      partial ||= run.partial;
      if (run.tally.samples > 0) checks.push(checkVariant(v.scenario, exact[i], run.tally));
    }
  } finally {
    bar.finish();
  }
  const { scenario } = variants[0];
  partial ||= checks.length < variants.length;
  return { name: scenario.name, file: scenario.source, seed: setup.seed, ok: checks.every((c) => c.ok), partial, variants: checks };
}

function formatCheck(check: FileCheck): string {
  const lines = [`${check.name}  [${check.file}, seed ${check.seed}]${check.partial ? '  (stopped: partial)' : ''}`];
  for (const v of check.variants) {
    lines.push(`  ${v.variant}${Object.keys(v.params).length > 0 ? ` ${JSON.stringify(v.params)}` : ''}: ${v.ok ? 'agree' : 'DISAGREE'} (${wholeNumber(v.samples)} samples)`);
    for (const [name, m] of Object.entries(v.metrics)) {
      const show = (x: number) => metricValue(name, x, VERIFY);
      lines.push(`    ${name.padEnd(14)} exact ${show(m.exact).padStart(9)}  MC ${show(m.estimate).padStart(9)}  4.5 SE [${show(m.interval[0])}, ${show(m.interval[1])}]${m.ok ? '' : '  OUTSIDE'}`);
    }
  }
  return lines.join('\n');
}
