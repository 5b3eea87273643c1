/**
 * Gains and their ranking. A skill set's gain in a situation is the change in the situation's worth; its overall
 * gain Σ perGame × gain (the expected worth per game), or for relative weights the weighted mean Σ weight × gain / Σ weight. The ranking puts first the sets that change something, best
 * gain first, then those that change nothing in any situation, together at the end; equal gains share a rank
 * (1, 2, 2, 4) and keep the order they came in (catalogue order).
 */
import type { Candidate } from './candidates.js';
import { compare, isZero, subtract, weightedSum, type Fraction } from '../evaluate/fraction.js';

/** What one skill (or pair) adds. */
export interface SkillGain {
  /** The skill, or the pair: the first is the better alone. */
  readonly skills: readonly Candidate[];
  /** Each situation's value with the skills, minus its value without. */
  readonly bySituation: readonly Fraction[];
  /** Σ weight × `bySituation`: the expected worth per game, or the weighted mean (weights over their sum; `advise.ts`). */
  readonly gain: Fraction;
  /** Whether any situation's value changes. */
  readonly changes: boolean;
  /** A pair: what the second adds once the player has the first. */
  readonly second?: Fraction;
}

export interface RankedGain extends SkillGain {
  readonly rank: number;
}

/** The gain of `skills` from each situation's value with them, its base value and its weight (already divided by the weights' sum for a weighted mean). */
export function gainOf(skills: readonly Candidate[], values: readonly Fraction[], base: readonly Fraction[], weights: readonly Fraction[]): SkillGain {
  const bySituation = values.map((v, i) => subtract(v, base[i]));
  return { skills, bySituation, gain: weightedSum(bySituation, weights), changes: bySituation.some((g) => !isZero(g)) };
}

/** Best first (see the file header); `gains` in the order ties keep. */
export function rank(gains: readonly SkillGain[]): RankedGain[] {
  const order = gains.map((g, i) => ({ g, i }));
  order.sort((a, b) => Number(b.g.changes) - Number(a.g.changes) || compare(b.g.gain, a.g.gain) || a.i - b.i);
  const ranked: RankedGain[] = [];
  order.forEach(({ g }, k) => {
    const previous = ranked[k - 1];
    const tied = previous !== undefined && previous.changes === g.changes && compare(previous.gain, g.gain) === 0;
    ranked.push({ ...g, rank: tied ? previous.rank : k + 1 });
  });
  return ranked;
}
