/**
 * What a worker is asked to do: one chunk of one job. A job names a scenario (as plain data, `wire.ts`), the
 * policy and the team re-roll override; the chunk says how many trials and from which stream state. The answer
 * is the chunk's tally, or the message of an error the job itself raised (a bug or a model that cannot be
 * built), which is not worth a retry — unlike a worker that died, which the pool retries.
 */
import type { CompileOptions } from '../steps/compile.js';
import type { Solution } from '../evaluate/exact.js';
import { metricWidth } from '../model/metrics.js';
import { tablesFromGraph } from './explicit.js';
import type { SharedTables } from './tables.js';
import type { Scenario } from '../scenario/types.js';
import type { PolicyName } from './source.js';
import type { Tally } from './tally.js';
import { toWire, wireKey, type WireScenario } from './wire.js';

/** One scenario to sample, as workers receive it. */
export interface MonteCarloJob {
  /** Equal jobs have equal keys; workers keep what they built per key. */
  readonly key: string;
  readonly scenario: WireScenario;
  readonly policy: PolicyName;
  readonly compile: CompileOptions;
  /** Number of steps (the failure-by-step tally's length). */
  readonly steps: number;
  /** Length of the metric vectors (`metricWidth`). */
  readonly width: number;
  /** The optimal policy's tables, built once in the main thread (absent: each worker builds its own source). */
  readonly tables?: SharedTables;
  /** The size of the graph behind `tables`. */
  readonly states?: number;
}

/** One chunk of a job: what a worker runs. */
export interface ChunkTask {
  readonly job: MonteCarloJob;
  /** Chunk number (its stream is the seed's generator after `index` jumps). */
  readonly index: number;
  readonly samples: number;
  /** The stream state to draw from (`rng.ts`). */
  readonly stream: Int32Array;
}

/** A worker's answer: the chunk's tally (and the model's size where known), or the job's error. */
export type ChunkAnswer = { readonly tally: Tally; readonly states: number } | { readonly error: string };

/**
 * The job of a scenario under a policy (its key digests all three). Under the optimal policy, given the solution
 * the run already has (`run/montecarlo.ts` `jobFor`: the graph `evaluate/solved.ts` keeps), the job carries its
 * sampler tables in shared memory: no worker explores the graph again. Without it, each worker builds its own.
 */
export function monteCarloJob(
  scenario: Scenario, policy: PolicyName, compile: CompileOptions = {}, solution?: Pick<Solution, 'graph' | 'chosen'>,
): MonteCarloJob {
  const wire = toWire(scenario);
  const key = `${wireKey(wire)}|${policy}|${compile.rerolls ?? ''}`;
  const job = { key, scenario: wire, policy, compile, steps: scenario.steps.length, width: metricWidth(scenario.opponents.length) };
  if (policy !== 'optimal' || compile.rerolls !== undefined || solution === undefined) return job;
  return { ...job, tables: tablesFromGraph(solution.graph, solution.chosen).share(), states: solution.graph.states };
}
