import { describe, expect, it } from 'vitest';
import { deviationReach, inaccurateReach, scatterLandings, sequencesBackToStart } from '../../src/rules/scatter.js';

describe('scatter', () => {
  it('three scatters end back in the target square on 24 of the 512 D8 sequences (3/64)', () => {
    // By hand: the third scatter must undo the first two, so the first two must sum to one of the 8 directions.
    // After an orthogonal first scatter, e.g. (1,0), four second scatters do: (−1,±1) → (0,±1) and (0,±1) → (1,±1).
    // After a diagonal one, e.g. (1,1), two do: (−1,0) → (0,1) and (0,−1) → (1,0). 4·4 + 4·2 = 24.
    expect(sequencesBackToStart(3)).toBe(24);
  });

  it('one scatter never stays put; two come back on 8 of 64 (each direction undone by its opposite)', () => {
    expect(sequencesBackToStart(1)).toBe(0);
    expect(sequencesBackToStart(2)).toBe(8);
  });

  it('every sequence lands somewhere within `times` squares, and the counts sum to 8^times', () => {
    for (const times of [0, 1, 2, 3]) {
      const landings = scatterLandings(times);
      expect(landings.reduce((sum, l) => sum + l.sequences, 0)).toBe(8 ** times);
      for (const l of landings) expect(Math.max(Math.abs(l.dx), Math.abs(l.dy))).toBeLessThanOrEqual(times);
    }
    // Three scatters reach the corner (3,3) only by three (1,1) scatters.
    expect(scatterLandings(3).find((l) => l.dx === 3 && l.dy === 3)?.sequences).toBe(1);
  });
});

/**
 * A reference enumeration, independent of `scatterLandings`: every sequence of three scatter D8s and one bounce D8
 * (8^4 = 4096), the ball coming down on the receiver's square (then it does not bounce: all 8 bounce faces count)
 * or bouncing into it from where it came down.
 */
function enumeratedInaccurateReach(): number {
  const dirs = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
  let ways = 0;
  for (const a of dirs) for (const b of dirs) for (const c of dirs) for (const bounce of dirs) {
    const x = a[0] + b[0] + c[0];
    const y = a[1] + b[1] + c[1];
    if (x === 0 && y === 0) ways += 1;
    else if (x + bounce[0] === 0 && y + bounce[1] === 0) ways += 1;
  }
  return ways;
}

describe('reaching the receiver', () => {
  it('an inaccurate pass: 24 sequences back on the square, 27 on each of the 8 around it (216), a bounce in 1 of 8', () => {
    const landings = scatterLandings(3);
    const around = landings.filter((l) => Math.max(Math.abs(l.dx), Math.abs(l.dy)) === 1);
    expect(around.map((l) => l.sequences)).toEqual([27, 27, 27, 27, 27, 27, 27, 27]);
    // (8 × 24 + 216) / (512 × 8) = 408/4096 = 51/512.
    expect(inaccurateReach()).toEqual({ ways: 408, of: 4096 });
    expect(enumeratedInaccurateReach()).toBe(408);
  });

  it('a deviation from the thrower (D8 direction, D6 squares), then a bounce', () => {
    // {3, 0}: the deviation of 3 that way (1 of 48, all 8 bounce faces: 8 of 384), or of 2 or 4 that way bouncing
    // in (1 each): 10/384.
    expect(deviationReach(3, 0)).toEqual({ ways: 10, of: 384 });
    // {1, 1}: the diagonal deviation of 1 (8 ways); the landings next to it are (1,0), (0,1), (2,0), (0,2) and (2,2)
    // ((2,1) and (1,2) are on no ray, (0,0) is the thrower): 5, bouncing in 1 each.
    expect(deviationReach(1, 1)).toEqual({ ways: 13, of: 384 });
    // {2, 1}: on no ray; the landings next to it are (1,0), (2,0), (3,0), (1,1) and (2,2): 5, 1 each.
    expect(deviationReach(2, 1)).toEqual({ ways: 5, of: 384 });
    // Out of reach: 8 squares away, more than 6 + 1.
    expect(deviationReach(8, 0)).toEqual({ ways: 0, of: 384 });
  });
});
