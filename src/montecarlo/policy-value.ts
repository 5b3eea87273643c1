/**
 * What a state policy is worth, exactly: the expected metrics when the coach (and the opposing coach) make the
 * policy's choices and every roll is averaged — the exact evaluator's recursion with the policy's fixed choices
 * in place of its maxima. An independent reading of what the sampler estimates under that policy (the tests and
 * `bench/fallback.ts` compare the two, and the value with the best play's). Recursion over every reachable
 * state: for models within the exact bound.
 */
import { valueThrough } from '../model/metrics.js';
import type { Model } from '../model/model.js';
import { stateKey, type State } from '../model/state.js';
import type { StatePolicy } from './lazy.js';

/** Expected metrics from the model's start under `policy`. */
export function policyValue(model: Model, policy: StatePolicy): Float64Array {
  const memo = new Map<string, Float64Array>();
  const width = model.context.width;
  const through = (edge: { readonly next: State; readonly reward?: Float64Array }): Float64Array => {
    return valueThrough(value(edge.next), edge.reward);
  };
  const value = (s: State): Float64Array => {
    const key = stateKey(s);
    const known = memo.get(key);
    if (known) return known;
    const { state, node } = model.settle(s);
    let result: Float64Array;
    if (node.kind === 'terminal') result = node.metrics;
    else if (node.kind === 'choice') result = through(node.options[policy.choose(state, node)]);
    else {
      result = new Float64Array(width);
      for (const o of node.outcomes) {
        const child = through(o);
        for (let m = 0; m < width; m++) result[m] += (o.weight / node.total) * child[m];
      }
    }
    memo.set(key, result);
    return result;
  };
  return value(model.initial);
}
