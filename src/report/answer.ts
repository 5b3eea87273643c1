/**
 * The answer to one scenario text as the browser page shows it, updated on every edit: the headline, what was
 * asked, the numbers (success, turnover and every other metric, each with its exact fraction), the goal by team
 * re-rolls, where the line ends step by step, and the choices of the best play. The report's own pieces
 * (`section.ts`'s headline, `numbers-html.ts`, `choices-html.ts`, `words.ts`), the charts as specs and a slot for
 * the trees (`trees.ts`, drawn after the numbers); nothing here reads a file, so it runs in a Web Worker.
 */
import { chartsFor } from '../charts/choose.js';
import { focusPoint } from '../charts/data.js';
import type { Chart } from '../charts/spec.js';
import { comparisonColumns } from '../compare/columns.js';
import { comparisonOf, pointLabel } from '../compare/grid.js';
import { headline } from '../compare/headline.js';
import { metricWords } from '../compare/words.js';
import { headlineMetric } from '../evaluate/goal.js';
import { escapeHtml } from '../format/escape.js';
import { metricValue } from '../format/numbers.js';
import { resultEditions } from '../results/editions.js';
import type { ScenarioResult, VariantResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import type { ParsedFile } from '../scenario/parse.js';
import { choicesHtml } from './choices-html.js';
import { labelled } from './cell-label.js';
import { numbersHtml, opponentsHtml } from './numbers-html.js';
import { describeScenario } from './words.js';
import { asWritten, variantSpec } from './written.js';

/** A text evaluated: its file name, the text, its variants and their result (`evaluateText`). */
export interface AnswerInput {
  readonly file: string;
  readonly text: string;
  readonly variants: readonly ScenarioVariant[];
  readonly result: ScenarioResult;
  /** The text's parse, when the caller has it (`evaluateText`): the text is then not parsed again. */
  readonly parsed?: ParsedFile;
}

/**
 * The answer as the page shows it: the headline sentence, the HTML under it (every string escaped), and the
 * report's charts as vega-lite specs, each drawn into the `.chart` element of the same index (`data-chart`).
 */
export interface Answer {
  readonly headline: string;
  readonly html: string;
  readonly charts: readonly Chart[];
}

/** The page's answer to an evaluated text. */
export function answerHtml(input: AnswerInput): Answer {
  const base = asWritten(input.file, input.text, input.variants, input.parsed);
  const { result } = input;
  const comparison = comparisonOf(result);
  const point = focusPoint(comparison);
  const focus = comparison.variants.flatMap((name, v) => {
    const r = comparison.at(v, point);
    return r ? [{ name: comparison.variants.length > 1 ? name : result.name, result: r, labels: stepLabels(input.variants, r) }] : [];
  });
  const text = headline(result, base.goal);
  const at = pointLabel(comparison.points[point]);
  const charts = chartsFor(result, { goal: base.goal, stepLabels: input.variants.map((v) => v.scenario.steps.map((s) => s.label)) });
  const html = [
    `<p class="headline" data-headline>${escapeHtml(text)}</p>`,
    `<p class="meta">${escapeHtml(`${result.name} · ${resultEditions(result)} · exact odds, best play`)}</p>`,
    `<ul class="asked">${describeScenario(base, variantSpec(input.file, input.text, input.parsed)).map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    '<h3>The numbers</h3>',
    numbersHtml(comparison, comparisonColumns(result, headlineMetric(base.goal)), base.goal),
    chartsHtml(charts),
    // The report's probability trees (`trees.ts`) come in a message of their own, after the numbers.
    '<div class="trees-slot" data-trees></div>',
    at ? `<p class="legend">The tables below are at ${escapeHtml(at)}.</p>` : '',
    rerollsHtml(result, focus),
    stepsHtml(focus),
    opponentsHtml(focus.map((f) => ({ title: f.name, result: f.result }))),
    '<h3>Choices of the best play</h3>',
    focus.map((f) => choicesHtml(f.name, f.result, base.goal)).join(''),
    exactHtml(focus),
  ].join('\n');
  return { headline: text, html, charts };
}

/** The charts' containers, one figure each, in the order of `charts`. */
function chartsHtml(charts: readonly Chart[]): string {
  const figures = charts.map((c, i) =>
    `<figure><div class="chart" data-chart="${i}" data-kind="${escapeHtml(c.kind)}"></div><figcaption>${escapeHtml(c.caption)}</figcaption></figure>`);
  return `<h3>Charts</h3><div class="charts">${figures.join('')}</div>`;
}

/** One variant at the focus point, with its steps' labels. */
interface Focus {
  readonly name: string;
  readonly result: VariantResult;
  readonly labels: readonly string[];
}

function stepLabels(variants: readonly ScenarioVariant[], r: VariantResult): string[] {
  const key = pointLabel(r.params);
  const variant = variants.find((v) => v.variant === r.variant && pointLabel(v.params) === key) ?? variants[0];
  return variant.scenario.steps.map((s) => s.label);
}

/** The goal with k team re-rolls, k = 0..rerolls, one row per variant. */
function rerollsHtml(result: ScenarioResult, focus: readonly Focus[]): string {
  const most = Math.max(...focus.map((f) => f.result.byRerolls.length));
  if (most <= 1) return '';
  const curve = result.rerollCurve ?? { metric: 'success', leader: false };
  const head = `<tr><th></th>${Array.from({ length: most }, (_, k) => `<th>${k}</th>`).join('')}</tr>`;
  const rows = focus.map((f) => `<tr><th scope="row">${escapeHtml(f.name)}</th>${Array.from({ length: most }, (_, k) =>
    `<td${labelled(`${k} team re-roll${k === 1 ? '' : 's'}`)}>${k < f.result.byRerolls.length ? metricValue(curve.metric, f.result.byRerolls[k]) : ''}</td>`).join('')}</tr>`);
  const leader = curve.leader ? ' (and the Leader re-roll on top of each)' : '';
  return `<h3>By team re-rolls</h3><p class="legend">${escapeHtml(`${metricWords(curve.metric)} with 0, 1, … team re-rolls${leader}.`)}</p>` +
    `<table class="numbers rerolls"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The step-by-step table's columns, its headings and each cell's `data-label`. */
const STEP_COLUMNS = ['Step', 'Ends the line here', 'Still going after it'] as const;

/** Step by step: the chance the line ends at each step, the chance it is still going after it, the riskiest marked. */
function stepsHtml(focus: readonly Focus[]): string {
  const tables = focus.map((f) => {
    const ends = f.result.failureByStep;
    const riskiest = ends.reduce((best, p, i) => (p > ends[best] ? i : best), 0);
    let going = 1;
    const rows = ends.map((p, i) => {
      going -= p;
      const mark = i === riskiest && p > 0 ? ' class="risky"' : '';
      const [step, ends, after] = STEP_COLUMNS.map(labelled);
      return `<tr${mark}><td${step}>${i + 1}. ${escapeHtml(f.labels[i] ?? `step ${i + 1}`)}</td><td${ends}>${metricValue('success', p)}</td><td${after}>${metricValue('success', Math.max(0, going))}</td></tr>`;
    });
    const title = focus.length > 1 ? `<h4>${escapeHtml(f.name)}</h4>` : '';
    return `${title}<table class="numbers steps"><thead><tr>${STEP_COLUMNS.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  });
  return `<h3>Step by step</h3><p class="legend">Where the line ends under the best play; the riskiest step is marked.</p>${tables.join('')}`;
}

/** Every metric with its exact fraction, folded away until asked for. */
function exactHtml(focus: readonly Focus[]): string {
  const parts = focus.map((f) => {
    const rows = Object.entries(f.result.fractions).map(([m, fraction]) =>
      `<tr><th scope="row">${escapeHtml(metricWords(m))}</th><td${labelled('Chance')}>${metricValue(m, f.result.metrics[m])}</td><td class="fraction"${labelled('Exact')} data-metric="${escapeHtml(m)}">${escapeHtml(fraction)}</td></tr>`);
    const title = focus.length > 1 ? `<h4>${escapeHtml(f.name)}</h4>` : '';
    return `${title}<table class="numbers exact" data-variant="${escapeHtml(f.result.variant)}"><tbody>${rows.join('')}</tbody></table>`;
  });
  return `<details class="exact"><summary>Every metric, exact</summary>${parts.join('')}</details>`;
}


/**
 * Two lines side by side, as the compare table shows two variants: the pinned line and the current one (each at
 * its first result), every metric with its exact fraction, the best of each column highlighted and the other's
 * difference in percentage points. The current line's goal ranks the columns.
 */
export function sideBySideHtml(pinned: AnswerInput, current: AnswerInput): string {
  const goal = asWritten(current.file, current.text, current.variants, current.parsed).goal;
  const row = (label: string, input: AnswerInput) => ({ ...input.result.results[0], variant: label, params: {} });
  const names = [`pinned: ${pinned.result.name}`, `now: ${current.result.name}`];
  if (names[0] === names[1]) names[0] += ' (pinned)';
  const result: ScenarioResult = { ...current.result, results: [row(names[0], pinned), row(names[1], current)] };
  const comparison = comparisonOf(result);
  return '<h3>Side by side</h3>' + numbersHtml(comparison, comparisonColumns(result, headlineMetric(goal)), goal);
}
