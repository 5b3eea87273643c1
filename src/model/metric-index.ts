/** Where each metric sits in a metric vector (`metrics.ts` says what the vectors hold). */
import { METRICS, type MetricName } from '../vocabulary/index.js';

export const M = Object.fromEntries(METRICS.map((name, i) => [name, i])) as Record<MetricName, number>;
