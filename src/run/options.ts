/**
 * How a run evaluates, with every default filled in one place (as fast-check's `QualifiedParameters`): the
 * method, the trials (`samples`, or the number that reaches a `precision`), the seed (a random one, reported),
 * the worker threads, the policy and the largest model solved exactly. The CLI passes what the user typed; the
 * library's callers pass what they want; nothing downstream fills a default again.
 */
import { availableParallelism } from 'node:os';
import type { PolicyName } from '../montecarlo/source.js';
import { randomSeed } from '../montecarlo/rng.js';
import { samplesForHalfWidth } from '../montecarlo/wilson.js';

/** `--method`: exact, Monte Carlo, or exact while the model is small enough. */
export type MethodName = 'exact' | 'montecarlo' | 'auto';

/** The method when none is asked for. */
export const DEFAULT_METHOD: MethodName = 'auto';
/** Trials per variant when neither samples nor a precision is given (half-width ≤ 0.001 at worst). */
export const DEFAULT_SAMPLES = 1_000_000;
/** Most worker threads accepted. */
export const MAX_WORKERS = 256;
/** States up to which `auto` solves exactly (and Monte Carlo can follow the optimal policy). */
export const DEFAULT_STATE_BOUND = 200_000;
/** The largest bound a user may set: an explicit graph costs a few kilobytes a state, and Node's heap is ~4 GB. */
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

/** The trials per variant: those that reach `precision` when given, else `samples`, else the default. */
export function samplesFor(request: Pick<RunRequest, 'samples' | 'precision'>): number {
  return request.precision !== undefined ? samplesForHalfWidth(request.precision) : (request.samples ?? DEFAULT_SAMPLES);
}

/** The request with every default filled (a random seed when none was given). */
export function resolveRunOptions(request: RunRequest = {}): RunOptions {
  const method = request.method ?? DEFAULT_METHOD;
  return {
    method,
    samples: samplesFor(request),
    seed: request.seed ?? randomSeed(),
    workers: request.workers ?? availableParallelism(),
    ...(request.policy === undefined ? {} : { policy: request.policy }),
    maxStates: stateBound(method, request.maxStates),
  };
}
