/** A readable table of a scenario's result for the terminal: percentages, fractions, the re-roll curve. */
import { notTheBestPlay } from '../format/policy.js';
import { plusMinus } from '../format/interval.js';
import { metricValue, percent, wholeNumber } from '../format/numbers.js';
import { OPPONENT_METRICS } from '../model/metrics.js';
import { planLines } from '../plan/table.js';
import type { Scenario } from '../scenario/types.js';
import { resultEditions } from './editions.js';
import { noEffectLines } from './no-effect.js';
import { decisionMatters, firstChoices, mergeFaces, moreChoicesWords, type ChoiceLimit } from './decisions.js';
import type { ScenarioResult, VariantResult } from './types.js';

function pad(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
}

function metricRows(result: VariantResult): string[][] {
  return Object.entries(result.metrics).map(([name, value]) => [
    name,
    metricValue(name, value),
    result.ci95 ? intervalText(name, result.ci95[name]) : (result.fractions[name] ?? ''),
  ]);
}

/** Each opponent's own fate, one row per opponent (shown when the line hits more than one). */
function opponentRows(opponents: NonNullable<VariantResult['opponents']>): string[][] {
  const shown = OPPONENT_METRICS.filter((name) => Object.values(opponents).some((fate) => name in fate));
  const header = ['each opponent', ...shown];
  return [header, ...Object.entries(opponents).map(([id, fate]) => [id, ...shown.map((name) => percent(fate[name] ?? 0))])];
}

/** A Monte Carlo estimate's 95% half-width: "± 0.10%" ("" when the metric has no interval). */
function intervalText(name: string, interval: readonly [number, number] | undefined): string {
  return interval ? plusMinus(name, interval) : '';
}

/** How the numbers were made, when the method was chosen or sampled: "Monte Carlo: … — 1,000,000 samples, seed 42". */
export function methodLine(result: ScenarioResult): string | null {
  if (result.method !== 'montecarlo') return result.reason ? `  method: ${result.reason}` : null;
  const samples = (result.samples === undefined ? '?' : wholeNumber(result.samples));
  const partial = result.partial ? ' — stopped early: partial results' : '';
  const caveat = notTheBestPlay(result.policy);
  const policy = `${result.policy} policy${caveat === null ? '' : ` (${caveat}: the goal's value is at least this)`}`;
  return `  method: ${result.reason ?? 'Monte Carlo'} — ${samples} samples, seed ${result.seed}, ${policy}${partial}`;
}

/** What the terminal table lists besides the numbers. */
export interface TableOptions {
  /** Choices listed per variant (default `DEFAULT_CHOICE_LIMIT`); those left out are counted under the list. */
  readonly choices?: ChoiceLimit;
  /** The terminal's width: the `steps:` line wraps between steps to fit it (left out: one line, as for a pipe). */
  readonly width?: number;
}

/**
 * "  steps: A → B → C", broken between steps so that no line is wider than `width` (a step label longer than the
 * line stays whole); the lines after the first start under the first label.
 */
export function stepsLines(labels: readonly string[], width?: number): string[] {
  const head = '  steps: ';
  if (width === undefined) return [`${head}${labels.join(' → ')}`];
  const indent = ' '.repeat(head.length);
  const lines: string[] = [];
  let line = head;
  labels.forEach((label, i) => {
    const piece = i < labels.length - 1 ? `${label} →` : label;
    const fits = line.length + piece.length + (line === head || line === indent ? 0 : 1) <= width;
    if (!fits && line !== head && line !== indent) {
      lines.push(line);
      line = indent;
    }
    line += line === head || line === indent ? piece : ` ${piece}`;
  });
  lines.push(line);
  return lines;
}

/** The terminal table of a file with a single result (or its variants one after another). */
export function formatTable(scenario: Scenario, result: ScenarioResult, options: TableOptions = {}): string {
  const lines: string[] = [];
  lines.push(`${result.name}  [${resultEditions(result)}, ${result.method}]`);
  lines.push(...stepsLines(scenario.steps.map((s) => s.label), options.width));
  const method = methodLine(result);
  if (method) lines.push(method);
  const curveOf = result.rerollCurve ?? { metric: 'success', leader: scenario.leader };
  for (const variant of result.results) {
    if (result.results.length > 1) lines.push(`  variant ${variant.variant}`);
    if (variant.samples !== undefined && variant.samples !== result.samples) lines.push(`    ${wholeNumber(variant.samples)} samples done`);
    const header = ['metric', 'value', variant.ci95 ? '95% CI' : 'exact'];
    for (const row of pad([header, ...metricRows(variant)])) lines.push(`    ${row}`);
    if (variant.opponents && Object.keys(variant.opponents).length > 1) {
      for (const row of pad(opponentRows(variant.opponents))) lines.push(`    ${row}`);
    }
    if (variant.byRerolls.length > 1) {
      const curve = variant.byRerolls.map((p, k) => `${k}: ${metricValue(curveOf.metric, p)}`).join('   ');
      lines.push(`    ${curveOf.metric} with k team re-rolls${curveOf.leader ? ' and the Leader re-roll' : ''}   ${curve}`);
    }
    const spent = mergeFaces(variant.decisions.filter((d) => d.by === 'coach' && decisionMatters(d)));
    if (spent.length > 0) {
      lines.push('    choices:');
      const { shown, more } = firstChoices(spent, options.choices);
      for (const d of shown) {
        lines.push(`      step ${d.step}: ${d.at}, ${d.rerollsLeft} team re-roll(s) left → ${d.choice} (reached ${percent(d.reach)})`);
      }
      if (more > 0) lines.push(`      … ${moreChoicesWords(more)}`);
    }
    if (variant.plan !== undefined) lines.push(...planLines(variant.plan));
  }
  // Once under the result, whatever the variants (`no-effect.ts`).
  for (const line of noEffectLines(result)) lines.push(`  ${line}`);
  return lines.join('\n');
}
