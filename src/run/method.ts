/**
 * Which method evaluates a file, with which policy, and why (the output says so). `auto` solves exactly while
 * every variant's model stays within a bound on its states, and samples with the fallback policy (`lookahead`)
 * otherwise; `montecarlo` samples with the optimal policy where the exact solution is computable (within the
 * bound) and the fallback one otherwise, unless `--policy` says which.
 */
import { GraphTooLarge } from '../evaluate/graph.js';
import { exploredGraph } from '../evaluate/solved.js';
import { wholeNumber as count } from '../format/numbers.js';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import type { Scenario } from '../scenario/types.js';
import { FALLBACK_POLICY, type PolicyName } from '../montecarlo/source.js';
import { stateBound, type MethodName } from './options.js';

/** The method a file gets, and the reason shown with its result. */
export interface MethodChoice {
  readonly method: 'exact' | 'montecarlo';
  /** Monte Carlo only. */
  readonly policy?: PolicyName;
  readonly reason: string;
}

/** What the caller asked for (`maxStates` left out: the method's own bound, `stateBound`). */
export interface MethodRequest {
  readonly method: MethodName;
  readonly policy?: PolicyName;
  readonly maxStates?: number;
}

/** The largest model among the scenarios, or null when one has more than `bound` states. */
export function largestModel(scenarios: readonly Scenario[], bound: number): number | null {
  let largest = 0;
  for (const scenario of scenarios) {
    try {
      largest = Math.max(largest, exploredGraph(scenario, bound).states);
    } catch (error) {
      if (error instanceof GraphTooLarge) return null;
      throw error;
    }
  }
  return largest;
}

/** Decides the method (and policy) for a file's scenarios; `source` names the file in errors. */
export function chooseMethod(scenarios: readonly Scenario[], request: MethodRequest, source: string): MethodChoice {
  const bound = stateBound(request.method, request.maxStates);
  if (request.method === 'exact') {
    if (request.policy !== undefined && request.policy !== 'optimal') throw new UserError({ file: source }, message.fallbackNeedsMonteCarlo(request.policy));
    const size = largestModel(scenarios, bound);
    if (size === null) throw new UserError({ file: source }, message.exactTooLarge(count(bound)));
    return { method: 'exact', reason: `exact: asked for with --method exact (the model has ${count(size)} states)` };
  }
  if (request.method === 'auto' && request.policy !== undefined && request.policy !== 'optimal') {
    return { method: 'montecarlo', policy: request.policy, reason: `Monte Carlo: --policy ${request.policy} asks for sampling` };
  }
  const size = largestModel(scenarios, bound);
  const states = size === null ? `more than ${count(bound)} states` : `${count(size)} states`;
  if (request.method === 'auto') {
    return size === null
      ? { method: 'montecarlo', policy: FALLBACK_POLICY, reason: `Monte Carlo: the model has ${states}, over the exact bound` }
      : { method: 'exact', reason: `exact: the model has ${states}, within the bound of ${count(bound)}` };
  }
  const policy = request.policy ?? (size === null ? FALLBACK_POLICY : 'optimal');
  if (policy === 'optimal' && size === null) throw new UserError({ file: source }, message.optimalTooLarge(bound));
  const why = size === null && request.policy === undefined ? ', too many for the optimal policy' : '';
  return { method: 'montecarlo', policy, reason: `Monte Carlo: asked for (the model has ${states}${why})` };
}
