/**
 * A gain split by the side of the game its situations show (offence, defence, support): Σ weight × gain over the
 * situations of each side, so that the three add up to the overall gain; and the situations that bring most of
 * a gain, for the answer's "most of it in …".
 */
import type { AdvisedSituation } from './advise.js';
import { add, compare, multiply, ZERO, type Fraction } from '../evaluate/fraction.js';
import { SIDES, type Side } from './profile-schema.js';

/** Each side's share of a gain (sides with no situation are left out). */
export function bySide(situations: readonly AdvisedSituation[], gains: readonly Fraction[]): Partial<Record<Side, Fraction>> {
  const out: Partial<Record<Side, Fraction>> = {};
  situations.forEach((s, i) => {
    out[s.entry.side] = add(out[s.entry.side] ?? ZERO, multiply(s.weight, gains[i]));
  });
  return out;
}

/** The sides a profile's situations show, in the order offence, defence, support. */
export function sidesOf(situations: readonly AdvisedSituation[]): Side[] {
  return SIDES.filter((side) => situations.some((s) => s.entry.side === side));
}

/** The situations bringing the largest positive shares of a gain (weight × gain), largest first, at most `count`. */
export function mainSituations(situations: readonly AdvisedSituation[], gains: readonly Fraction[], count = 2): AdvisedSituation[] {
  const shares = situations.map((s, i) => ({ s, share: multiply(s.weight, gains[i]) })).filter(({ share }) => share.num > 0n);
  shares.sort((a, b) => compare(b.share, a.share));
  return shares.slice(0, count).map(({ s }) => s);
}
