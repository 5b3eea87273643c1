/** One scenario file's part of the report: the question, the answer, the charts, the numbers and the choices. */
import type { Chart } from '../charts/spec.js';
import { focusPoint } from '../charts/data.js';
import { headlineMetric } from '../evaluate/goal.js';
import { comparisonColumns } from '../compare/columns.js';
import { comparisonOf, pointLabel } from '../compare/grid.js';
import { headline } from '../compare/headline.js';
import type { ChoiceLimit } from '../results/decisions.js';
import { resultEditions } from '../results/editions.js';
import type { ScenarioResult } from '../results/types.js';
import type { Scenario } from '../scenario/types.js';
import { choicesHtml } from './choices-html.js';
import { escapeHtml } from '../format/escape.js';
import { numbersHtml, opponentsHtml } from './numbers-html.js';
import { treesHtml, type ScenarioTrees } from './trees.js';
import { describeScenario, type VariantSpec } from './words.js';

/** Everything a section shows, computed beforehand. */
export interface SectionInput {
  /** The section's anchor ("s1"); chart containers are "s1-c0", "s1-c1", … */
  readonly id: string;
  readonly file: string;
  readonly text: string;
  readonly base: Scenario;
  readonly spec: VariantSpec;
  readonly result: ScenarioResult;
  readonly charts: readonly Chart[];
  /** Probability trees (`trees.ts`): the line's per variant and, for a turn written as `activations:`, its plan's. */
  readonly trees: ScenarioTrees;
  readonly version: string;
  /** Choices listed per variant (default `DEFAULT_CHOICE_LIMIT`). */
  readonly choices?: ChoiceLimit;
  /** The section opens with its details shown (a report of one scenario); else only its name and answer. */
  readonly open?: boolean;
}

/** The container id of a section's chart. */
export function chartId(section: string, index: number): string {
  return `${section}-c${index}`;
}

/** The HTML of one scenario file's section. */
export function sectionHtml(input: SectionInput): string {
  const { result } = input;
  return [
    `<section class="scenario" id="${escapeHtml(input.id)}">`,
    `<details class="card"${input.open === true ? ' open' : ''}><summary class="card">`,
    `<h2>${escapeHtml(result.name)}</h2>`,
    `<p class="meta">${escapeHtml(`${input.file} · ${resultEditions(result)} · ${methodWords(result)}`)}</p>`,
    `<p class="headline">${escapeHtml(headline(result, input.base.goal))}</p>`,
    '</summary>',
    askedHtml(input),
    '<h3>Charts</h3>',
    `<div class="charts">${input.charts.map((c, i) => figureHtml(chartId(input.id, i), c)).join('')}</div>`,
    treesHtml(input.trees),
    '<h3>The numbers</h3>',
    // The numbers fit the card; on a narrow screen they scroll inside it, never past it.
    '<div class="numbers-fit">',
    numbersHtml(comparisonOf(result), comparisonColumns(result, headlineMetric(input.base.goal)), input.base.goal),
    '</div>',
    `<div class="numbers-fit">${opponentsSection(input)}</div>`,
    `<div class="numbers-fit">${choicesSection(input)}</div>`,
    `<footer class="run">${escapeHtml(runWords(input))}</footer>`,
    '</details>',
    '</section>',
  ].join('\n');
}

function askedHtml(input: SectionInput): string {
  const lines = describeScenario(input.base, input.spec).map((l) => `<li>${escapeHtml(l)}</li>`).join('');
  return `<div class="asked"><h3>What was asked</h3><ul>${lines}</ul>` +
    `<details><summary>The scenario file</summary><pre class="yaml">${escapeHtml(input.text)}</pre></details></div>`;
}

function figureHtml(id: string, chart: Chart): string {
  return `<figure><div class="chart" id="${escapeHtml(id)}" data-kind="${chart.kind}"></div><figcaption>${escapeHtml(chart.caption)}</figcaption></figure>`;
}

/** Each opponent's fate at the focus point, per variant. */
function opponentsSection(input: SectionInput): string {
  const comparison = comparisonOf(input.result);
  const point = focusPoint(comparison);
  const parts = comparison.variants.flatMap((name, v) => {
    const result = comparison.at(v, point);
    return result ? [{ title: comparison.variants.length > 1 ? name : input.result.name, result }] : [];
  });
  return opponentsHtml(parts);
}

function choicesSection(input: SectionInput): string {
  if (input.result.method !== 'exact') {
    return '<h3>Choices of the best play</h3><p>Monte Carlo runs follow the best play without listing it; evaluate with --method exact to see it.</p>';
  }
  const comparison = comparisonOf(input.result);
  const point = focusPoint(comparison);
  const at = pointLabel(comparison.points[point]);
  const parts = comparison.variants.map((name, v) => {
    const r = comparison.at(v, point);
    return r ? choicesHtml(comparison.variants.length > 1 ? name : 'Best play', r, input.base.goal, input.choices) : '';
  });
  const note = at ? `<p class="legend">At ${escapeHtml(at)}.</p>` : '';
  return `<h3>Choices of the best play</h3>${note}${parts.join('')}`;
}

function methodWords(result: ScenarioResult): string {
  if (result.method === 'exact') return 'exact odds';
  return `Monte Carlo, ${result.samples ?? '?'} trials per variant, seed ${result.seed ?? '?'}`;
}

function runWords(input: SectionInput): string {
  const r = input.result;
  const seed = r.method === 'exact' ? 'none (exact odds involve no dice rolled)' : String(r.seed ?? 'unknown');
  const goal = headlineMetric(input.base.goal);
  const reason = r.reason ? ` (${r.reason})` : '';
  return `Method: ${r.method}${reason}. Seed: ${seed}. Goal metric: ${goal}. Evaluations: ${r.results.length}. nuffle ${input.version}.`;
}
