/**
 * The advisor's arithmetic and ranking on fractions worked by hand: weights read as the decimals written, the
 * weighted mean, shared ranks in catalogue order, and the skills that change nothing last.
 */
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/advise/candidates.js';
import { fraction, fractionText, fromDecimal, weightedMean } from '../../src/evaluate/fraction.js';
import { gainOf, rank } from '../../src/advise/ranking.js';
import type { SkillName } from '../../src/vocabulary/index.js';

/** A candidate; the ranking reads no name, so placeholders ('A', 'B') stand in for skill names. */
const skill = (name: string, order: number): Candidate => ({ name: name as SkillName, category: 'General', access: 'primary', status: 'modelled', reason: null, order });
const f = (n: number, d: number) => fraction(BigInt(n), BigInt(d));

describe('weights and means', () => {
  it('reads a weight as the decimal written', () => {
    expect(fractionText(fromDecimal(0.3))).toBe('3/10');
    expect(fractionText(fromDecimal(2.5))).toBe('5/2');
    expect(fractionText(fromDecimal(3))).toBe('3');
    expect(fractionText(fromDecimal(1e-7))).toBe('1/10000000');
    expect(fractionText(fromDecimal(-0.5))).toBe('-1/2');
  });

  it('takes Σ w × g / Σ w', () => {
    // (0.5 × 1/2 + 1.5 × 1/6) / 2 = (1/4 + 1/4) / 2 = 1/4
    expect(fractionText(weightedMean([f(1, 2), f(1, 6)], [fromDecimal(0.5), fromDecimal(1.5)]))).toBe('1/4');
  });
});

describe('the ranking', () => {
  // Two situations of equal relative weight: each counts weight / Σ weights = 1/2 (`weightsOf`).
  const weights = [f(1, 2), f(1, 2)];
  const base = [f(1, 2), f(1, 3)];
  const gain = (name: string, order: number, values: [number, number][]) => gainOf([skill(name, order)], values.map(([n, d]) => f(n, d)), base, weights);

  it('shares a rank between equal gains, keeps catalogue order, and puts the unchanged last', () => {
    const ranked = rank([
      gain('A', 0, [[1, 2], [1, 3]]), // changes nothing: gains 0 and 0
      gain('B', 1, [[2, 3], [1, 3]]), // gains 1/6 and 0: overall 1/12
      gain('C', 2, [[1, 2], [1, 2]]), // 0 and 1/6: 1/12, level with B
      gain('D', 3, [[1, 3], [1, 3]]), // -1/6 and 0: -1/12; it changes something, so it ranks above the unchanged
      gain('E', 4, [[3, 4], [1, 2]]), // 1/4 and 1/6: (1/4 + 1/6) / 2 = 5/24
    ]);
    expect(ranked.map((r) => [r.skills[0].name, r.rank, fractionText(r.gain)])).toEqual([
      ['E', 1, '5/24'], ['B', 2, '1/12'], ['C', 2, '1/12'], ['D', 4, '-1/12'], ['A', 5, '0'],
    ]);
    expect(ranked.map((r) => r.changes)).toEqual([true, true, true, true, false]);
  });
});
