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
export function scatterLandings(times: number): readonly Landing[] {
  if (!Number.isInteger(times) || times < 0) throw new RangeError(`scatter times must be a whole number ≥ 0, not ${times}`);
  // Asked for every pass and bomb state the explorer meets: counted once per number of scatters.
  let known = landingsByTimes.get(times);
  if (known === undefined) landingsByTimes.set(times, (known = Object.freeze(countLandings(times))));
  return known;
}
const landingsByTimes = new Map<number, readonly Landing[]>();

function countLandings(times: number): Landing[] {
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

/**
 * How a ball that landed in an empty square then bounces (one more D8, seed 001 "Scatter"; bb2020.md "Catch": a
 * ball that scattered, deviated or bounced is caught at −1). Only a bounce into the receiver's square reaches them.
 */
const BOUNCE_DIRECTIONS = SCATTER_DIRECTIONS.length;

/** A chance of reaching a square, as whole numbers: `ways` out of `of`. */
export interface Reach {
  readonly ways: number;
  readonly of: number;
}

/**
 * The chance that a ball which lands on one of `landings` (each with its number of ways, out of `of`) ends in the
 * square at (`dx`, `dy`): it lands there, or it lands in one of the eight squares around it and bounces in (1 of
 * the 8 directions). Every other square is taken to be empty (no other player catches it or stops it).
 */
export function reachWithBounce(landings: readonly Landing[], of: number, dx: number, dy: number): Reach {
  let ways = 0;
  for (const l of landings) {
    const away = Math.max(Math.abs(l.dx - dx), Math.abs(l.dy - dy));
    if (away === 0) ways += BOUNCE_DIRECTIONS * l.sequences;
    else if (away === 1) ways += l.sequences;
  }
  return { ways, of: of * BOUNCE_DIRECTIONS };
}

/** Where an inaccurate pass lands: three scatters from the target square (the receiver's). */
export const INACCURATE_SCATTERS = 3;

/** The chance an inaccurate pass reaches the receiver standing on its target square (three scatters, then a bounce). */
export function inaccurateReach(): Reach {
  return reachWithBounce(scatterLandings(INACCURATE_SCATTERS), 8 ** INACCURATE_SCATTERS, 0, 0);
}

/** The most squares a deviation goes (a D6). */
export const DEVIATION_DISTANCE = 6;

/**
 * Where a deviating ball lands (a wildly inaccurate pass, from the thrower's square): a D8 direction and a D6 of
 * squares in a straight line (bb2020.md "Pass"); 48 ways, one per direction and distance.
 */
export function deviationLandings(): Landing[] {
  const landings: Landing[] = [];
  for (const [dx, dy] of SCATTER_DIRECTIONS) {
    for (let d = 1; d <= DEVIATION_DISTANCE; d++) landings.push({ dx: dx * d, dy: dy * d, sequences: 1 });
  }
  return landings;
}

/** The chance a deviating ball reaches a receiver at (`dx`, `dy`) from the thrower (it lands there or bounces in). */
export function deviationReach(dx: number, dy: number): Reach {
  return reachWithBounce(deviationLandings(), SCATTER_DIRECTIONS.length * DEVIATION_DISTANCE, dx, dy);
}

/**
 * The chance an inaccurate pass reaches the receiver on its target square when each of its three scatter dice may be
 * re-rolled once, as it is rolled (Blast It!: FFB `StepMissedPass` asks after each scatter, "This only re-rolls this
 * scatter. You will be prompted again for remaining scatters"): after each die the coach keeps it or rolls it again,
 * whichever reaches the receiver more often — landing on them, or next to them and bouncing in (1 in 8). Exact:
 * each stage's value is a whole number over its own denominator, 64 times the next one's (a die, and its re-roll),
 * so the chance is out of 8 × 64³ = 2²¹.
 */
export function inaccurateReachWithRerolls(): Reach {
  const directions = SCATTER_DIRECTIONS.length;
  // Worth of the ball where the third scatter left it, out of 8: 8 on the receiver's square, 1 next to it.
  const landed = (x: number, y: number) => {
    const away = Math.max(Math.abs(x), Math.abs(y));
    return away === 0 ? BOUNCE_DIRECTIONS : away === 1 ? 1 : 0;
  };
  // Worth before die `k` is rolled with the ball at (x, y), out of 8 × 64^(3 − k).
  const before = (k: number, x: number, y: number): number => {
    if (k === INACCURATE_SCATTERS) return landed(x, y);
    const after = SCATTER_DIRECTIONS.map(([ddx, ddy]) => before(k + 1, x + ddx, y + ddy));
    const rerolled = after.reduce((sum, w) => sum + w, 0);
    // Keep the die (its worth, over 8 × the next stage's denominator) or roll it again (the mean of all eight).
    return after.reduce((sum, kept) => sum + Math.max(directions * kept, rerolled), 0);
  };
  return { ways: before(0, 0, 0), of: BOUNCE_DIRECTIONS * (directions * directions) ** INACCURATE_SCATTERS };
}
