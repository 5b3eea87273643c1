/**
 * How a run evaluates, with every default filled in one place (as fast-check's `QualifiedParameters`): the
 * method, the trials (`samples`, or the number that reaches a `precision`), the seed (a random one, reported),
 * the worker threads, the policy and the largest model solved exactly; likewise how the skill advisor runs
 * (`resolveAdviseOptions`: depth, pairs, workers, bound) and which edition `nuffle skills` lists
 * (`resolveEdition`). The CLI passes what the user typed (commander fills no default); the library's callers pass
 * what they want; nothing downstream fills a default again.
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_EDITION, type EditionId } from '../vocabulary/index.js';
import type { PolicyName } from '../montecarlo/source.js';
import { randomSeed } from '../montecarlo/rng.js';
import { samplesForHalfWidth } from '../montecarlo/wilson.js';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { wholeNumber } from '../format/numbers.js';

/** `--method`: exact, Monte Carlo, or exact while the model is small enough. */
export type MethodName = 'exact' | 'montecarlo' | 'auto';

/** The method when none is asked for. */
export const DEFAULT_METHOD: MethodName = 'auto';
/** Trials per variant when neither samples nor a precision is given (half-width ≤ 0.001 at worst). */
export const DEFAULT_SAMPLES = 1_000_000;
/** Pairs the advisor keeps at depth 2 when `top` is not given. */
export const DEFAULT_PAIRS = 10;
/** Most worker threads accepted (the pool itself takes no more than the cores and the chunks: `poolSize`). */
export const MAX_WORKERS = 256;
/**
 * Trials per variant accepted unless `longRun` is asked for: 100,000,000 bring every 95% half-width under 0.0001
 * (seconds on a short line, minutes on a whole turn); `--samples 1e12` would run for days. With `longRun`, up to
 * `MAX_SAMPLES`.
 */
export const SAMPLE_CAP = 100_000_000;
/** States up to which `auto` solves exactly (and Monte Carlo can follow the optimal policy). */
export const DEFAULT_STATE_BOUND = 200_000;
/** The largest bound a user may set: exploring costs about 1.5 KB a state, and Node's heap is ~4 GB. */
export const MAX_STATE_BOUND = 1_000_000;

/** What a caller asks for; everything may be left out. */
export interface RunRequest {
  readonly method?: MethodName;
  readonly samples?: number;
  /** Trials enough that every 95% half-width is at most this (instead of `samples`). */
  readonly precision?: number;
  readonly seed?: number;
  /** Worker threads; 0 samples in the main thread. */
  readonly workers?: number;
  /** Whose choices the trials follow; left out, the optimal one where the model is small enough. */
  readonly policy?: PolicyName;
  /** The largest model solved exactly; left out, it depends on the method (`stateBound`). */
  readonly maxStates?: number;
  /** Accept more trials than `SAMPLE_CAP` (`--long-run`). */
  readonly longRun?: boolean;
}

/** A run's settings, every default filled. */
export interface RunOptions {
  readonly method: MethodName;
  readonly samples: number;
  readonly seed: number;
  readonly workers: number;
  /** Absent: chosen per file by the model's size (`chooseMethod`). */
  readonly policy?: PolicyName;
  /** The largest model solved exactly (`stateBound`). */
  readonly maxStates: number;
}

/**
 * The largest model a method solves exactly: the one given, else 200,000 states for `auto` and Monte Carlo's
 * optimal policy, and up to 1,000,000 when `exact` is asked for (it stops at a bound rather than running out
 * of memory).
 */
export function stateBound(method: MethodName, maxStates?: number): number {
  return maxStates ?? (method === 'exact' ? MAX_STATE_BOUND : DEFAULT_STATE_BOUND);
}

/**
 * The trials per variant: those that reach `precision` when given, else `samples`, else the default; more than
 * `SAMPLE_CAP` only with `longRun` (a user error otherwise, naming the cap and how to ask for more).
 */
export function samplesFor(request: Pick<RunRequest, 'samples' | 'precision' | 'longRun'>): number {
  const samples = request.precision !== undefined ? samplesForHalfWidth(request.precision) : (request.samples ?? DEFAULT_SAMPLES);
  if (samples > SAMPLE_CAP && request.longRun !== true) {
    const option = request.precision !== undefined ? '--precision' : '--samples';
    throw new UserError({ file: option }, message.samplesCapped(wholeNumber(samples), wholeNumber(SAMPLE_CAP)));
  }
  return samples;
}

/** The request with every default filled (a random seed when none was given). */
export function resolveRunOptions(request: RunRequest = {}): RunOptions {
  const method = request.method ?? DEFAULT_METHOD;
  return {
    method,
    samples: samplesFor(request),
    seed: request.seed ?? randomSeed(),
    workers: workersFor(request),
    ...(request.policy === undefined ? {} : { policy: request.policy }),
    maxStates: stateBound(method, request.maxStates),
  };
}

/** The worker threads: those given, else one per core — never more than the cores (more threads only share them). */
function workersFor(request: { readonly workers?: number }): number {
  // None asked: the cores are not asked either (the browser page has no `os`).
  if (request.workers === 0) return 0;
  return Math.min(request.workers ?? availableParallelism(), availableParallelism());
}

/** What the terminal should hear about a request before the run: threads asked beyond the cores (`workersFor`). */
export function runNotes(request: { readonly workers?: number }): string[] {
  const cores = availableParallelism();
  return request.workers !== undefined && request.workers > cores ? [message.workersCapped(request.workers, cores)] : [];
}

/**
 * The threads a pool starts for a run: the workers asked for, but no more than the run has chunks to hand out (a
 * thread with no chunk costs its memory for nothing: 256 of them took 2.2 GB for one chunk).
 */
export function poolSize(workers: number, chunks: number): number {
  return Math.max(1, Math.min(workers, chunks));
}

/** What a caller asks of the skill advisor; everything may be left out. */
export interface AdviseRequest {
  /** 1: single skills; 2: also the best pairs. */
  readonly depth?: 1 | 2;
  /** Pairs kept at depth 2 (the search's target). */
  readonly top?: number;
  /** Worker threads the pool may use when it pays (0: always the main thread). */
  readonly workers?: number;
  /** The largest model solved (per situation and skill set). */
  readonly maxStates?: number;
}

/** The advisor's settings, every default filled. */
export interface AdviseSettings {
  readonly depth: 1 | 2;
  /** Pairs kept at depth 2. */
  readonly pairs: number;
  readonly workers: number;
  readonly maxStates: number;
}

/**
 * The advisor's request with every default filled: single skills, 10 pairs at depth 2, a thread per core, and
 * 200,000 states per situation (the advisor always solves exactly, so `auto`'s bound, not `exact`'s).
 */
export function resolveAdviseOptions(request: AdviseRequest = {}): AdviseSettings {
  return {
    depth: request.depth ?? 1,
    pairs: request.top ?? DEFAULT_PAIRS,
    workers: workersFor(request),
    maxStates: request.maxStates ?? DEFAULT_STATE_BOUND,
  };
}

/** The edition named, else the default one (`DEFAULT_EDITION`, BB2020). */
export function resolveEdition(edition?: EditionId): EditionId {
  return edition ?? DEFAULT_EDITION;
}
