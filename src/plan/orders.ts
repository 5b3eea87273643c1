/**
 * The fixed orders of a turn (docs/plan.md): every sequence of its activations that takes each one not optional
 * (an optional one may be left out), each after the ones its `after:` names. Each is solved on its own (`analyse.ts`).
 * Of interchangeable activations (`model/turn-symmetry.ts`) an order takes the first before the second: swapping two
 * of them gives an order worth the same, and is not tried.
 */
import type { ActivationSpan } from '../vocabulary/index.js';

/** Fixed orders valued at most (7 activations have 5,040 permutations; each is a pass over the nodes it reaches: `fixed-values.ts`). */
export const MAX_FIXED_ORDERS = 5040;

/**
 * The fixed orders, in the order of a depth-first walk from the written one; stops one past `MAX_FIXED_ORDERS`.
 * `classOf[a]` names the first activation interchangeable with `a` (default: each its own).
 */
export function fixedOrders(spans: readonly ActivationSpan[], classOf: readonly number[] = spans.map((_, a) => a)): number[][] {
  const found: number[][] = [];
  const twinBefore = (taken: readonly number[], a: number) => spans.some((_, b) => b < a && classOf[b] === classOf[a] && !taken.includes(b));
  const walk = (taken: number[]): void => {
    if (found.length > MAX_FIXED_ORDERS) return;
    const left = spans.map((_, a) => a).filter((a) => !taken.includes(a));
    if (left.every((a) => spans[a].optional)) found.push(taken);
    for (const a of left) if (spans[a].after.every((b) => taken.includes(b)) && !twinBefore(taken, a)) walk([...taken, a]);
  };
  walk([]);
  return found;
}
