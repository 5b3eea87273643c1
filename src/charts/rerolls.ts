/** The re-roll curve: the goal's metric against the team re-rolls the coach may spend, one line per variant. */
import type { Comparison } from '../compare/grid.js';
import { pointWords } from '../compare/words.js';
import type { ScenarioResult } from '../results/types.js';
import { focusPoint } from './data.js';
import type { Chart } from './spec.js';
import { CONFIG } from './theme.js';
import { PERCENT_AXIS, PERCENT_TOOLTIP } from '../format/d3.js';

/** True when some pair has a curve worth drawing (two or more re-roll counts). */
export function hasRerollCurve(result: ScenarioResult): boolean {
  return result.results.some((r) => r.byRerolls.length > 1);
}

/** The re-roll curve of every variant at the middle of the sweep. */
export function rerollsChart(comparison: Comparison, curve: NonNullable<ScenarioResult['rerollCurve']>): Chart {
  const value = `P(${curve.metric})`;
  const axis = curve.leader ? 'team re-rolls available (and the Leader re-roll)' : 'team re-rolls available';
  const point = focusPoint(comparison);
  const rows = comparison.variants.flatMap((variant, v) =>
    (comparison.at(v, point)?.byRerolls ?? []).map((p, k) => ({ variant, rerolls: k, value: p })),
  );
  const at = pointWords(comparison.points[point]);
  const spec = {
    title: { text: `${value} against team re-rolls available`, subtitle: at },
    width: 360,
    height: 220,
    data: { values: rows },
    mark: { type: 'line', point: { size: 60, filled: true }, strokeWidth: 2.5, tooltip: true },
    encoding: {
      x: { field: 'rerolls', type: 'ordinal', title: axis, axis: { labelAngle: 0 } },
      y: { field: 'value', type: 'quantitative', title: value, axis: { format: PERCENT_AXIS } },
      color: { field: 'variant', type: 'nominal', title: 'Variant', sort: comparison.variants },
      tooltip: [{ field: 'variant' }, { field: 'rerolls', title: 'Team re-rolls' }, { field: 'value', title: value, format: PERCENT_TOOLTIP }],
    },
    config: CONFIG,
  };
  return { kind: 'rerolls', caption: `What each extra team re-roll is worth${at ? ` (${at})` : ''}.`, spec };
}
