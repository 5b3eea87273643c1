/**
 * `nuffle verify`: the two methods read one model, so they must agree. Each metric's exact value must lie in the
 * Monte Carlo interval widened to 4.5 standard errors (Wilson, `wilson.ts`) — a bound a correct sampler crosses
 * about once in 150,000 checks, so a failure means the methods disagree, not bad luck.
 */
import { M, type MetricName } from '../model/metrics.js';
import type { Scenario } from '../scenario/types.js';
import { metricInterval } from './intervals.js';
import type { Tally } from './tally.js';
import { Z_VERIFY, type Interval } from './wilson.js';

/** Slack for the exact value's own rounding to a double. */
const ROUNDING = 1e-12;

/** One metric checked: exact value, estimate, interval, verdict. */
export interface MetricCheck {
  readonly exact: number;
  readonly estimate: number;
  /** The 4.5-standard-error interval. */
  readonly interval: Interval;
  readonly ok: boolean;
}

/** Every metric of one variant checked. */
export interface VariantCheck {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly samples: number;
  readonly metrics: Readonly<Record<string, MetricCheck>>;
  readonly ok: boolean;
}

/** What the exact method reports of a variant (the fields of its `VariantResult` a check reads). */
export interface ExactValues {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly metrics: Readonly<Record<string, number>>;
}

/** Checks every metric the exact result reports against the Monte Carlo tally of the same scenario. */
export function checkVariant(scenario: Scenario, exact: ExactValues, tally: Tally): VariantCheck {
  const metrics: Record<string, MetricCheck> = {};
  let ok = true;
  for (const [name, value] of Object.entries(exact.metrics)) {
    const interval = metricInterval(tally, name as MetricName, scenario, Z_VERIFY);
    const check = {
      exact: value,
      estimate: tally.sum[M[name as MetricName]] / tally.samples,
      interval,
      ok: value >= interval[0] - ROUNDING && value <= interval[1] + ROUNDING,
    };
    metrics[name] = check;
    ok &&= check.ok;
  }
  return { variant: exact.variant, params: exact.params, samples: tally.samples, metrics, ok };
}
