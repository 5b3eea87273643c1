import { describe, expect, it } from 'vitest';
import { chartsFor } from '../../src/charts/choose.js';
import { contactOutcomes } from '../../src/charts/outcomes.js';
import type { Chart } from '../../src/charts/spec.js';
import { renderSvg } from '../../src/charts/svg.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

function chartsOf(text: string): Chart[] {
  const variants = expandVariants(parseScenarioText('t.yaml', text));
  const result = evaluateVariants(variants);
  return chartsFor(result, { goal: variants[0].scenario.goal, stepLabels: variants.map((v) => v.scenario.steps.map((s) => s.label)) });
}

type Row = Record<string, unknown>;
const rowsOf = (chart: Chart) => (chart.spec.data as { values: Row[] }).values;
const r = (x: unknown) => Math.round(Number(x) * 1e9) / 1e9;

const CLAWS = `name: Claws or Mighty Blow
player: { ag: 3+ }
opponent: { av: 9+ }
steps: [knockdown]
goal: cas
compare:
  Claws: { player.skills: [Claws] }
  Mighty Blow: { player.skills: [Mighty Blow] }
sweep:
  opponent.av: [8+, 9+, 10+]
`;

describe('charts from results', () => {
  it('picks bars, lines and stacked outcomes for variants over one swept value', () => {
    expect(chartsOf(CLAWS).map((c) => c.kind)).toEqual(['bars', 'lines', 'outcomes']);
  });

  it('puts the goal metric of every pair in the bars, by variant and swept value', () => {
    const bars = chartsOf(CLAWS)[0];
    const rows = rowsOf(bars);
    expect(rows.length).toBe(6);
    // Claws against 9+: armour breaks on 8+ (15/36), casualty on 10+ (6/36): 90/1296.
    const claws9 = rows.find((row) => row.variant === 'Claws' && row.x0 === '9+');
    expect(r(claws9?.value)).toBe(r(90 / 1296));
    // Mighty Blow against 9+: natural 9+ (10/36) and injury 9+ with the +1 (10/36), or natural 8 (5/36) with
    // the +1 on armour and injury 10+ (6/36): (100 + 30) / 1296.
    const mb9 = rows.find((row) => row.variant === 'Mighty Blow' && row.x0 === '9+');
    expect(r(mb9?.value)).toBe(r(130 / 1296));
    expect(bars.spec.encoding).toMatchObject({ x: { field: 'x0', sort: ['8+', '9+', '10+'] }, xOffset: { field: 'variant' } });
  });

  it('stacks the outcomes of each pair to 100%', () => {
    const outcomes = chartsOf(CLAWS)[2];
    const rows = rowsOf(outcomes);
    const byBar = new Map<unknown, number>();
    for (const row of rows) byBar.set(row.row, (byBar.get(row.row) ?? 0) + Number(row.value));
    expect(byBar.size).toBe(6);
    for (const total of byBar.values()) expect(r(total)).toBe(1);
    // A knock-down step always knocks the target down.
    expect(rows.filter((row) => row.outcome === 'not knocked down').every((row) => row.value === 0)).toBe(true);
  });

  it('splits a contact line into disjoint outcomes', () => {
    const parts = contactOutcomes({ knockdown: 0.9, armourBroken: 0.5, stunned: 0.2, ko: 0.1, cas: 0.2, dead: 0.05 });
    expect(parts.map(([, p]) => r(p))).toEqual([0.1, 0.4, 0.2, 0.1, 0.15, 0.05]);
  });

  it('draws the re-roll curve from byRerolls and a heat map for two swept values', () => {
    const text = `name: r\nrerolls: 2\nplayer: { ag: 3+ }\nsteps: [dodge, rush]\nsweep:\n  player.ag: [2+, 3+]\n  steps.0.dodge.marked: [0, 1]\n`;
    const charts = chartsOf(text);
    expect(charts.map((c) => c.kind)).toEqual(['bars', 'heatmap', 'outcomes', 'rerolls']);
    const curve = rowsOf(charts[3]);
    // The middle of the 2 × 2 grid is its second point: AG 2+, marked 1 → dodge 3+ (2/3), rush 2+ (5/6).
    // No re-roll: 2/3 * 5/6 = 10/18. One: the dodge passes (2/3) and the rush has the re-roll (5/6 + 1/6 * 5/6
    // = 35/36), or the dodge fails, is re-rolled and passes (1/3 * 2/3) and the rush has none (5/6).
    expect(curve.map((row) => row.rerolls)).toEqual([0, 1, 2]);
    expect(r(curve[0].value)).toBe(r(10 / 18));
    expect(r(curve[1].value)).toBe(r((2 / 3) * (35 / 36) + (1 / 3) * (2 / 3) * (5 / 6)));
    const heat = rowsOf(charts[1]);
    expect(heat.map((row) => [row.x0, row.x1])).toEqual([['2+', '0'], ['2+', '1'], ['3+', '0'], ['3+', '1']]);
  });

  it('renders a chart to SVG in Node with one bar per pair', async () => {
    const svg = await renderSvg(chartsOf(CLAWS)[0].spec);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('P(casualty) by variant');
    expect(svg.match(/aria-roledescription="bar"/g)?.length).toBe(6);
  });
});
