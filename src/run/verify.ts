/**
 * A verify run: every variant of every file evaluated exactly and by Monte Carlo (the optimal policy, on the
 * tables of the same solution), every metric checked (`montecarlo/verify.ts`). The library API behind
 * `nuffle verify`.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { jobFor } from './montecarlo.js';
import { executorFor, type ChunkExecutor } from '../montecarlo/pool.js';
import { runJob } from '../montecarlo/runner.js';
import { checkVariant, type VariantCheck } from '../montecarlo/verify.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { evaluateVariants } from './exact.js';
import type { RunHooks } from './files.js';
import { largestModel } from './method.js';
import { poolSize, type RunOptions } from './options.js';
import { chunkCount } from '../montecarlo/plan.js';

/** The verdict on one file. */
export interface FileCheck {
  readonly name: string;
  readonly file: string;
  readonly seed: number;
  readonly ok: boolean;
  readonly partial: boolean;
  readonly variants: readonly VariantCheck[];
}

/** Refuses, before anything runs, a file whose model is too large to solve exactly. */
export function checkVerifiable(files: readonly (readonly ScenarioVariant[])[], options: RunOptions): void {
  for (const variants of files) {
    if (largestModel(variants.map((v) => v.scenario), options.maxStates) === null) {
      throw new UserError({ file: variants[0].scenario.source }, message.verifyTooLarge(options.maxStates));
    }
  }
}

/** One verdict per file, in order (fewer when the run was stopped). */
export async function verifyFiles(
  files: readonly (readonly ScenarioVariant[])[], options: RunOptions, hooks: RunHooks = {},
): Promise<FileCheck[]> {
  checkVerifiable(files, options);
  const chunks = Math.max(...files.map((variants) => variants.length * chunkCount(options.samples)));
  const executor = hooks.executor ?? executorFor(poolSize(options.workers, chunks));
  const checks: FileCheck[] = [];
  try {
    for (const variants of files) {
      if (hooks.signal?.aborted) break;
      checks.push(await verifyFile(variants, options, executor, hooks));
    }
  } finally {
    if (executor !== hooks.executor) await executor.close();
  }
  return checks;
}

async function verifyFile(variants: readonly ScenarioVariant[], options: RunOptions, executor: ChunkExecutor, hooks: RunHooks): Promise<FileCheck> {
  const exact = evaluateVariants(variants).results;
  const { samples, seed } = options;
  const checks: VariantCheck[] = [];
  let partial = false;
  const display = hooks.progress?.();
  try {
    for (const [i, v] of variants.entries()) {
      if (hooks.signal?.aborted) break;
      const onChunk = (done: number) => display?.update(i * samples + done, variants.length * samples);
      const job = jobFor(v.scenario, 'optimal');
      const sample = (signal: AbortSignal | undefined) => runJob(job, executor, { samples, seed, ...(signal ? { signal } : {}), onChunk });
      const run = await (hooks.whileSampling ? hooks.whileSampling(sample) : sample(undefined));
      partial ||= run.partial;
      if (run.tally.samples > 0) checks.push(checkVariant(v.scenario, exact[i], run.tally));
    }
  } finally {
    display?.finish();
  }
  const { scenario } = variants[0];
  partial ||= checks.length < variants.length;
  return { name: scenario.name, file: scenario.source, seed, ok: checks.every((c) => c.ok), partial, variants: checks };
}
