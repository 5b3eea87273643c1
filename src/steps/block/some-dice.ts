/**
 * A star's re-roll of any number of the block dice together (Savage Blow, `rules/star-blocks.ts`): the coach picks
 * which of the dice not yet re-rolled go back, they are rolled again at once and locked (a die is never re-rolled
 * twice: seed 000), the others stay as they were (Pro may still take one of them). Sources: stars.md Savage Blow;
 * BBBase Anqi_Panqi ("he may choose to re-roll any number of the Block dice").
 */
import { decodePool, dieCode, encodePool, FACE_NAMES, faceOf, isLocked, poolRolls } from './dice.js';

/**
 * The choices of dice to re-roll from the unlocked faces of a pool: every non-empty sub-multiset, as face lists
 * (largest face first, as pools are kept).
 */
export function diceSubsets(unlocked: readonly number[]): number[][] {
  const counts = new Map<number, number>();
  for (const f of unlocked) counts.set(f, (counts.get(f) ?? 0) + 1);
  let subsets: number[][] = [[]];
  for (const [face, count] of [...counts.entries()].sort((a, b) => b[0] - a[0])) {
    subsets = subsets.flatMap((sub) => Array.from({ length: count + 1 }, (_, k) => [...sub, ...Array<number>(k).fill(face)]));
  }
  return subsets.filter((sub) => sub.length > 0);
}

/** The faces to re-roll as one register: a digit `face + 1` each (face 0 would vanish as a leading zero). */
export function encodeFaces(faces: readonly number[]): number {
  return faces.reduce((n, f) => n * 10 + f + 1, 0);
}

export function decodeFaces(code: number): number[] {
  const faces: number[] = [];
  for (let rest = code; rest > 0; rest = Math.floor(rest / 10)) faces.unshift((rest % 10) - 1);
  return faces;
}

/** "Savage Blow on Both Down, Player Down". */
export function subsetLabel(rule: string, faces: readonly number[]): string {
  return `${rule} on ${faces.map((f) => FACE_NAMES[f]).join(', ')}`;
}

/** The ways the pool `pool` of `count` dice falls once the dice of `faces` are rolled again: the new pool and its weight. */
export function rerollSome(pool: number, count: number, faces: readonly number[]): { pool: number; weight: number; label: string }[] {
  const kept = decodePool(pool, count);
  for (const face of faces) kept.splice(kept.findIndex((c) => faceOf(c) === face && !isLocked(c)), 1);
  return poolRolls(faces.length).map((r) => ({
    pool: encodePool([...kept, ...r.faces.map((f) => dieCode(f, true))]),
    weight: r.weight,
    label: r.faces.map((f) => FACE_NAMES[f]).join(', '),
  }));
}
