/**
 * Block dice: the five faces, how many dice strength gives and who chooses, and the pool as a small number.
 * Sources: bb2020.md "Block" (faces 1 Player Down, 1 Both Down, 2 Push Back, 1 Stumble, 1 POW; equal strength
 * 1 die, stronger 2, more than double 3, weaker 2 or 3 and the defender chooses).
 */

/** Block die faces; the two Push Back faces are one face of weight 2. */
export const Face = { PlayerDown: 0, BothDown: 1, PushBack: 2, Stumble: 3, Pow: 4 } as const;
export type Face = (typeof Face)[keyof typeof Face];

/** Sides of the block die showing each face (bb2020.md "Block": two Push Back sides). */
export const FACE_WEIGHTS: readonly number[] = [1, 1, 2, 1, 1];
export const FACE_NAMES: readonly string[] = ['Player Down', 'Both Down', 'Push Back', 'Stumble', 'POW'];

/** Block dice for the two strengths, assists included: positive when the attacker chooses, negative otherwise. */
export function blockDiceFor(attacker: number, defender: number): number {
  if (attacker === defender) return 1;
  if (attacker > defender) return attacker > 2 * defender ? 3 : 2;
  return defender > 2 * attacker ? -3 : -2;
}

/**
 * A die of the pool: its face and whether it has been re-rolled (or may no longer be), `face * 2 + locked`.
 * A pool is its dice codes sorted in decreasing order, read as the digits of one number.
 */
export function dieCode(face: number, locked: boolean): number {
  return face * 2 + (locked ? 1 : 0);
}
export const faceOf = (code: number): number => code >> 1;
export const isLocked = (code: number): boolean => (code & 1) === 1;

export function encodePool(codes: readonly number[]): number {
  return [...codes].sort((a, b) => b - a).reduce((n, c) => n * 10 + c, 0);
}

export function decodePool(pool: number, count: number): number[] {
  const codes: number[] = [];
  let rest = pool;
  for (let i = 0; i < count; i++) {
    codes.push(rest % 10);
    rest = Math.floor(rest / 10);
  }
  return codes.reverse();
}

/** One way the pool can fall: the faces (a multiset) and how many of the 6^n ordered rolls give it. */
export interface PoolRoll {
  readonly faces: readonly number[];
  readonly weight: number;
}

const ROLLS = new Map<number, PoolRoll[]>();

/** Every multiset of `count` faces with its integer weight out of 6^count (1 die: 5, 2 dice: 15, 3 dice: 35). */
export function poolRolls(count: number): readonly PoolRoll[] {
  const known = ROLLS.get(count);
  if (known) return known;
  const byKey = new Map<string, PoolRoll>();
  const visit = (faces: number[], weight: number) => {
    if (faces.length === count) {
      const sorted = [...faces].sort((a, b) => b - a);
      const key = sorted.join(',');
      const seen = byKey.get(key);
      byKey.set(key, { faces: sorted, weight: (seen?.weight ?? 0) + weight });
      return;
    }
    FACE_WEIGHTS.forEach((w, face) => visit([...faces, face], weight * w));
  };
  visit([], 1);
  const rolls = [...byKey.values()];
  ROLLS.set(count, rolls);
  return rolls;
}
