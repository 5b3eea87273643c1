/**
 * Pass, by hand. Sources: bb2020.md "Pass" (PA test; Quick 0, Short -1, Long -2, Bomb -3; accurate on natural 6 or
 * modified >= PA; fumble on natural 1; wildly inaccurate at modified <= 1); bb2016.md "Pass" (7 - AG; Quick +1,
 * Short 0, Long -1, Bomb -2; fumble on natural 1 or modified <= 1; Safe Throw); seed 001 Pass, Accurate,
 * Cannoneer, Safe Pass, Nerves of Steel.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, line, success } from '../helpers.js';

const thrown = (player: string, step: string, edition = 'bb2020') => success(line({ player, steps: [step], edition }));

describe('pass (bb2020)', () => {
  it('PA 4+ quick pass: 4+ = 1/2', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: quick }')).toBe('1/2'));
  it('PA 4+ short pass: -1, 5+ = 1/3', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: short }')).toBe('1/3'));
  it('PA 4+ long pass: -2, only a 6 = 1/6', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: long }')).toBe('1/6'));
  it('a natural 6 is accurate even on a long bomb with marks', () => {
    expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: bomb, marked: 2 }')).toBe('1/6');
  });
  it('Accurate +1 on a short pass: 4+', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Accurate] }', 'pass: { range: short }')).toBe('1/2'));
  it('Accurate does nothing on a long pass', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Accurate] }', 'pass: { range: long }')).toBe('1/6'));
  it('Cannoneer +1 on a long pass: 5+', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Cannoneer] }', 'pass: { range: long }')).toBe('1/3'));
  it('marks -1 each; Nerves of Steel ignores them', () => {
    expect(thrown('{ ag: 3+, pa: 3+ }', 'pass: { range: quick, marked: 1 }')).toBe('1/2');
    expect(thrown('{ ag: 3+, pa: 3+, skills: [Nerves of Steel] }', 'pass: { range: quick, marked: 1 }')).toBe('2/3');
  });
  it('Very Sunny -1', () => expect(thrown('{ ag: 3+, pa: 3+ }', 'pass: { range: quick, sunny: true }')).toBe('1/2'));
  it('a PA of "-" never passes accurately', () => expect(thrown("{ ag: 3+, pa: '-' }", 'pass: { range: quick }')).toBe('0'));
  it('the Pass skill re-rolls: 1 - (1/2)^2 = 3/4', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Pass] }', 'pass: { range: quick }')).toBe('3/4'));
  it('Safe Pass: a fumble (natural 1) keeps the ball, no turnover; inaccurate (2, 3) still loses it', () => {
    const plain = evaluate(line({ player: '{ ag: 3+, pa: 4+ }', steps: ['pass: { range: quick }'] }));
    const safe = evaluate(line({ player: '{ ag: 3+, pa: 4+, skills: [Safe Pass] }', steps: ['pass: { range: quick }'] }));
    expect(plain.fractions.turnover).toBe('1/2');
    expect(safe.fractions.turnover).toBe('1/3');
    expect(safe.fractions.success).toBe('1/2');
  });
});

describe('pass (bb2016)', () => {
  it('AG 3 short pass: 7 - 3 = 4+', () => expect(thrown('{ ag: 3 }', 'pass: { range: short }', 'bb2016')).toBe('1/2'));
  it('AG 3 quick pass +1: 3+', () => expect(thrown('{ ag: 3 }', 'pass: { range: quick }', 'bb2016')).toBe('2/3'));
  it('AG 3 long bomb -2: only a 6', () => expect(thrown('{ ag: 3 }', 'pass: { range: bomb }', 'bb2016')).toBe('1/6'));
  it('Strong Arm +1 on a long pass: AG 3 long needs 5+ → 4+', () => {
    expect(thrown('{ ag: 3, skills: [Strong Arm] }', 'pass: { range: long }', 'bb2016')).toBe('1/2');
  });
  it('Safe Throw keeps a modified fumble but not a natural 1: long bomb by AG 3', () => {
    // -2: natural 1 fumbles (turnover); 2 → 0 and 3 → 1 are modified fumbles (kept with Safe Throw);
    // 4 and 5 inaccurate (turnover); 6 accurate. Turnover = 1/6 + 2/6 = 1/2; without Safe Throw 5/6.
    const plain = evaluate(line({ player: '{ ag: 3 }', steps: ['pass: { range: bomb }'], edition: 'bb2016' }));
    const safe = evaluate(line({ player: '{ ag: 3, skills: [Safe Throw] }', steps: ['pass: { range: bomb }'], edition: 'bb2016' }));
    expect(plain.fractions.turnover).toBe('5/6');
    expect(safe.fractions.turnover).toBe('1/2');
  });
});
