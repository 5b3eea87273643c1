/**
 * What opponents do to a mover, worked by hand (seed 001 Tentacles, Shadowing): D6 + their ST (MA) − the mover's
 * ≥ 6, a natural 6 always, a natural 1 never. Tentacles holds before the dodge (the line stops, no turnover);
 * Shadowing follows after a passed dodge and changes no die (the metric `shadowed`).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const dodge = (options: string, player = '{ ag: 3+, st: 3, ma: 7 }') => evaluate(line({ player, steps: [`dodge: { ${options} }`] }));

describe('opponents around a mover', () => {
  it('Tentacles ST 4 against ST 3 holds on 5+ (1/3): the line stops before the dodge', () => {
    const result = dodge('tentacles: { st: 4 }');
    expect(result.fractions.success).toBe('4/9'); // 2/3 free · dodge 3+ 2/3
    expect(result.fractions.turnover).toBe('2/9'); // 2/3 · 1/3
    expect(result.failureByStep[0]).toBeCloseTo(5 / 9, 12); // held 1/3 + fell 2/9
  });
  it('the hold is the metric held: ST 4 against ST 3, 5+ on the D6 (2/6 = 1/3), no turnover; a jump alike', () => {
    const result = dodge('tentacles: { st: 4 }');
    expect(result.fractions.held).toBe('1/3');
    expect(Object.keys(result.metrics)).toContain('held');
    // A jump over a Prone player (bb2020, AG 3+): Tentacles ST 5 against ST 3 holds on 4+ (3/6), before the jump.
    const jump = evaluate(line({ player: '{ ag: 3+, st: 3 }', steps: ['jump: { tentacles: { st: 5 } }'] }));
    expect(jump.fractions.held).toBe('1/2');
    // Nothing holds a dodge without Tentacles: the metric is not reported.
    expect(Object.keys(dodge('shadowing: { ma: 6 }').metrics)).not.toContain('held');
  });
  it('the label names Tentacles and Shadowing, which roll dice of their own', () => {
    const text = line({ player: '{ ag: 3+, st: 3, ma: 7 }', steps: ['dodge: { marked: 2, tentacles: { st: 4 }, shadowing: { ma: 6 } }'] });
    expect(scenarioFromText(text, 't.yaml').steps[0].label).toBe('Dodge (marked 2; Tentacles ST 4; Shadowing MA 6)');
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
  it('Arm Bar: a failed dodge rolls the dodger’s armour and injury, +1 where it hurts most (bb2020 AV 9+)', () => {
    // The dodge fails 1/3. Armour 2D6 ≥ 9 breaks on 10/36; Arm Bar's +1 breaks it on an 8 too (5/36) and is then
    // spent; on a natural break it goes on the injury: 2–7 stunned, 8–9 KO, 10+ casualty (bb2020.md).
    //   with +1 on injury: KO on 7–8 (11/36), casualty on 9+ (10/36); without: KO 8–9 (9/36), casualty 10+ (6/36).
    const result = dodge('armBar: true');
    expect(result.fractions.ownArmourBroken).toBe('5/36'); // 1/3 · 15/36
    expect(result.fractions.ownKo).toBe('155/3888'); // 1/3 · (10/36 · 11/36 + 5/36 · 9/36)
    expect(result.fractions.ownCas).toBe('65/1944'); // 1/3 · (10/36 · 10/36 + 5/36 · 6/36)
    expect(result.fractions.turnover).toBe('1/3');
  });
  it('Arm Bar is a bb2020 skill', () => {
    expect(errorOf(line({ edition: 'bb2016', player: '{ ag: 3 }', steps: ['dodge: { armBar: true }'] }))).toMatch(/'Arm Bar' is not a skill of bb2016/);
  });
});
