/**
 * The answer in a sentence: "Mighty Blow gives 10.0% casualties against AV 9+, Claws 6.9%: take Mighty Blow."
 * Read at the middle of the sweep (`focusPoint`), followed by which variant leads across the sweep.
 */
import type { ScenarioResult } from '../results/types.js';
import type { Goal } from '../scenario/types.js';
import { headlineMetric } from '../evaluate/goal.js';
import { bestIndex, direction } from './best.js';
import { comparisonOf, valueLabel, type Comparison } from './grid.js';
import { metricNoun, metricTitle, pathWords, pointWords } from './words.js';
import { exactlyAfter } from '../format/fraction.js';
import { HEADLINE, metricValue } from '../format/numbers.js';
import { notTheBestPlay } from '../format/policy.js';

/** The answer of a file's results in one or two sentences. */
export function headline(result: ScenarioResult, goal: Goal): string {
  const comparison = comparisonOf(result);
  const metric = headlineMetric(goal);
  const fallback = notTheBestPlay(result.policy);
  const caveat = fallback !== null ? ` Sampled with ${fallback}: the best play does at least as well.` : '';
  if (comparison.variants.length > 1) return [verdict(comparison, metric), acrossSweep(comparison, metric)].filter(Boolean).join(' ') + caveat;
  if (comparison.points.length > 1) return alongSweep(comparison, metric) + caveat;
  const only = result.results[0];
  if (fallback !== null) return `${metricTitle(metric)} is at least ${show(metric, only.metrics[metric])} — ${fallback}.`;
  return `${metricTitle(metric)} is ${show(metric, only.metrics[metric])}${exactlyAfter(only.fractions[metric])}.`;
}

/** The middle of the grid (the same point the single-point charts use). */
function focus(comparison: Comparison): number {
  return Math.floor((comparison.points.length - 1) / 2);
}

/** A value in a sentence: "27.8%", "0.28". */
function show(metric: string, value: number): string {
  return metricValue(metric, value, HEADLINE);
}

function verdict(comparison: Comparison, metric: string): string {
  const point = focus(comparison);
  const rows = comparison.variants
    .map((name, v) => ({ name, value: comparison.at(v, point)?.metrics[metric] }))
    .filter((r): r is { name: string; value: number } => r.value !== undefined)
    .sort((a, b) => direction(metric) * (b.value - a.value));
  const where = pointWords(comparison.points[point]);
  const [first, ...rest] = rows;
  const others = rest.map((r) => `${r.name} ${show(metric, r.value)}`).join(', ');
  const level = rest.length > 0 && Math.abs(rest[0].value - first.value) <= 1e-12;
  const advice = level ? `${first.name} and ${rest[0].name} are level` : `take ${first.name}`;
  return `${first.name} gives ${show(metric, first.value)} ${metricNoun(metric)}${where ? ` ${where}` : ''}, ${others}: ${advice}.`;
}

/** Which variant leads at each point of the sweep ("Mighty Blow and Both" where they are level). */
function acrossSweep(comparison: Comparison, metric: string): string {
  if (comparison.points.length < 2) return '';
  const leaders = new Map<string, string[]>();
  comparison.points.forEach((params, p) => {
    const values = comparison.variants.map((_, v) => comparison.at(v, p)?.metrics[metric] ?? Number.NaN);
    const name = leadersAt(comparison.variants, values, metric);
    leaders.set(name, [...(leaders.get(name) ?? []), Object.values(params).map(valueLabel).join(' / ')]);
  });
  const axis = comparison.axes.map(pathWords).join(' / ');
  if (leaders.size === 1) {
    const [[name, at]] = leaders;
    const span = comparison.axes.length === 1 ? `${axis} ${at[0]} to ${at[at.length - 1]}` : `all ${at.length} points`;
    return `${name} ${name.includes(' and ') ? 'lead' : 'leads'} everywhere in the sweep (${span}).`;
  }
  const parts = [...leaders].map(([name, at]) => `${name} at ${at.join(', ')}`);
  return `Best by ${axis}: ${parts.join('; ')}.`;
}

/** The best variant's name, or the level leaders' names joined ("Mighty Blow and Both"). */
function leadersAt(variants: readonly string[], values: readonly number[], metric: string): string {
  const best = bestIndex(metric, values);
  if (best < 0) return 'all level';
  const level = variants.filter((_, v) => Math.abs(values[v] - values[best]) <= 1e-12);
  return level.length === 1 ? level[0] : `${level.slice(0, -1).join(', ')} and ${level[level.length - 1]}`;
}

function alongSweep(comparison: Comparison, metric: string): string {
  const parts = comparison.points.map((params, p) => `${show(metric, comparison.at(0, p)?.metrics[metric] ?? Number.NaN)} ${pointWords(params)}`);
  return `${metricTitle(metric)}: ${parts.join(', ')}.`;
}
