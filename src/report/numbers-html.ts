/**
 * The report's table of numbers: the same blocks as the terminal table (`compare/blocks.ts`), each cell the
 * percentage with its exact fraction (or its 95% interval for Monte Carlo), the best per column highlighted and
 * the others' difference in percentage points.
 */
import { rankDirection, rankedBestIndex } from '../compare/best.js';
import { blocksOf } from '../compare/blocks.js';
import type { Columns } from '../compare/columns.js';
import type { Comparison } from '../compare/grid.js';
import { metricWords } from '../compare/words.js';
import type { VariantResult } from '../results/types.js';
import { difference } from '../format/difference.js';
import { escapeHtml } from '../format/escape.js';
import { columnGroups } from '../format/fit.js';
import { isLongFraction } from '../format/fraction.js';
import { intervalRange } from '../format/interval.js';
import { metricValue as show } from '../format/numbers.js';
import { OPPONENT_METRICS } from '../model/metrics.js';
import { labelled } from './cell-label.js';
import type { Goal } from '../scenario/types.js';

/**
 * The tables of numbers of a comparison, with the shown columns. Only columns whose better way is clear are
 * ranked (`rankDirection`: the goal's metrics, success, turnovers …); the harm done to the opponent is not.
 */
export function numbersHtml(comparison: Comparison, columns: Columns, goal: Goal): string {
  const metrics = columns.shown;
  const all = blocksOf(comparison);
  // Too many columns for the card: tables of as many as fit, the variant column repeated in each (as the terminal's).
  const groups = columnGroups(cardWidths(metrics, all.flatMap((b) => b.rows)), CARD_PX, 0, 0).map((g) => g.slice(1).map((c) => c - 1));
  const blocks = all.map((block) => {
    const best = metrics.map((m) => rankedBestIndex(m, block.rows.map((r) => r.result.metrics[m]), goal));
    const tables = groups.map((group) => {
      const head = `<tr><th></th>${group.map((c) => `<th title="${escapeHtml(metrics[c])}">${escapeHtml(metricWords(metrics[c]))}</th>`).join('')}</tr>`;
      const rows = block.rows.map((row, r) => {
        const cells = group.map((c) => cellHtml(metrics[c], row.result, r === best[c], best[c] < 0 ? null : block.rows[best[c]].result.metrics[metrics[c]]));
        return `<tr><th scope="row">${escapeHtml(row.label)}</th>${cells.join('')}</tr>`;
      });
      return `<table class="numbers"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
    });
    const title = block.title ? `<h4>${escapeHtml(block.title)}</h4>` : '';
    return `${title}${tables.join('')}`;
  });
  const legend = comparison.variants.length > 1 || comparison.points.length > 1 ? legendHtml(metrics, goal) : '';
  const sampled = comparison.points.some((_, p) => comparison.variants.some((__, v) => comparison.at(v, p)?.ci95 !== undefined));
  const noise = sampled ? '<p class="legend">Monte Carlo: each value comes with its 95% interval; a difference smaller than the intervals may be noise.</p>' : '';
  const constant = columns.constant.length === 0 ? ''
    : `<p class="legend">The same in every row: ${escapeHtml(columns.constant.map((c) => `${metricWords(c.metric)} ${show(c.metric, c.value)}`).join(', '))}.</p>`;
  return blocks.join('') + legend + noise + constant;
}

/**
 * The width of a scenario card's numbers (px), and the width each column's cells take (px, estimated from their
 * text: the percentage and its difference each on a line of 13 px and 12 px type, a short fraction in 11.5 px,
 * the header's words wrapping): the report splits its tables by these, so a card at 1400 px never overflows.
 */
const CARD_PX = 1040;
// Per character, for a wide sans (DejaVu Sans, Chromium's default on Debian: digits 0.64 em, bold a little more).
const PX = { value: 9, diff: 7.8, fraction: 7.4, label: 8.4, padding: 16, header: 86, labelMax: 220 } as const;

function cardWidths(metrics: readonly string[], rows: readonly { readonly label: string; readonly result: VariantResult }[]): number[] {
  const label = Math.min(PX.labelMax, Math.max(...rows.map((r) => r.label.length)) * PX.label) + PX.padding;
  return [label, ...metrics.map((m) => PX.padding + Math.max(PX.header, ...rows.map(({ result }) => {
    const fraction = result.fractions[m];
    return Math.max(
      show(m, result.metrics[m]).length * PX.value,
      '−13.89 pp'.length * PX.diff,
      fraction && !isLongFraction(fraction) ? fraction.length * PX.fraction : 0,
    );
  })))];
}

/** What the highlight means, and which columns are left unranked (and why). */
function legendHtml(metrics: readonly string[], goal: Goal): string {
  const unranked = metrics.filter((m) => rankDirection(m, goal) === null).map(metricWords);
  const why = unranked.length === 0 ? ''
    : ` Not ranked: ${unranked.join(', ')} — whether more of these is better depends on what the coach is after; ranked are the goal's metrics and those better one way for every coach (more success; fewer turnovers, players down, re-rolls spent and send-offs).`;
  return `<p class="legend">Highlighted: the best in its column. Other cells show their difference from it in percentage points (pp).${escapeHtml(why)}</p>`;
}

function cellHtml(metric: string, result: VariantResult, isBest: boolean, best: number | null): string {
  const value = result.metrics[metric];
  const exact = result.fractions[metric];
  const interval = result.ci95?.[metric];
  const detail = exact ? exact : interval ? `95%: ${intervalRange(metric, interval)}` : '';
  const diff = best !== null && !isBest ? ` <span class="diff">${difference(metric, value, best, { minus: '−' }) ?? 'level'}</span>` : '';
  const cls = isBest ? ' class="best"' : '';
  return `<td${cls}${labelled(metricWords(metric))}>${show(metric, value)}${diff}${exact ? exactHtml(exact) : detail ? `<small>${escapeHtml(detail)}</small>` : ''}</td>`;
}

/**
 * A cell's exact fraction under its percentage; one past `TABLE_FRACTION_DIGITS` (a whole turn's 20 digits) is one
 * click away instead, so the table stays as wide as its percentages (the JSON keeps every fraction).
 */
function exactHtml(fraction: string): string {
  if (!isLongFraction(fraction)) return `<small>${escapeHtml(fraction)}</small>`;
  return `<details class="exact"><summary>exact</summary><small>${escapeHtml(fraction)}</small></details>`;
}

/**
 * Each opponent's own fate, one table per variant (shown when a line hits more than one opponent): the share of
 * lines in which that opponent was knocked down, had its armour broken, …, with the exact fraction.
 */
export function opponentsHtml(parts: readonly { readonly title: string; readonly result: VariantResult }[]): string {
  const tables = parts.flatMap(({ title, result }) => {
    const opponents = Object.entries(result.opponents ?? {});
    if (opponents.length < 2) return [];
    const shown = OPPONENT_METRICS.filter((m) => opponents.some(([, fate]) => m in fate));
    const head = `<tr><th></th>${shown.map((m) => `<th>${escapeHtml(metricWords(m))}</th>`).join('')}</tr>`;
    const rows = opponents.map(([id, fate]) => {
      const cells = shown.map((m) => {
        const exact = result.opponentFractions?.[id]?.[m];
        return `<td${labelled(metricWords(m))}>${show(m, fate[m] ?? 0)}${exact ? exactHtml(exact) : ''}</td>`;
      });
      return `<tr><th scope="row">${escapeHtml(id)}</th>${cells.join('')}</tr>`;
    });
    return [`<h4>${escapeHtml(title)}</h4><table class="numbers opponents"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`];
  });
  return tables.length === 0 ? '' : `<h3>Each opponent</h3>${tables.join('')}`;
}
