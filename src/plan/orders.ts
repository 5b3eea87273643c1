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
 * Past `MAX_FIXED_ORDERS`, the orders the plan lists: the best this many, found by branch and bound
 * (`fixed-search.ts`) — one more than the orders chart draws beside the written order (`charts/plan-orders.ts`).
 */
export const BEST_ORDERS_LISTED = 25;

/**
 * Two orders' values closer than this are equal, and the first order (in the walk's order, `fixedOrders`) is the
 * best of them: float sums of the same value differ in their last bits.
 */
export const ORDER_TIE = 1e-12;

/**
 * The activations an order that has taken `taken` may take next: each one not taken whose `after:` are taken, and
 * of interchangeable ones (`classOf[a]`, the first of `a`'s class) the first not taken; in index order.
 */
export function nextActivations(spans: readonly ActivationSpan[], classOf: readonly number[], taken: readonly number[]): number[] {
  const twinBefore = (a: number) => spans.some((_, b) => b < a && classOf[b] === classOf[a] && !taken.includes(b));
  return spans.flatMap((span, a) => (!taken.includes(a) && span.after.every((b) => taken.includes(b)) && !twinBefore(a) ? [a] : []));
}

/** Whether an order that has taken `taken` is a whole fixed order: every activation left is optional. */
export function isWholeOrder(spans: readonly ActivationSpan[], taken: readonly number[]): boolean {
  return spans.every((span, a) => span.optional || taken.includes(a));
}

/**
 * Whether order `x` comes before order `y` in the walk of `fixedOrders` (negative), after (positive) or is it (0):
 * by the first activation where they differ, a whole order before the orders that extend it.
 */
export function walkOrder(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return x[k] - y[k];
  return x.length - y.length;
}

/**
 * The fixed orders, in the order of a depth-first walk from the written one; stops one past `MAX_FIXED_ORDERS`.
 * `classOf[a]` names the first activation interchangeable with `a` (default: each its own).
 */
export function fixedOrders(spans: readonly ActivationSpan[], classOf: readonly number[] = spans.map((_, a) => a)): number[][] {
  const found: number[][] = [];
  const walk = (taken: number[]): void => {
    if (found.length > MAX_FIXED_ORDERS) return;
    if (isWholeOrder(spans, taken)) found.push(taken);
    for (const a of nextActivations(spans, classOf, taken)) walk([...taken, a]);
  };
  walk([]);
  return found;
}

/**
 * How many fixed orders there are, without listing them: the ways to take each set of activations in an order
 * (`nextActivations` reads only the set taken, so the ways to a set add up over its last activation), summed over
 * the sets that leave only optional ones.
 */
export function countFixedOrders(spans: readonly ActivationSpan[], classOf: readonly number[] = spans.map((_, a) => a)): number {
  const sets = 2 ** spans.length;
  const ways = new Float64Array(sets);
  ways[0] = 1;
  let count = 0;
  for (let set = 0; set < sets; set++) {
    if (ways[set] === 0) continue;
    const taken = spans.flatMap((_, a) => ((set >> a) & 1 ? [a] : []));
    if (isWholeOrder(spans, taken)) count += ways[set];
    for (const a of nextActivations(spans, classOf, taken)) ways[set | (1 << a)] += ways[set];
  }
  return count;
}
