/**
 * Uncertainty of a Monte Carlo estimate. For a probability seen k times in n trials: the Wilson score interval
 * (E. B. Wilson, 1927), which stays inside [0, 1] and behaves at k = 0 and k = n, unlike p̂ ± z·SE:
 *
 *   centre = (p̂ + z²/2n) / (1 + z²/n),   half = z / (1 + z²/n) · √(p̂(1 − p̂)/n + z²/4n²).
 *
 * For a count bounded by 0..R (team re-rolls used) the same interval on mean / R, scaled back by R: by the
 * Bhatia–Davis inequality the count's variance is at most R²·p(1 − p) with p = mean / R, so this interval is at
 * least as wide as a normal one would be.
 */

/** z of a two-sided 95% interval: Φ⁻¹(0.975). */
export const Z95 = 1.959963984540054;

/** z of the interval `nuffle verify` checks the exact value against (4.5 standard errors). */
export const Z_VERIFY = 4.5;

/** A closed interval [lo, hi]. */
export type Interval = readonly [lo: number, hi: number];

/** Wilson interval of `successes` out of `n` (successes may be fractional: see `boundedInterval`). */
export function wilsonInterval(successes: number, n: number, z = Z95): Interval {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt(Math.max(0, (p * (1 - p)) / n + z2 / (4 * n * n)));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Interval of the mean of a quantity in 0..`bound` with sum `sum` over `n` trials (a probability: bound 1). */
export function boundedInterval(sum: number, n: number, bound: number, z = Z95): Interval {
  if (bound === 0) return [0, 0];
  const [lo, hi] = wilsonInterval(sum / bound, n, z);
  return [lo * bound, hi * bound];
}

/**
 * Trials that bring the Wilson half-width down to `halfWidth` for every probability: the half-width is largest
 * at p̂ = ½, where it is z / (2√(n + z²)), so n = z²/4h² − z².
 */
export function samplesForHalfWidth(halfWidth: number, z = Z95): number {
  if (!(halfWidth > 0 && halfWidth < 0.5)) throw new RangeError(`precision ${halfWidth} is not between 0 and 0.5`);
  return Math.max(1, Math.ceil((z * z) / (4 * halfWidth * halfWidth) - z * z));
}
