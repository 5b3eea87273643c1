/** The re-roll curve: the goal's metric, with the Leader re-roll said apart from the team's. */
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/run/exact.js';
import { formatTable } from '../../src/results/table.js';
import { scenarioFromText } from '../../src/scenario/load.js';

function curveLine(text: string): string {
  const scenario = scenarioFromText(text);
  const line = formatTable(scenario, evaluateScenario(scenario)).split('\n').find((l) => l.includes('with k team re-rolls'));
  return (line ?? '').replace(/\s+/g, ' ').trim();
}

describe('the re-roll curve', () => {
  it('says when a Leader re-roll comes on top of the k team re-rolls', () => {
    // Two dodges at 4+, 1/2 each (a die is never re-rolled twice). With 0 team re-rolls the Leader's still
    // saves one failure: 1/4 + 2 · (1/2 · 1/2) · 1/2 = 1/2 (without it, 1/4); with 1 team re-roll and the Leader's,
    // each dodge has its own: (3/4)² = 9/16 = 56.25%.
    const text = 'name: d\nrerolls: 1\nleader: true\nplayer: { ag: 4+ }\nsteps: [dodge, dodge]\n';
    expect(curveLine(text)).toBe('success with k team re-rolls and the Leader re-roll 0: 50.00% 1: 56.25%');
    const result = evaluateScenario(scenarioFromText(text));
    expect(result.rerollCurve).toEqual({ metric: 'success', leader: true });
  });

  it("draws the goal's metric when the goal is about another", () => {
    // Rush 2+ (5/6, or 35/36 with a team re-roll), then a knock-down against AV 9+: armour 9+ is 10/36, injury
    // 10+ is 6/36, so P(cas) = 60/1296 = 5/108 after the rush. With 0 re-rolls 5/6 · 5/108 = 25/648 = 3.86%;
    // with 1: 35/36 · 5/108 = 175/3888 = 4.50%.
    const text = 'name: r\nrerolls: 1\nplayer: { ag: 3+, st: 3 }\nopponent: { av: 9+ }\nsteps: [rush, knockdown]\ngoal: cas\n';
    expect(curveLine(text)).toBe('cas with k team re-rolls 0: 3.86% 1: 4.50%');
    const [variant] = evaluateScenario(scenarioFromText(text)).results;
    expect(variant.byRerolls[0]).toBeCloseTo(25 / 648, 12);
    expect(variant.byRerolls[1]).toBeCloseTo(175 / 3888, 12);
  });
});
