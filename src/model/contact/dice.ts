/** Chance nodes of the contact game: 2D6 with natural doubles told apart (fouls), and grouped tables. */
import type { ChanceNode } from '../node.js';
import { twoD6Weight } from '../node.js';
import type { State } from '../state.js';

/** A chance node from labelled integer weights; zero weights are left out. */
export function weighted(label: string, entries: readonly { label: string; weight: number; next: () => State }[]): ChanceNode {
  const outcomes = entries.filter((e) => e.weight > 0).map((e) => ({ weight: e.weight, label: e.label, next: e.next() }));
  return { kind: 'chance', label, total: entries.reduce((t, e) => t + e.weight, 0), outcomes };
}

/**
 * 2D6 (with natural doubles told apart when `doubles`) where rolls of equal `signature` lead to one state, built
 * once: the armour roll has eleven sums but mostly two results, held or broken.
 */
export function grouped2d6(
  label: string, doubles: boolean, signature: (sum: number, double: boolean) => string, build: (sum: number, double: boolean) => State,
): ChanceNode {
  const groups = new Map<string, { weight: number; labels: string[]; sum: number; double: boolean }>();
  for (let sum = 2; sum <= 12; sum++) {
    const double = doubles && sum % 2 === 0 ? 1 : 0;
    const others = twoD6Weight(sum) - double;
    for (const [weight, isDouble] of [[others, false], [double, true]] as const) {
      if (weight === 0) continue;
      const key = signature(sum, isDouble);
      const seen = groups.get(key);
      const text = isDouble ? `${sum} (double)` : String(sum);
      if (seen) {
        seen.weight += weight;
        seen.labels.push(text);
      } else {
        groups.set(key, { weight, labels: [text], sum, double: isDouble });
      }
    }
  }
  const outcomes = [...groups.values()].map((g) => ({ weight: g.weight, label: g.labels.join(', '), next: build(g.sum, g.double) }));
  return { kind: 'chance', label, total: 36, outcomes };
}

/**
 * 2D6 read die by die (the low and the high die, a natural double when `doubles`), rolls of equal `signature`
 * leading to one state: for a rule that re-rolls one die of the roll (Old Pro), which must know the dice.
 */
export function grouped2d6Dice(
  label: string, doubles: boolean,
  signature: (low: number, high: number, double: boolean) => string, build: (low: number, high: number, double: boolean) => State,
): ChanceNode {
  const groups = new Map<string, { weight: number; labels: string[]; low: number; high: number; double: boolean }>();
  for (let low = 1; low <= 6; low++) {
    for (let high = low; high <= 6; high++) {
      const double = doubles && low === high;
      const weight = low === high ? 1 : 2;
      const key = signature(low, high, double);
      const seen = groups.get(key);
      const text = `${low}+${high}`;
      if (seen) {
        seen.weight += weight;
        seen.labels.push(text);
      } else {
        groups.set(key, { weight, labels: [text], low, high, double });
      }
    }
  }
  const outcomes = [...groups.values()].map((g) => ({ weight: g.weight, label: g.labels.join(', '), next: build(g.low, g.high, g.double) }));
  return { kind: 'chance', label, total: 36, outcomes };
}
