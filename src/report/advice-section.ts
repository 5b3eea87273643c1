/**
 * The skill advisor's part of the report: the profile's question, the answer in one sentence, the ranked bar
 * chart and the heat map (`charts/advice.ts`), the table of gains with exact fractions, the situations, and the
 * skills that change nothing or were not tried. Every string the profile or its situations wrote is escaped.
 */
import type { Advice } from '../advise/advise.js';
import { answer } from '../advise/answer.js';
import { fractionText } from '../evaluate/fraction.js';
import type { RankedGain } from '../advise/ranking.js';
import { gainCell, leftOut, skillsName, valueText } from '../advise/words.js';
import type { Chart } from '../charts/spec.js';
import { escapeHtml } from '../format/escape.js';
import { labelled } from './cell-label.js';
import { chartId } from './section.js';

/** What an advice section shows. */
export interface AdviceSectionInput {
  /** The anchor ("a1"); chart containers "a1-c0", "a1-c1". */
  readonly id: string;
  readonly advice: Advice;
  readonly charts: readonly Chart[];
  /** The section opens with its details shown (a report of one part); else only its name and answer. */
  readonly open?: boolean;
}

/** The HTML of one advice. */
export function adviceSectionHtml(input: AdviceSectionInput): string {
  const { advice } = input;
  return [
    `<section class="scenario advice" id="${escapeHtml(input.id)}">`,
    `<details class="card"${input.open === true ? ' open' : ''}><summary class="card">`,
    `<h2>${escapeHtml(advice.name)}</h2>`,
    `<p class="meta">${escapeHtml(`${advice.file} · ${advice.edition} · skill advice, exact odds`)}</p>`,
    `<p class="headline">${escapeHtml(answer(advice))}</p>`,
    '</summary>',
    '<h3>Charts</h3>',
    `<div class="charts">${input.charts.map((c, i) => figure(chartId(input.id, i), c)).join('')}</div>`,
    '<h3>The situations</h3>',
    situationsHtml(advice),
    '<h3>The ranking</h3>',
    rankingHtml(advice, advice.ranking.filter((r) => r.changes), false),
    restHtml(advice),
    advice.pairs ? `<h3>Best pairs</h3><p class="legend">The second skill given the first: "second" is what it adds once the player has the first.</p>${rankingHtml(advice, advice.pairs.pairs, true)}` : '',
    `<footer class="run">${escapeHtml(`${advice.run.evaluations} exact evaluations. ${advice.currency === 'perGame' ? "Gains are changes in each situation's worth to the studied player's team, times how often it comes up per game" : "Gains are changes in each situation's goal, weighted by the situations' weights"} (docs/advise.md).`)}</footer>`,
    '</details>',
    '</section>',
  ].join('\n');
}

function figure(id: string, chart: Chart): string {
  return `<figure><div class="chart" id="${escapeHtml(id)}" data-kind="${chart.kind}"></div><figcaption>${escapeHtml(chart.caption)}</figcaption></figure>`;
}

function situationsHtml(advice: Advice): string {
  const head = ['', 'situation', 'file', advice.currency === 'perGame' ? 'per game' : 'weight', advice.currency === 'perGame' ? 'worth' : 'goal', 'value now'];
  const rows = advice.situations.map((s, i) => {
    const goal = Object.entries(advice.currency === 'perGame' ? s.worth : s.goal).map(([m, w]) => (w === 1 ? m : `${w} × ${m}`)).join(' + ');
    const cells = [`S${i + 1}`, s.name, s.entry.file, String(s.entry.weight), goal, `${valueText(s.base, advice.unit)} (${fractionText(s.base)})`];
    return `<tr>${cells.map((c, j) => (j === 0 ? `<th scope="row">${escapeHtml(c)}</th>` : `<td${labelled(head[j])}>${escapeHtml(c)}</td>`)).join('')}</tr>`;
  });
  return `<table class="numbers"><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function rankingHtml(advice: Advice, rows: readonly RankedGain[], pairs: boolean): string {
  const unit = advice.unit === 'pp' ? ' (pp)' : '';
  const head = ['rank', pairs ? 'first + second' : 'skill', ...(pairs ? ['second'] : ['category', 'access']), `gain${unit}`, ...advice.situations.map((_, i) => `S${i + 1}`)];
  const body = rows.map((r) => {
    const lead = pairs ? [gainCell(r.second!, advice.unit, '−')] : [r.skills[0].category, r.skills[0].access];
    const cells = [String(r.rank), skillsName(r.skills), ...lead];
    const gain = `${gainCell(r.gain, advice.unit, '−')}<small>${escapeHtml(fractionText(r.gain))}</small>`;
    const by = r.bySituation.map((g, i) => `<td title="${escapeHtml(fractionText(g))}"${labelled(`${head[cells.length + 1 + i]} · ${advice.situations[i].name}`)}>${escapeHtml(gainCell(g, advice.unit, '−'))}</td>`);
    return `<tr>${cells.map((c, j) => `<td${labelled(head[j])}>${escapeHtml(c)}</td>`).join('')}<td${labelled(head[cells.length])}>${gain}</td>${by.join('')}</tr>`;
  });
  return `<table class="numbers"><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

function restHtml(advice: Advice): string {
  const items: string[] = [];
  const { unchanged, noEffect, unmodelled } = leftOut(advice);
  if (unchanged.length > 0) items.push(`Change nothing in any situation: ${unchanged.join(', ')}.`);
  if (noEffect.length > 0) items.push(`Not tried, no effect on the dice nuffle rolls: ${noEffect.join(', ')}.`);
  if (unmodelled.length > 0) items.push(`Not tried, not modelled yet: ${unmodelled.join(', ')}.`);
  for (const f of advice.failed) items.push(`Could not be tried: ${f.candidate.name} (${f.reason}).`);
  if (advice.skipped.length > 0) items.push(`Already has: ${advice.skipped.join(', ')}.`);
  return items.length === 0 ? '' : `<ul class="legend">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}
