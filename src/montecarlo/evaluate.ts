/**
 * Monte Carlo sampling of a file's variants: one job per variant, each with the same seed (common random
 * numbers: variants are compared on the same dice where their lines agree), run one after another on a shared
 * executor. Stopping (Ctrl-C) ends the current variant with what finished and skips the rest; the run is then
 * partial. The answer is tallies: `results/montecarlo.ts` shapes them into the reported result.
 */
import type { Scenario } from '../scenario/types.js';
import type { MonteCarloJob } from './job.js';
import type { ChunkExecutor } from './pool.js';
import { runJob } from './runner.js';
import type { PolicyName } from './source.js';
import type { Tally } from './tally.js';

/** How to sample a file: trials, seed, policy, where chunks run, and who hears of progress. */
export interface MonteCarloSettings {
  readonly samples: number;
  readonly seed: number;
  readonly policy: PolicyName;
  readonly executor: ChunkExecutor;
  readonly signal?: AbortSignal;
  /** Trials done so far across the file's variants, out of `samples × variants`. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * One variant to sample: its name, grid point and scenario, and the job that samples it (`job.ts`), built when
 * its turn comes (its tables live only while it is sampled; a run stopped before it never builds them).
 */
export interface VariantJob {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly scenario: Scenario;
  readonly job: () => MonteCarloJob;
}

/** A sampled variant: its scenario and the tally of its trials. */
export interface MonteCarloVariant {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly scenario: Scenario;
  readonly tally: Tally;
  readonly states: number;
}

/** A file's variants sampled: the tallies, in the file's order (fewer when stopped), and how they were drawn. */
export interface SampledVariants {
  readonly samples: number;
  readonly seed: number;
  readonly policy: PolicyName;
  readonly partial: boolean;
  readonly variants: readonly MonteCarloVariant[];
}

/** Samples every variant of a file, one after another, on the same seed. */
export async function sampleVariants(jobs: readonly VariantJob[], settings: MonteCarloSettings): Promise<SampledVariants> {
  const { samples, seed, policy, executor, signal } = settings;
  const total = samples * jobs.length;
  const variants: MonteCarloVariant[] = [];
  let partial = false;
  for (const [i, { job, ...variant }] of jobs.entries()) {
    if (signal?.aborted) {
      partial = true;
      break;
    }
    const onChunk = (done: number) => settings.onProgress?.(i * samples + done, total);
    const run = await runJob(job(), executor, { samples, seed, signal, onChunk });
    partial ||= run.partial;
    variants.push({ ...variant, params: { ...variant.params }, tally: run.tally, states: run.states });
  }
  return { samples, seed, policy, partial, variants };
}
