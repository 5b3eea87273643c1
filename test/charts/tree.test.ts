import { describe, expect, it } from 'vitest';
import { scenarioTree } from '../../src/charts/tree-for.js';
import { treeSvg } from '../../src/charts/tree-svg.js';
import type { TreeNode } from '../../src/charts/tree.js';
import { scenarioFromText } from '../../src/scenario/load.js';

/** "outcome p" for each child, p rounded to 1e-9 so hand fractions compare exactly. */
function children(node: TreeNode): [string, number][] {
  return node.children.map((c) => [c.outcome, Math.round(c.p * 1e9) / 1e9]);
}
const r = (x: number) => Math.round(x * 1e9) / 1e9;

describe('the probability tree', () => {
  it('folds a step into passed, passed after a re-roll, failed', () => {
    // AG 3+ dodge, 3+ to pass: 2/3 first time; the Dodge skill re-rolls the rest: 1/3 * 2/3 = 2/9 more.
    // Every pass leads on with the same team re-rolls (none), so the two read as one branch: 8/9; fails 1/9.
    const tree = scenarioTree(scenarioFromText('name: t\nplayer: { ag: 3+, skills: [Dodge] }\nsteps: [dodge]\n'));
    expect(children(tree)).toEqual([
      ['passed: line complete (some after Dodge re-roll)', r(8 / 9)],
      ['failed: turnover (Dodge re-roll)', r(1 / 9)],
    ]);
  });

  it('keeps apart the branches with and without the team re-roll left', () => {
    // Dodge 3+ then rush 2+, one team re-roll, spent on whichever roll fails first.
    // Dodge: passed 2/3 (re-roll kept); failed, team re-roll, passed 1/3 * 2/3 = 2/9; failed 1/3 * 1/3 = 1/9.
    const tree = scenarioTree(scenarioFromText('name: t\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, rush]\n'));
    expect(children(tree)).toEqual([
      ['passed', r(2 / 3)],
      ['passed (team re-roll)', r(2 / 9)],
      ['failed: turnover (team re-roll)', r(1 / 9)],
    ]);
    const [kept, spent] = tree.children;
    // With the re-roll kept: rush 5/6, after the re-roll 1/6 * 5/6 = 5/36, failed 1/36.
    expect(children(kept)).toEqual([
      ['passed: line complete (some after team re-roll)', r(5 / 6 + 5 / 36)],
      ['failed: turnover (team re-roll)', r(1 / 36)],
    ]);
    // Without it: rush 5/6 or not.
    expect(children(spent)).toEqual([['passed: line complete', r(5 / 6)], ['failed: turnover', r(1 / 6)]]);
    expect(r(spent.children[0].reach)).toBe(r((2 / 9) * (5 / 6)));
    expect(kept.step).toBe('Dodge');
    expect(kept.children[0].step).toBe('Rush');
  });

  it('says what became of the target at the end of a contact line', () => {
    // A knock-down of an AV 9+ opponent: armour 2D6 >= 9 breaks, 10/36; held 26/36.
    const text = 'name: t\nplayer: { ag: 3+ }\nopponent: { av: 9+ }\nsteps: [knockdown]\n';
    const tree = scenarioTree(scenarioFromText(text));
    const held = tree.children.find((c) => c.outcome.includes('armour held'));
    expect(held?.outcome).toBe('line complete — target down, armour held');
    expect(r(held?.p ?? 0)).toBe(r(26 / 36));
    expect(r(tree.children.reduce((sum, c) => sum + c.p, 0))).toBe(1);
  });

  it('shows an activation roll as the first box after the start (issue 10)', () => {
    // Bone Head 2+ (seed 001: "On a roll of 1 … their activation ends immediately"): passed 5/6, then the rush 2+
    // 5/6 of that; failed 1/6, the activation ends, nothing after it.
    const tree = scenarioTree(scenarioFromText('name: t\nplayer: { st: 5, skills: [Bone Head] }\nsteps: [rush]\n'));
    expect(tree.kind).toBe('start');
    expect(tree.children.map((c) => c.step)).toEqual(['Bone Head 2+', 'Bone Head 2+']);
    expect(children(tree)).toEqual([['passed', r(5 / 6)], ['failed: activation ends', r(1 / 6)]]);
    expect(tree.children[1].kind).toBe('fail');
    expect(tree.children[1].children).toEqual([]);
    expect(tree.children[0].children.map((c) => c.step)).toEqual(['Rush', 'Rush']);
    expect(r(tree.children[0].children[0].reach)).toBe(r((5 / 6) * (5 / 6)));
  });

  it('a Tentacles hold reads "held by Tentacles", not as a failed dodge (issue 24)', () => {
    // ST 4 against ST 3: held on 5+ (1/3); free 2/3, then the dodge 3+ passes 2/3 (4/9) or falls (2/9).
    const text = 'name: t\nplayer: { ag: 3+, st: 3 }\nsteps: [{ dodge: { tentacles: { st: 4 } } }]\n';
    const tree = scenarioTree(scenarioFromText(text));
    const held = tree.children.find((c) => c.kind === 'held');
    expect(held?.outcome).toBe('held by Tentacles: activation ends');
    expect(r(held?.p ?? 0)).toBe(r(1 / 3));
    expect(tree.children.some((c) => c.outcome.includes('failed: activation ends'))).toBe(false);
  });

  it('draws every label escaped', () => {
    const text = 'name: t\nplayer: { ag: 3+ }\nsteps:\n  - rush: { label: "<script>alert(1)</script>" }\n';
    const svg = treeSvg(scenarioTree(scenarioFromText(text)), 'A <b>title</b> & more');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('A &lt;b&gt;title&lt;/b&gt; &amp; more');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    // Start, passed, failed: three boxes.
    expect(svg.match(/<rect width="320"/g)?.length).toBe(3);
  });
});
