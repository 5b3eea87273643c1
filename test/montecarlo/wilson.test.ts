import { describe, expect, it } from 'vitest';
import { boundedInterval, samplesForHalfWidth, wilsonInterval, Z95 } from '../../src/montecarlo/wilson.js';

describe('Wilson score interval', () => {
  // Published values: R. G. Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
  // seven methods", Statistics in Medicine 17 (1998), Table II, method 3 (score interval without continuity
  // correction), to four decimals.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i gives [%f, %f] (Newcombe 1998)', (k, n, lo, hi) => {
    const [a, b] = wilsonInterval(k, n);
    expect(a).toBeCloseTo(lo, 4);
    expect(b).toBeCloseTo(hi, 4);
  });

  it('at k = n mirrors k = 0: [n/(n+z²), 1]', () => {
    // n = 20, z² = 3.8414588: 20 / 23.8414588 = 0.838874…
    const [lo, hi] = wilsonInterval(20, 20);
    expect(lo).toBeCloseTo(20 / (20 + Z95 * Z95), 12);
    expect(lo).toBeCloseTo(0.838875, 5);
    expect(hi).toBe(1);
  });

  it('half-width at 4.5 standard errors: 50 of 100 gives 0.5 ± 4.5/(2·√(100 + 20.25))', () => {
    // At p̂ = ½ the half-width is z / (2√(n + z²)) = 4.5 / (2 · √120.25) = 4.5 / 21.9317 = 0.205182…
    const [lo, hi] = wilsonInterval(50, 100, 4.5);
    expect((hi - lo) / 2).toBeCloseTo(0.205182, 5);
    expect((hi + lo) / 2).toBeCloseTo(0.5, 12);
  });

  it('a count in 0..R: the interval of mean / R, scaled by R', () => {
    // 81 re-rolls used over 263 trials with R = 2: mean/R = 40.5/263; scaled back, [2·lo, 2·hi].
    const [lo, hi] = boundedInterval(81, 263, 2);
    const [plo, phi] = wilsonInterval(40.5, 263);
    expect([lo, hi]).toEqual([2 * plo, 2 * phi]);
    expect(boundedInterval(0, 100, 0)).toEqual([0, 0]);
  });

  it('--precision picks n = z²/4h² − z²: 960,361 samples for ±0.001', () => {
    // z² = 3.8414588207; z²/(4·10⁻⁶) = 960,364.7052; minus z² = 960,360.8637 → 960,361.
    const n = samplesForHalfWidth(0.001);
    expect(n).toBe(960_361);
    const half = (k: number, m: number) => (wilsonInterval(k, m)[1] - wilsonInterval(k, m)[0]) / 2;
    expect(half(n / 2, n)).toBeLessThanOrEqual(0.001);
    expect(half((n - 2) / 2, n - 2)).toBeGreaterThan(0.001);
    expect(() => samplesForHalfWidth(0)).toThrow(RangeError);
  });
});
