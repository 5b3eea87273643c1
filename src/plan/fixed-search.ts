/**
 * The best fixed order of a turn without valuing every order (docs/plan.md "Speed"): a branch and bound over the
 * orders' prefixes, depth-first on the adaptive graph (`fixed-values.ts`), for a turn of more than
 * `MAX_FIXED_ORDERS` orders (ten activations without `after:`).
 *
 * The bound. For a prefix P, let the prefix policy take P's activations in P's order (at each choice of the next
 * activation, the first of P still left) and, once none of P is left, choose at its best, as the adaptive plan does.
 * Every fixed order O that extends P is a policy of that same kind: where some of P is left, O's first activation
 * left is P's first left (P comes first in O); elsewhere O takes some option of the choice (its next, or the end of
 * the turn: offered, since what O leaves out is optional), and every other choice it makes is one the prefix policy
 * may make too. The prefix policy makes each of those free choices at its best by backward induction over the graph
 * (children are solved before their parents), and each node's value is monotone in its children's — a chance node
 * averages them with weights ≥ 0, an edge adds its reward (and raises the worst, which a choice weighs alike either
 * side: `model/worst.ts`), the opponent's choice takes the least of them — so at every node, and at the root, the
 * prefix policy's value is at least that of any policy bound by P, O's among them: **it bounds every fixed order
 * extending P from above** (the adaptive plan, the empty prefix, is never worse than a fixed order for the same
 * reason). A whole order's value is what `fixed-values.ts` computes for it.
 *
 * The search takes the children of a prefix (the activations an order may take next: `nextActivations`) by their
 * bound, the highest first, and passes over a child whose bound cannot beat the best order found: below it by more
 * than `ORDER_TIE`, or within it and every order under the child comes after the best one in the walk of
 * `fixedOrders` (of equal values the first in that walk is the best, as `analyse.ts` picks it among all orders).
 * So the order found is the one the walk over every order would pick. Each prefix and each whole order valued
 * counts toward `MAX_SEARCH_VALUED`; past it the search gives up and says so.
 *
 * The same search keeps the best `keep` orders, not the best alone (the orders chart draws the best few): a child is
 * passed over when it cannot outrank the `keep`-th best found, so what is kept is the first `keep` orders of every
 * order ranked by value, the walk's order between equals — the best of them the order above.
 */
import type { Graph } from '../evaluate/graph.js';
import { wholeNumber } from '../format/numbers.js';
import type { TurnModel } from '../model/turn.js';
import { orderValuer } from './fixed-values.js';
import { isWholeOrder, nextActivations, ORDER_TIE, walkOrder } from './orders.js';

/** Prefixes and whole orders valued at most by one search (each a walk over the graph's nodes it reaches first). */
export const MAX_SEARCH_VALUED = 50_000;

/** A fixed order (indices into the activations) and its value on the adaptive graph. */
export interface RankedOrder {
  readonly order: readonly number[];
  readonly value: number;
}

export interface FixedSearch {
  /** The best fixed order (indices into the activations), or null when the search stopped at its cap. */
  readonly order: readonly number[] | null;
  /** Its value on the adaptive graph (-Infinity with no order). */
  readonly value: number;
  /** Prefixes and whole orders valued. */
  readonly valued: number;
  /** The best `keep` orders, the best first (empty when the search stopped at its cap). */
  readonly best: readonly RankedOrder[];
}

/**
 * The options of a search: the valuer of whole orders (to share its memo with a listing of orders), the cap, how
 * many of the best orders to keep (1 unless said).
 */
export interface FixedSearchOptions {
  readonly wholeValue?: (order: readonly number[]) => number;
  readonly cap?: number;
  readonly keep?: number;
}

/** The best fixed order of the turn explored as `graph`, by branch and bound. `classOf`: `model/turn-symmetry.ts`. */
export function searchBestFixed(graph: Graph, turn: TurnModel, weights: Float64Array, classOf: readonly number[], options: FixedSearchOptions = {}): FixedSearch {
  const spans = turn.spans;
  const wholeValue = options.wholeValue ?? orderValuer(graph, turn, weights, 'end');
  const boundOf = orderValuer(graph, turn, weights, 'adapt');
  const cap = options.cap ?? MAX_SEARCH_VALUED;
  const keep = Math.max(1, options.keep ?? 1);
  /** The best orders found, the best first; the last is the one a newcomer must outrank once `keep` are found. */
  const kept: RankedOrder[] = [];
  let valued = 0;
  let stopped = false;

  /** Whether `order` worth `value` (or a prefix bounded by it, orders under it) outranks `than`. */
  const outranks = (order: readonly number[], value: number, than: RankedOrder) =>
    value > than.value + ORDER_TIE || (value >= than.value - ORDER_TIE && walkOrder(order, than.order) < 0);
  /** Whether it can still enter the orders kept. */
  const canEnter = (order: readonly number[], value: number) => kept.length < keep || outranks(order, value, kept[kept.length - 1]);
  const enter = (order: readonly number[], value: number) => {
    const at = kept.findIndex((k) => outranks(order, value, k));
    kept.splice(at < 0 ? kept.length : at, 0, { order, value });
    if (kept.length > keep) kept.pop();
  };
  /** One more valuation, unless the cap is reached (then the search stops). */
  const spend = (): boolean => {
    if (valued >= cap) stopped = true;
    else valued++;
    return !stopped;
  };

  const visit = (prefix: readonly number[]): void => {
    if (isWholeOrder(spans, prefix)) {
      if (!spend()) return;
      const value = wholeValue(prefix);
      if (canEnter(prefix, value)) enter(prefix, value);
    }
    const children: { order: number[]; bound: number }[] = [];
    for (const a of nextActivations(spans, classOf, prefix)) {
      if (!spend()) return;
      const order = [...prefix, a];
      children.push({ order, bound: boundOf(order) });
    }
    children.sort((x, y) => y.bound - x.bound || walkOrder(x.order, y.order));
    for (const child of children) {
      if (stopped) return;
      if (canEnter(child.order, child.bound)) visit(child.order);
    }
  };
  visit([]);
  if (stopped || kept.length === 0) return { order: null, value: Number.NEGATIVE_INFINITY, valued, best: [] };
  return { order: kept[0].order, value: kept[0].value, valued, best: kept };
}

/** What the plan says of a turn with more fixed orders than are all valued: which are listed, how the best was found. */
export function searchNote(count: number, search: FixedSearch): string {
  const orders = `${wholeNumber(count)} fixed orders`;
  return search.order === null
    ? `${orders}; the best not found: the search by branch and bound stopped at ${wholeNumber(search.valued)} orders and prefixes valued`
    : `${orders}; the best ${wholeNumber(search.best.length)} found by branch and bound (${wholeNumber(search.valued)} orders and prefixes valued) and listed`;
}
