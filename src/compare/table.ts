/**
 * The terminal table of a comparison: one block per grid point with a row per variant (or, with a single
 * variant, one block with a row per grid point). The best value in each column is marked `*`; every other cell
 * shows its difference from that best, in percentage points for probabilities. The harm done to the opponent
 * (stunned, KO, casualty...) is not ranked unless the goal names it (`rankDirection`): more stunned is not better
 * for a coach after casualties.
 */
import { difference } from '../format/difference.js';
import { fractionAfter } from '../format/fraction.js';
import { halfWidth } from '../format/interval.js';
import { isProbabilityMetric, metricValue, percent } from '../format/numbers.js';
import { fittedTable, wrapLine, wrapPieces } from '../format/fit.js';
import { methodLine } from '../results/table.js';
import { resultEditions } from '../results/editions.js';
import type { ScenarioResult } from '../results/types.js';
import type { Goal } from '../scenario/types.js';
import { headlineMetric } from '../evaluate/goal.js';
import { rankDirection, rankedBestIndex } from './best.js';
import { blocksOf } from './blocks.js';
import { comparisonColumns } from './columns.js';
import { comparisonOf, pointLabel } from './grid.js';
import { planComparisonLines } from '../plan/table.js';

/** What the comparison table shows besides the values. */
export interface ComparisonTableOptions {
  /** Each value's exact fraction after it, "27.78% (5/18)" (exact results only; JSON always has them). */
  readonly fractions?: boolean;
  /**
   * The terminal's width: a block wider than it is split into groups of columns, the variant column repeated in
   * each, and the lists under the table wrap (left out: every row on one line, as for a pipe or `--wide`).
   */
  readonly width?: number;
}

/** The terminal tables of a comparison (see the file header). */
export function formatComparison(result: ScenarioResult, goal: Goal, options: ComparisonTableOptions = {}): string {
  const comparison = comparisonOf(result);
  const goalMetric = headlineMetric(goal);
  const { shown: metrics, constant } = comparisonColumns(result, goalMetric);
  const lines = wrapLine(`${result.name}  [${resultEditions(result)}, ${result.method}]`, options.width);
  const say = (text: string) => lines.push(...wrapLine(text, options.width));
  const method = methodLine(result);
  if (method) say(method);
  const spread = widestHalfWidth(result);
  if (spread !== null) say(`  Monte Carlo: every 95% interval is within ± ${percent(spread)} of its value; smaller differences may be noise`);
  for (const block of blocksOf(comparison)) {
    if (block.title) say(`  ${block.title}`);
    const header = ['', ...metrics.map((m) => (m === goalMetric ? `${m} (goal)` : m))];
    const body: [string, ...Cell[]][] = block.rows.map((row) => [row.label, ...metrics.map(() => ({ shown: '', mark: '' }))]);
    metrics.forEach((metric, c) => {
      const values = block.rows.map((row) => row.result.metrics[metric]);
      const best = rankedBestIndex(metric, values, goal);
      values.forEach((value, r) => {
        const shown = metricValue(metric, value) + (options.fractions ? fractionAfter(block.rows[r].result.fractions[metric]) : '');
        body[r][c + 1] = cell(shown, metric, value, best < 0 ? null : values[best], r === best);
      });
    });
    lines.push(...fittedTable(alignColumns(header, body), { width: options.width, indent: 4, gap: 3, padEnd: (c) => c === 0 }));
  }
  lines.push(...wrapPieces('  ', LEGEND, options.width));
  const unranked = metrics.filter((m) => rankDirection(m, goal) === null);
  const list = (head: string, items: readonly string[]) => wrapPieces(head, items.map((item, i) => (i < items.length - 1 ? `${item},` : item)), options.width, '    ');
  if (unranked.length > 0) lines.push(...list('  not ranked (better or worse by what you are after): ', unranked));
  if (constant.length > 0) lines.push(...list('  the same everywhere: ', constant.map((c) => `${c.metric} ${metricValue(c.metric, c.value)}${options.fractions ? constantFraction(result, c.metric) : ''}`)));
  lines.push(...planComparisonLines(planRows(result)));
  return lines.join('\n');
}

/** A cell: the value as `shown`, then `*` for the best, `=` level with it, or the difference from it. */
function cell(shown: string, metric: string, value: number, best: number | null, isBest: boolean): Cell {
  if (best === null) return { shown, mark: '' };
  if (isBest) return { shown, mark: '*' };
  return { shown, mark: difference(metric, value, best) ?? '=' };
}

/** A value and what follows it: the best's `*`, `=` or the difference from the best ('' in an unranked column). */
interface Cell {
  readonly shown: string;
  readonly mark: string;
}

/**
 * Each metric column as text, the values right-aligned under its header and the marks left-aligned after them, so
 * the numbers of a column line up whatever mark follows them ("9.72% -8.80 pp" over "18.52% *").
 */
function alignColumns(header: readonly string[], body: readonly (readonly [string, ...Cell[]])[]): string[][] {
  const rows = [[...header], ...body.map((row) => [row[0], ...row.slice(1).map(() => '')])];
  for (let c = 1; c < header.length; c++) {
    const cells = body.map((row) => row[c] as Cell);
    const valueWidth = Math.max(header[c].length, ...cells.map((x) => x.shown.length));
    const markWidth = Math.max(...cells.map((x) => x.mark.length));
    const after = (mark: string) => (markWidth === 0 ? '' : ` ${mark.padEnd(markWidth)}`);
    rows[0][c] = `${header[c].padStart(valueWidth)}${after('')}`;
    cells.forEach((x, r) => { rows[r + 1][c] = `${x.shown.padStart(valueWidth)}${after(x.mark)}`; });
  }
  return rows;
}

/** A turn written as `activations:` (exact results): each pair's plan, named by its variant and swept values. */
function planRows(result: ScenarioResult): { label: string; plan: NonNullable<ScenarioResult['results'][number]['plan']> }[] {
  const comparison = comparisonOf(result);
  return comparison.variants.flatMap((name, v) => comparison.points.flatMap((point, p) => {
    const plan = comparison.at(v, p)?.plan;
    const label = [comparison.variants.length > 1 ? name : '', pointLabel(point)].filter(Boolean).join(' · ');
    return plan === undefined ? [] : [{ label, plan }];
  }));
}

/** The fraction of a metric that is the same everywhere (read from the first result). */
function constantFraction(result: ScenarioResult, metric: string): string {
  return fractionAfter(result.results[0].fractions[metric]);
}

/** The legend under every comparison, in pieces that wrap to the width. */
const LEGEND = ['* best in its column, = level with it;', 'other cells show the difference from the best', '(pp = percentage points)'];

/** The widest 95% half-width among the probabilities of a Monte Carlo result (null for an exact one). */
function widestHalfWidth(result: ScenarioResult): number | null {
  let widest: number | null = null;
  for (const variant of result.results) {
    for (const [name, interval] of Object.entries(variant.ci95 ?? {})) {
      if (isProbabilityMetric(name)) widest = Math.max(widest ?? 0, halfWidth(interval));
    }
  }
  return widest;
}
