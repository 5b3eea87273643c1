/** Chance nodes of the contact game: 2D6 with natural doubles told apart (fouls), and grouped tables. */
import type { ChanceNode, Outcome } from '../node.js';
import { twoD6Weight } from '../node.js';
import type { State } from '../state.js';

/**
 * 2D6 as sums, each even sum split into its double (weight 1) and the rest, for rolls where a natural double
 * matters (the send-off of a foul, bb2020.md "Foul"). Weights out of 36.
 */
export function roll2d6WithDoubles(label: string, next: (sum: number, double: boolean) => State): ChanceNode {
  const outcomes: Outcome[] = [];
  for (let sum = 2; sum <= 12; sum++) {
    const doubles = sum % 2 === 0 ? 1 : 0;
    const others = twoD6Weight(sum) - doubles;
    if (others > 0) outcomes.push({ weight: others, label: String(sum), next: next(sum, false) });
    if (doubles > 0) outcomes.push({ weight: doubles, label: `${sum} (double)`, next: next(sum, true) });
  }
  return { kind: 'chance', label, total: 36, outcomes };
}

/** A chance node from labelled integer weights; zero weights are left out. */
export function weighted(label: string, entries: readonly { label: string; weight: number; next: () => State }[]): ChanceNode {
  const outcomes = entries.filter((e) => e.weight > 0).map((e) => ({ weight: e.weight, label: e.label, next: e.next() }));
  return { kind: 'chance', label, total: entries.reduce((t, e) => t + e.weight, 0), outcomes };
}
