/**
 * A metric's value as text: a probability as a percentage, an expected count (team re-rolls spent, opponents
 * removed …) as a plain number. Each output picks its precision (`TABLE`, `HEADLINE`, `VERIFY`); the rounding
 * is JavaScript's `toFixed`, so every output rounds alike.
 */
import { isProbability, type MetricName } from '../model/metrics.js';

/** A whole number with thousands separated: "1,000,000" (its one home is `vocabulary/numbers.ts`, below `log/`). */
export { wholeNumber } from '../vocabulary/numbers.js';

/** Decimals shown: of a percentage, and of a count. */
export interface Precision {
  readonly percent: number;
  readonly count: number;
}

/** Terminal tables and the report's tables of numbers: "27.78%", "0.278". */
export const TABLE: Precision = { percent: 2, count: 3 };
/** Sentences (headlines, the choices' reach): "27.8%", "0.28". */
export const HEADLINE: Precision = { percent: 1, count: 2 };
/** A table's exact column where the fraction runs too long (`isLongFraction`): "≈ 27.77778%", "≈ 0.277778". */
export const PRECISE: Precision = { percent: 5, count: 6 };
/** `nuffle verify`, which compares close values: "27.778%", "0.2778". */
export const VERIFY: Precision = { percent: 3, count: 4 };

/** True when `metric` is the probability of an event (false for the expected counts, `isProbability`). */
export function isProbabilityMetric(metric: string): boolean {
  return isProbability(metric as MetricName);
}

/** A probability as a percentage: `percent(0.27778)` is "27.78%". */
export function percent(p: number, digits = TABLE.percent): string {
  return `${(100 * p).toFixed(digits)}%`;
}

/** An expected count: `count(0.27778)` is "0.278". */
export function count(value: number, digits = TABLE.count): string {
  return value.toFixed(digits);
}

/** A metric's value, a percentage or a count by the metric's kind. */
export function metricValue(metric: string, value: number, precision: Precision = TABLE): string {
  return isProbabilityMetric(metric) ? percent(value, precision.percent) : count(value, precision.count);
}
