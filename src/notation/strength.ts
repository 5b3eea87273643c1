/**
 * Strengths and assists that give a block the dice BBAC writes, for the blocks whose dice nuffle must work out from
 * strength rather than take from `dice:`: Frenzy's second block (its own assists, `frenzy: { assists }`) and a
 * dauntless roll's two blocks (the dice before and after Dauntless raises the blocker's ST). The dice of two
 * strengths (`bb2020.md` "Block", the same in bb2025): equal 1 die; stronger 2, more than double 3; weaker 2 or 3
 * and the defender chooses (−2, −3). Assists count +1 to either side.
 */

/** The block dice of strength `attacker` against `defender`. */
export function blockDice(attacker: number, defender: number): number {
  if (attacker === defender) return 1;
  if (attacker > defender) return attacker > 2 * defender ? 3 : 2;
  return defender > 2 * attacker ? -3 : -2;
}

/** Assists on each side of a block. */
export interface Assists {
  readonly assists: number;
  readonly defensiveAssists: number;
}

/** At most 7 assists a side (eight squares around a player, one holding the other side). */
const MAX = 7;

/** The fewest assists giving `dice` between strengths `st` and `targetSt` (each side 0..7), or null. */
export function assistsFor(dice: number, st: number, targetSt: number): Assists | null {
  return search((a, d) => blockDice(st + a, targetSt + d) === dice);
}

/**
 * The fewest assists giving a dauntless blocker of ST `st`, against a target of ST `targetSt`, `passDice` when its
 * roll passes (its ST then the target's: seed 001 Dauntless) and `failDice` when it fails; or null.
 */
export function dauntlessAssists(passDice: number, failDice: number, st: number, targetSt: number): Assists | null {
  return search((a, d) => blockDice(targetSt + a, targetSt + d) === passDice && blockDice(st + a, targetSt + d) === failDice);
}

function search(fits: (assists: number, defensive: number) => boolean): Assists | null {
  for (let total = 0; total <= 2 * MAX; total++) {
    for (let a = Math.max(0, total - MAX); a <= Math.min(MAX, total); a++) {
      if (fits(a, total - a)) return { assists: a, defensiveAssists: total - a };
    }
  }
  return null;
}
