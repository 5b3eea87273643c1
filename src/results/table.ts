/** A readable table of a scenario's result for the terminal: percentages, fractions, the re-roll curve. */
import { notTheBestPlay } from '../format/policy.js';
import { plusMinus } from '../format/interval.js';
import { fittedTable, wrapLine, wrapPieces } from '../format/fit.js';
import { exactColumn } from '../format/fraction.js';
import { metricValue, percent, PRECISE, wholeNumber } from '../format/numbers.js';
import { OPPONENT_METRICS } from '../model/metrics.js';
import { planLines } from '../plan/table.js';
import type { Scenario } from '../scenario/types.js';
import { branchWord } from '../vocabulary/index.js';
import { resultEditions } from './editions.js';
import { noEffectLines } from './no-effect.js';
import { decisionMatters, firstChoices, mergeFaces, moreChoicesWords, type ChoiceLimit } from './decisions.js';
import type { ScenarioResult, VariantResult } from './types.js';

function metricRows(result: VariantResult, wide: boolean): string[][] {
  return Object.entries(result.metrics).map(([name, value]) => [
    name,
    metricValue(name, value),
    result.ci95 ? intervalText(name, result.ci95[name]) : exactCell(name, value, result.fractions[name], wide),
  ]);
}

/** The exact column: the fraction, or — past `TABLE_FRACTION_DIGITS`, unless `wide` — the value to more places. */
function exactCell(name: string, value: number, fraction: string | undefined, wide: boolean): string {
  if (fraction === undefined) return '';
  return exactColumn(fraction, () => metricValue(name, value, PRECISE), wide);
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
  /** Everything whole (`--wide`): every exact fraction, however long. */
  readonly wide?: boolean;
}

/**
 * "  steps: A → B → C", broken between steps so that no line is wider than `width` (a step label longer than the
 * line stays whole); the lines after the first start under the first label.
 */
export function stepsLines(labels: readonly string[], width?: number): string[] {
  return wrapPieces('  steps: ', labels.map((label, i) => (i < labels.length - 1 ? `${label} →` : label)), width);
}

/**
 * The steps' labels, a branch's steps in brackets after its step: "Gaze → (otherwise: Dodge) → Pick-up",
 * "Dodge → (if followed: Dodge) → Rush".
 */
export function branchLabels(scenario: Pick<Scenario, 'steps' | 'branches'>): string[] {
  const labels = scenario.steps.map((s) => s.label);
  for (const b of scenario.branches ?? []) {
    labels[b.start] = `(${branchWord(b.mode)}: ${labels[b.start]}`;
    labels[b.end - 1] = `${labels[b.end - 1]})`;
  }
  return labels;
}

/** Under a table whose exact column shows a value to more places: why, and how to see the fraction. */
const LONG_FRACTIONS = '    ≈ the exact fraction runs past 9 digits: --wide prints it, --json keeps it';

/** Under a sampled turn: the plan (orders, decisions) is solved by the exact method only (`plan/analyse.ts`). */
const PLAN_EXACT_ONLY = '  plan: the orders are solved by the exact method only (nuffle plan FILE, or --method exact)';

/** The terminal table of a file with a single result (or its variants one after another). */
export function formatTable(scenario: Scenario, result: ScenarioResult, options: TableOptions = {}): string {
  const lines: string[] = [];
  // Sentences wrap at spaces to the width; the tables are fitted to it by columns (`fittedTable`).
  const say = (...texts: string[]) => { for (const text of texts) lines.push(...wrapLine(text, options.width)); };
  say(`${result.name}  [${resultEditions(result)}, ${result.method}]`);
  lines.push(...stepsLines(branchLabels(scenario), options.width));
  const method = methodLine(result);
  if (method) say(method);
  const curveOf = result.rerollCurve ?? { metric: 'success', leader: scenario.leader };
  for (const variant of result.results) {
    if (result.results.length > 1) say(`  variant ${variant.variant}`);
    if (variant.samples !== undefined && variant.samples !== result.samples) say(`    ${wholeNumber(variant.samples)} samples done`);
    const header = ['metric', 'value', variant.ci95 ? '95% CI' : 'exact'];
    const rows = metricRows(variant, options.wide === true);
    lines.push(...fittedTable([header, ...rows], { width: options.width, indent: 4, gap: 2 }));
    if (rows.some((row) => row[2].startsWith('≈'))) say(LONG_FRACTIONS);
    if (variant.opponents && Object.keys(variant.opponents).length > 1) {
      lines.push(...fittedTable(opponentRows(variant.opponents), { width: options.width, indent: 4, gap: 2 }));
    }
    if (variant.byRerolls.length > 1) {
      const curve = variant.byRerolls.map((p, k) => `${k}: ${metricValue(curveOf.metric, p)}`).join('   ');
      say(`    ${curveOf.metric} with k team re-rolls${curveOf.leader ? ' and the Leader re-roll' : ''}   ${curve}`);
    }
    const spent = mergeFaces(variant.decisions.filter((d) => d.by === 'coach' && decisionMatters(d)));
    if (spent.length > 0) {
      lines.push('    choices:');
      const { shown, more } = firstChoices(spent, options.choices);
      for (const d of shown) {
        say(`      step ${d.step}: ${d.at}, ${d.rerollsLeft} team re-roll(s) left → ${d.choice} (reached ${percent(d.reach)})`);
      }
      if (more > 0) say(`      … ${moreChoicesWords(more)}`);
    }
    if (variant.plan !== undefined) lines.push(...planLines(variant.plan, { wide: options.wide === true }));
  }
  if (scenario.activations !== undefined && result.method !== 'exact') say(PLAN_EXACT_ONLY);
  // Once under the result, whatever the variants (`no-effect.ts`).
  for (const line of noEffectLines(result)) say(`  ${line}`);
  return lines.join('\n');
}
