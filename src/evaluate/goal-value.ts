/**
 * A situation's (or a turn's order's, `plan/`) value: its goal (a weight per metric, `scenario/normalise.ts`) applied to the exact metrics the
 * evaluator found at the root, Σ weight × metric, exactly. Weights are read as the decimals they were written.
 */
import { M } from '../model/metrics.js';
import type { Goal } from '../scenario/types.js';
import { add, fraction, fromDecimal, multiply, ZERO, type Fraction } from './fraction.js';

/** Exact metrics at a root: numerators over one denominator (`evaluate/rational.ts`). */
export interface ExactMetrics {
  readonly num: readonly bigint[];
  readonly den: bigint;
}

/** Σ weight × metric over the goal's metrics. */
export function goalValue(metrics: ExactMetrics, goal: Goal): Fraction {
  let value = ZERO;
  for (const [name, weight] of Object.entries(goal)) {
    if (!weight) continue;
    const index = M[name as keyof typeof M];
    value = add(value, multiply(fromDecimal(weight), fraction(metrics.num[index], metrics.den)));
  }
  return value;
}
