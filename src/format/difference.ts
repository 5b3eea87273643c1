/**
 * The gap between a value and the best of its column: in percentage points for probabilities ("+1.25 pp"), in
 * plain units for counts ("-0.125"). Differences below rounding noise read as level.
 */
import { isProbabilityMetric, TABLE, type Precision } from './numbers.js';

/** Below this (in pp, or in units for counts) two values are level: the noise of adding doubles. */
const LEVEL = 5e-13;

/** How a difference is written: its minus sign ("-" in a terminal, "−" in HTML), and its decimals. */
export interface DifferenceStyle {
  readonly minus?: string;
  readonly precision?: Precision;
}

/** `value − best` in the metric's unit: percentage points for probabilities, units for counts. */
export function differenceOf(metric: string, value: number, best: number): number {
  return isProbabilityMetric(metric) ? 100 * (value - best) : value - best;
}

/** True when `value` and `best` differ by less than rounding noise. */
export function isLevel(metric: string, value: number, best: number): boolean {
  return Math.abs(differenceOf(metric, value, best)) < LEVEL;
}

/** "+1.25 pp", "-0.125"; `null` when the two are level (`isLevel`). */
export function difference(metric: string, value: number, best: number, style: DifferenceStyle = {}): string | null {
  if (isLevel(metric, value, best)) return null;
  const delta = differenceOf(metric, value, best);
  const { minus = '-', precision = TABLE } = style;
  const probability = isProbabilityMetric(metric);
  const size = Math.abs(delta).toFixed(probability ? precision.percent : precision.count);
  return `${delta > 0 ? '+' : minus}${size}${probability ? ' pp' : ''}`;
}
