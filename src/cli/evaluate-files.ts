/**
 * Evaluates loaded files by the method each needs (`montecarlo/method.ts`): exact, or Monte Carlo on a pool of
 * worker threads shared by every file, with a progress bar on stderr and Ctrl-C stopping cleanly.
 */
import { evaluateVariants } from '../evaluate/run.js';
import { chooseMethod, type MethodName } from '../montecarlo/method.js';
import { monteCarloVariants } from '../montecarlo/evaluate.js';
import { executorFor, type ChunkExecutor } from '../montecarlo/pool.js';
import { ProgressBar } from '../montecarlo/progress.js';
import type { ScenarioResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { Interrupt } from './interrupt.js';
import type { MonteCarloSetup } from './montecarlo-options.js';

/** The method asked for, the Monte Carlo settings, and whether to draw progress. */
export interface EvaluateFilesOptions {
  readonly method: MethodName;
  readonly setup: MonteCarloSetup;
  /** Draw the progress bar (not with --json, and only on a terminal). */
  readonly progress: boolean;
}

/** One result per file, in order (fewer when Ctrl-C stopped the run). */
export async function evaluateFiles(files: readonly (readonly ScenarioVariant[])[], options: EvaluateFilesOptions): Promise<ScenarioResult[]> {
  const { setup } = options;
  const request = { method: options.method, ...(setup.maxStates === undefined ? {} : { maxStates: setup.maxStates }), ...(setup.policy ? { policy: setup.policy } : {}) };
  const choices = files.map((variants) => chooseMethod(variants.map((v) => v.scenario), request, variants[0].scenario.source));
  const interrupt = new Interrupt();
  let executor: ChunkExecutor | undefined;
  const results: ScenarioResult[] = [];
  try {
    for (const [i, variants] of files.entries()) {
      const choice = choices[i];
      if (interrupt.signal.aborted) break;
      if (choice.method === 'exact') {
        const { name, edition, method, ...rest } = evaluateVariants(variants);
        results.push({ name, edition, method, reason: choice.reason, ...rest });
        continue;
      }
      const pool = (executor ??= executorFor(setup.workers));
      const bar = new ProgressBar(process.stderr, { enabled: options.progress });
      try {
        results.push(await interrupt.during((signal) => monteCarloVariants(variants, {
          samples: setup.samples, seed: setup.seed, policy: choice.policy ?? 'optimal', executor: pool, signal,
          onProgress: (done, total) => bar.update(done, total), reason: choice.reason,
        })));
      } finally {
        bar.finish();
      }
    }
  } finally {
    await executor?.close();
  }
  return results;
}
