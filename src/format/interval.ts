/** A Monte Carlo interval as text: its half-width ("± 0.10%") or its ends ("27.50%–28.06%"). */
import { isProbabilityMetric, metricValue, percent, TABLE, type Precision } from './numbers.js';

/** An interval [lo, hi]. */
export type Interval = readonly [number, number];

/** Half the interval's width. */
export function halfWidth([lo, hi]: Interval): number {
  return (hi - lo) / 2;
}

/** Decimals of a percentage enough that a tight half-width does not read as "± 0.00%". */
function halfWidthDigits(half: number): number {
  return half >= 0.0005 ? 2 : half >= 0.00005 ? 3 : 4;
}

/** "± 0.10%" for a probability, "± 0.004" for a count (a count gets one decimal more), "± 0" for no width. */
export function plusMinus(metric: string, interval: Interval): string {
  const half = halfWidth(interval);
  if (half === 0) return '± 0';
  const digits = halfWidthDigits(half);
  return `± ${isProbabilityMetric(metric) ? percent(half, digits) : half.toFixed(digits + 1)}`;
}

/** "27.50%–28.06%": the interval's ends, each shown as the metric's value. */
export function intervalRange(metric: string, [lo, hi]: Interval, precision: Precision = TABLE): string {
  return `${metricValue(metric, lo, precision)}–${metricValue(metric, hi, precision)}`;
}
