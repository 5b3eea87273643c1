/**
 * Where a scattering thing lands: the ball of an inaccurate pass, a bomb, a thrown team-mate. Each scatter moves
 * it one square in a direction of the D8 (the eight squares around it, seed 001 "Scatter", bb2020.md "Pass"),
 * and only the square it ends in matters: it flies over the squares between (no catch, no landing on the way).
 * Distances are the offset from the square the scatters start from, `dx` and `dy` in squares.
 */

/** The eight directions of the scatter template (D8 1–8, read left to right, top to bottom). */
export const SCATTER_DIRECTIONS: readonly (readonly [number, number])[] = [
  [-1, -1], [0, -1], [1, -1],
  [-1, 0], [1, 0],
  [-1, 1], [0, 1], [1, 1],
];

/** A landing square and how many of the 8^times D8 sequences end there. */
export interface Landing {
  readonly dx: number;
  readonly dy: number;
  readonly sequences: number;
}

/** Every square `times` scatters can end in, with the number of D8 sequences that end there (they sum to 8^times). */
export function scatterLandings(times: number): Landing[] {
  if (!Number.isInteger(times) || times < 0) throw new RangeError(`scatter times must be a whole number ≥ 0, not ${times}`);
  let counts = new Map<string, number>([['0,0', 1]]);
  for (let i = 0; i < times; i++) {
    const next = new Map<string, number>();
    for (const [key, count] of counts) {
      const [x, y] = key.split(',').map(Number);
      for (const [dx, dy] of SCATTER_DIRECTIONS) {
        const to = `${x + dx},${y + dy}`;
        next.set(to, (next.get(to) ?? 0) + count);
      }
    }
    counts = next;
  }
  return [...counts].map(([key, sequences]) => {
    const [dx, dy] = key.split(',').map(Number);
    return { dx, dy, sequences };
  }).sort((a, b) => a.dy - b.dy || a.dx - b.dx);
}

/** The D8 sequences (out of 8^times) after which the thing is back in the square it scattered from. */
export function sequencesBackToStart(times: number): number {
  return scatterLandings(times).find((l) => l.dx === 0 && l.dy === 0)?.sequences ?? 0;
}
