/**
 * What opponents do to a mover, worked by hand (seed 001 Tentacles, Shadowing): D6 + their ST (MA) − the mover's
 * ≥ 6, a natural 6 always, a natural 1 never. Tentacles holds before the dodge (the line stops, no turnover);
 * Shadowing follows after a passed dodge and changes no die (the metric `shadowed`).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';

const dodge = (options: string, player = '{ ag: 3+, st: 3, ma: 7 }') => evaluate(line({ player, steps: [`dodge: { ${options} }`] }));

describe('opponents around a mover', () => {
  it('Tentacles ST 4 against ST 3 holds on 5+ (1/3): the line stops before the dodge', () => {
    const result = dodge('tentacles: { st: 4 }');
    expect(result.fractions.success).toBe('4/9'); // 2/3 free · dodge 3+ 2/3
    expect(result.fractions.turnover).toBe('2/9'); // 2/3 · 1/3
    expect(result.failureByStep[0]).toBeCloseTo(5 / 9, 12); // held 1/3 + fell 2/9
  });
  it('Tentacles ST 1 against ST 3 still holds on a natural 6', () => {
    expect(dodge('tentacles: { st: 1 }').fractions.success).toBe('5/9'); // 5/6 · 2/3
  });
  it('Shadowing MA 6 against MA 7 follows only on a natural 6, after a passed dodge', () => {
    const result = dodge('shadowing: { ma: 6 }');
    expect(result.fractions.success).toBe('2/3');
    expect(result.fractions.shadowed).toBe('1/9'); // 2/3 · 1/6
  });
  it('Shadowing MA 8 against MA 6 follows on 4+', () => {
    expect(dodge('shadowing: { ma: 8 }', '{ ag: 3+, ma: 6 }').fractions.shadowed).toBe('1/3'); // 2/3 · 1/2
  });
  it('Shadowing needs the mover’s MA', () => {
    expect(errorOf(line({ player: '{ ag: 3+ }', steps: ['dodge: { shadowing: { ma: 6 } }'] }))).toMatch(/Shadowing reads the mover's MA/);
  });
});
