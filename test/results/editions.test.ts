/**
 * Every result names its edition: the JSON (per file, and per variant where `compare:` changes the edition), the
 * terminal table's title, the report's section and every chart title (issue 12).
 */
import { describe, expect, it } from 'vitest';
import { chartsFor } from '../../src/charts/choose.js';
import { scenarioTreeSvg } from '../../src/charts/tree-for.js';
import { formatComparison } from '../../src/compare/table.js';
import { buildReport } from '../../src/report/build.js';
import { editionTitle, resultEditions } from '../../src/results/editions.js';
import { formatTable } from '../../src/results/table.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

const ACROSS = `name: a knock-down in two editions
edition: bb2016
player: { ag: 3 }
opponent: { av: 8, apothecary: true }
steps: [knockdown]
goal: removed
compare:
  LRB6: {}
  Classic: { edition: classic }
`;

const ONE = `name: one edition
edition: classic
player: { ag: 3 }
opponent: { av: 8 }
steps: [knockdown]
`;

function evaluated(text: string) {
  const variants = expandVariants(parseScenarioText('t.yaml', text));
  return { variants, result: evaluateVariants(variants) };
}

const BB2016 = 'bb2016 · Blood Bowl 2016 (LRB6 / CRP)';
const CLASSIC = 'classic · Classic Blood Bowl (the older injury tables and re-roll rulings)';

describe('the edition of a result', () => {
  it('is its id and its title', () => {
    expect([editionTitle('bb2016'), editionTitle('classic'), editionTitle('bb2020')]).toEqual([BB2016, CLASSIC, 'bb2020 · Blood Bowl 2020']);
  });

  it('is in the JSON per variant only where compare: changed it', () => {
    const { result } = evaluated(ACROSS);
    expect(result.edition).toBe('bb2016');
    expect(result.results.map((r) => r.edition)).toEqual([undefined, 'classic']);
    expect(evaluated(ONE).result.results[0]).not.toHaveProperty('edition');
  });

  it('titles the terminal tables, every edition of a comparison named', () => {
    const across = evaluated(ACROSS);
    expect(resultEditions(across.result)).toBe(`${BB2016} / ${CLASSIC}`);
    expect(formatComparison(across.result, across.variants[0].scenario.goal).split('\n')[0]).toBe(`a knock-down in two editions  [${BB2016} / ${CLASSIC}, exact]`);
    const one = evaluated(ONE);
    expect(formatTable(one.variants[0].scenario, one.result).split('\n')[0]).toBe(`one edition  [${CLASSIC}, exact]`);
  });

  it('titles every chart, the tree and the report section', () => {
    const { variants, result } = evaluated(ACROSS);
    const charts = chartsFor(result, { goal: variants[0].scenario.goal, stepLabels: variants.map((v) => v.scenario.steps.map((s) => s.label)) });
    expect(charts.length).toBeGreaterThan(1);
    for (const chart of charts) expect((chart.spec.title as { text: string }).text).toContain(`(${BB2016} / ${CLASSIC})`);
    expect(scenarioTreeSvg(variants[1].scenario, 'Classic')).toContain(`Classic (${CLASSIC})`);
    const html = buildReport([{ file: 't.yaml', text: ACROSS, variants, result }], { date: new Date(0) });
    expect(html).toContain(`t.yaml · ${BB2016} / ${CLASSIC} · `);
  });

  it('draws the classic apothecary\'s healed players as their own part of the outcomes', () => {
    const { variants, result } = evaluated(ACROSS);
    const outcomes = chartsFor(result, { goal: variants[0].scenario.goal, stepLabels: [] }).find((c) => c.kind === 'outcomes');
    const rows = (outcomes?.spec.data as { values: { row: string; outcome: string; value: number }[] }).values;
    // Healed: armour broken 10/36 · a KO or casualty 15/36 · the apothecary's 2+ 5/6 = 750/7776.
    const healed = rows.filter((r) => r.outcome === 'healed by the apothecary');
    expect(healed.map((r) => r.row)).toEqual(['Classic']);
    expect(healed[0].value).toBeCloseTo(750 / 7776, 12);
  });
});
