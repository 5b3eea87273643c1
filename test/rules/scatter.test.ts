import { describe, expect, it } from 'vitest';
import { scatterLandings, sequencesBackToStart } from '../../src/rules/scatter.js';

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
