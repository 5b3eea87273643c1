/**
 * A run over loaded files: each file's method is chosen from the graphs its variants explore (`method.ts`),
 * then the file is solved exactly from those same graphs, or sampled on a pool of worker threads shared by every
 * file (the optimal policy's tables come from the same solution, `montecarlo/job.ts`). The library API behind
 * `nuffle eval`, `report` and `chart`; the CLI adds only its progress bar and Ctrl-C.
 */
import { monteCarloVariants } from './montecarlo.js';
import { executorFor, type ChunkExecutor } from '../montecarlo/pool.js';
import type { ScenarioResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { evaluateVariants } from './exact.js';
import { chooseMethod, type MethodChoice } from './method.js';
import { poolSize, type RunOptions } from './options.js';
import { chunkCount } from '../montecarlo/plan.js';

/** Progress of one file's sampling, as a display takes it. */
export interface ProgressDisplay {
  update(done: number, total: number): void;
  finish(): void;
}

/** What a caller may hook into a run; all optional. */
export interface RunHooks {
  /**
   * Wraps each file's sampling and gives it the signal that stops it (the CLI ties Ctrl-C to it only while
   * sampling). A stopped file keeps its finished trials, marked partial; the files after it are skipped.
   */
  readonly whileSampling?: <T>(work: (signal: AbortSignal | undefined) => Promise<T>) => Promise<T>;
  /** When aborted, no further file starts. */
  readonly signal?: AbortSignal;
  /** A progress display for one sampled file. */
  readonly progress?: () => ProgressDisplay;
  /** Where chunks run (default: `options.workers` threads, closed at the end). */
  readonly executor?: ChunkExecutor;
}

const unhooked = <T>(work: (signal: AbortSignal | undefined) => Promise<T>) => work(undefined);

/** The method of every file, before anything is evaluated (so a file refused is refused before any output). */
export function chooseMethods(files: readonly (readonly ScenarioVariant[])[], options: RunOptions): MethodChoice[] {
  const request = { method: options.method, maxStates: options.maxStates, ...(options.policy ? { policy: options.policy } : {}) };
  return files.map((variants) => chooseMethod(variants.map((v) => v.scenario), request, variants[0].scenario.source));
}

/** One result per file, in order (fewer when the run was stopped). */
export async function evaluateFiles(
  files: readonly (readonly ScenarioVariant[])[], options: RunOptions, hooks: RunHooks = {},
): Promise<ScenarioResult[]> {
  const choices = chooseMethods(files, options);
  let executor = hooks.executor;
  const results: ScenarioResult[] = [];
  try {
    for (const [i, variants] of files.entries()) {
      if (hooks.signal?.aborted) break;
      const choice = choices[i];
      if (choice.method === 'exact') {
        results.push(evaluateVariants(variants, choice.reason));
        continue;
      }
      executor ??= executorFor(poolSize(options.workers, mostChunks(files, choices, options.samples)));
      results.push(await sampleFile(variants, choice, options, executor, hooks));
    }
  } finally {
    if (executor !== hooks.executor) await executor?.close();
  }
  return results;
}

/** The most chunks one sampled file hands out at once: its variants' (each `samples` trials). The pool needs no more threads. */
function mostChunks(files: readonly (readonly ScenarioVariant[])[], choices: readonly MethodChoice[], samples: number): number {
  return Math.max(...files.map((variants, i) => (choices[i].method === 'exact' ? 0 : variants.length * chunkCount(samples))));
}

/** One file by Monte Carlo, with its progress shown. */
async function sampleFile(
  variants: readonly ScenarioVariant[], choice: MethodChoice, options: RunOptions, executor: ChunkExecutor, hooks: RunHooks,
): Promise<ScenarioResult> {
  const display = hooks.progress?.();
  try {
    return await (hooks.whileSampling ?? unhooked)((signal) => monteCarloVariants(variants, {
      samples: options.samples, seed: options.seed, policy: choice.policy ?? 'optimal', executor,
      ...(signal ? { signal } : {}),
      onProgress: (done, total) => display?.update(done, total),
      reason: choice.reason,
    }));
  } finally {
    display?.finish();
  }
}
