/**
 * The skill advisor's two charts (`advise/`): the ranked gains as bars, and the gain of each skill in each
 * situation as a heat map. Only the skills that change something are drawn (the others are listed under the
 * charts); gains in percentage points when every goal is a probability, else in points of the goal.
 */
import type { Advice } from '../advise/advise.js';
import { fractionValue } from '../evaluate/fraction.js';
import { skillsName } from '../advise/words.js';
import { GAIN_AXIS, GAIN_TOOLTIP } from '../format/gain.js';
import type { Chart } from './spec.js';
import { CONFIG, PALETTE } from './theme.js';

/** Bars (and heat-map rows) drawn at most: the best this many. */
export const MAX_CHART_SKILLS = 25;

function scale(advice: Advice): number {
  return advice.unit === 'pp' ? 100 : 1;
}

function unitTitle(advice: Advice): string {
  if (advice.unit === 'perGame') return 'expected worth per game';
  return advice.unit === 'pp' ? 'weighted gain (percentage points)' : 'weighted gain (points of the goal)';
}

function drawn(advice: Advice) {
  return advice.ranking.filter((r) => r.changes).slice(0, MAX_CHART_SKILLS);
}

/** The ranked bar chart of the weighted gains, coloured by primary or secondary access. */
export function adviceBarsChart(advice: Advice): Chart {
  const rows = drawn(advice);
  const values = rows.map((r) => ({
    skill: skillsName(r.skills), rank: r.rank, gain: fractionValue(r.gain) * scale(advice), access: r.skills[0].access, category: r.skills[0].category,
  }));
  const order = values.map((v) => v.skill);
  const spec = {
    title: { text: 'Weighted gain of each skill', subtitle: `over ${advice.situations.length} situations, best first` },
    width: 420,
    height: Math.max(60, 20 * values.length),
    data: { values },
    mark: { type: 'bar', cornerRadiusEnd: 2, tooltip: true },
    encoding: {
      y: { field: 'skill', type: 'nominal', title: null, sort: order },
      x: { field: 'gain', type: 'quantitative', title: unitTitle(advice), axis: { format: GAIN_AXIS } },
      color: { field: 'access', type: 'nominal', title: 'Access', scale: { domain: ['primary', 'secondary'], range: [PALETTE[0], PALETTE[1]] } },
      tooltip: [
        { field: 'rank', title: 'Rank' }, { field: 'skill', title: 'Skill' }, { field: 'category', title: 'Category' },
        { field: 'access', title: 'Access' }, { field: 'gain', title: 'Gain', format: GAIN_TOOLTIP },
      ],
    },
    config: CONFIG,
  };
  return { kind: 'bars', caption: advice.unit === 'perGame'
    ? "Each skill's expected worth per game over the situations (one opposing player knocked down = 1); primary and secondary access coloured apart."
    : `Each skill's gain weighted over the situations (${advice.unit === 'pp' ? 'percentage points' : 'points of the goal'}); primary and secondary access coloured apart.`, spec };
}

/** The heat map of each skill's gain in each situation. */
export function adviceHeatmapChart(advice: Advice): Chart {
  const rows = drawn(advice);
  const situations = advice.situations.map((s, i) => `S${i + 1}`);
  const values = rows.flatMap((r) => r.bySituation.map((g, i) => ({
    skill: skillsName(r.skills), situation: situations[i], name: advice.situations[i].name, file: advice.situations[i].entry.file,
    gain: fractionValue(g) * scale(advice),
  })));
  const cell = 44;
  const spec = {
    title: { text: 'Gain of each skill in each situation', subtitle: advice.unit === 'pp' ? 'percentage points' : advice.unit === 'perGame' ? 'points of worth each time it comes up' : 'points of the goal' },
    width: cell * Math.max(1, situations.length),
    height: 20 * Math.max(1, rows.length),
    data: { values },
    encoding: {
      x: { field: 'situation', type: 'ordinal', title: 'Situation', sort: situations, axis: { labelAngle: 0 } },
      y: { field: 'skill', type: 'nominal', title: null, sort: rows.map((r) => skillsName(r.skills)) },
    },
    layer: [
      {
        mark: { type: 'rect', tooltip: true },
        encoding: {
          color: { field: 'gain', type: 'quantitative', title: 'Gain', scale: { scheme: 'blueorange', domainMid: 0 }, legend: { format: GAIN_AXIS, direction: 'horizontal' } },
          tooltip: [{ field: 'skill', title: 'Skill' }, { field: 'name', title: 'Situation' }, { field: 'file', title: 'File' }, { field: 'gain', title: 'Gain', format: GAIN_TOOLTIP }],
        },
      },
      {
        mark: { type: 'text', fontSize: 10 },
        encoding: {
          text: { field: 'gain', type: 'quantitative', format: GAIN_AXIS },
          // Light text on the darker half of the scale.
          color: { condition: { test: `abs(datum.gain) > ${darkFrom(values.map((v) => v.gain))}`, value: 'white' }, value: '#1d2b36' },
        },
      },
    ],
    config: CONFIG,
  };
  return { kind: 'heatmap', caption: 'Each skill\'s gain in each situation (S1, S2, … as listed under the charts).', spec };
}

/** The size of gain past which a cell's colour is dark: half the largest. */
function darkFrom(gains: readonly number[]): number {
  return Math.max(0, ...gains.map(Math.abs)) / 2;
}

/** Both charts of an advice, bars first. */
export function adviceCharts(advice: Advice): Chart[] {
  return [adviceBarsChart(advice), adviceHeatmapChart(advice)];
}
