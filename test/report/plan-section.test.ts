/**
 * A turn written as `activations:` in the report: the orders chart in the data (its bars' exact fractions, worked
 * by hand in test/plan/analyse.test.ts: adaptive 3/8, every fixed order 1/4) and the plan's tree of activations
 * in the markup, every label escaped; a line of steps gets neither.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TURN, reportData, reportOf, scenarioFile, withoutLibraries } from './support.js';


const html = reportOf([scenarioFile(HOSTILE_TURN), fileURLToPath(new URL('../../scenarios/dodge-rush-pickup.yaml', import.meta.url))]);
const own = withoutLibraries(html);

describe('the report of a turn', () => {
  const data = reportData(html);

  it('charts the orders\' values for the turn, and none for a line of steps', () => {
    expect(data.scenarios.map((s) => s.charts.filter((c) => c.kind === 'plan').length)).toEqual([1, 0]);
    const chart = (data.scenarios[0].charts as unknown as { kind: string; spec: { data: { values: { kind: string; order: string; exact: string }[] } } }[])
      .find((c) => c.kind === 'plan');
    expect(chart?.spec.data.values.map((r) => [r.kind, r.exact])).toEqual([
      ['best adaptive plan', '3/8'], ['written order', '1/4'], ['best fixed order', '1/4'], ['fixed order', 'not worked out'],
    ]);
    expect(chart?.spec.data.values[1].order).toBe('written: <img src=x onerror=alert(2)> → b & <i>co</i>');
  });

  it('draws the plan as a tree of activations, escaped, and none for a line of steps', () => {
    expect(own.match(/data-kind="plan-tree"/g)?.length).toBe(1);
    expect(own).toContain('<h3>The plan, activation by activation</h3>');
    const tree = /data-kind="plan-tree">([\s\S]*?)<\/svg>/.exec(own)?.[1] ?? '';
    // Start; a three ways (re-roll left 1/2, none left 1/4, turnover 1/4); b done or turnover; the end of the turn.
    expect(tree.match(/<g transform/g)?.length).toBe(7);
    expect(tree).toContain('Start of the turn');
    expect(tree).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(tree).toContain('b &amp; &lt;i&gt;co&lt;/i&gt;');
    expect(tree).toContain('End the turn');
    expect(own).not.toMatch(/<img|<i>|alert\(1\)<\/script>/);
  });
});
