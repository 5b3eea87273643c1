/**
 * The tree's drawing (issue 24): the root at the top left (a tall tree opens on its start, not on blank space),
 * no two boxes on one spot, and labels wrapped onto lines of their own rather than cut at the box's edge.
 */
import { describe, expect, it } from 'vitest';
import { scenarioTree } from '../../src/charts/tree-for.js';
import { boxLines, treeSvg } from '../../src/charts/tree-svg.js';
import type { TreeNode } from '../../src/charts/tree.js';
import { scenarioFromText } from '../../src/scenario/load.js';

/** Each box's position, read back from the SVG's `translate(x,y)`. */
const boxes = (svg: string) => [...svg.matchAll(/<g transform="translate\((\d+),(\d+)\)">/g)].map((m) => [Number(m[1]), Number(m[2])]);

const leaf = (step: string, outcome: string): TreeNode => ({ step, outcome, kind: 'success', p: 0.5, reach: 0.5, children: [] });

describe('the tree drawing', () => {
  it('puts the root on the first row, each parent on its first child’s row, each leaf on a row of its own', () => {
    // Start → A (→ A1, A2), B: leaves A1, A2, B on rows 0, 1, 2; A on A1's row, Start on A's: all three at y = 34.
    const a: TreeNode = { ...leaf('A', 'passed'), kind: 'pass', children: [leaf('A1', 'x'), leaf('A2', 'y')] };
    const root: TreeNode = { step: 'Start', outcome: '', kind: 'start', p: 1, reach: 1, children: [a, leaf('B', 'z')] };
    const at = boxes(treeSvg(root, 't'));
    // In drawing order (parents first): Start, A, A1, A2, B.
    expect(at.map(([, y]) => y)).toEqual([34, 34, 34, 34 + (10 + 13 * 3 + 10), 34 + 2 * (10 + 13 * 3 + 10)]);
    expect(at.map(([x]) => x)).toEqual([8, 8 + 368, 8 + 2 * 368, 8 + 2 * 368, 8 + 368]);
  });
  it('a whole turn’s tree: the start box at the top left, no two boxes on one spot', () => {
    const text = `name: t
rerolls: 1
player: { ag: 3+, skills: [Dodge] }
steps: [dodge, rush, { pickup: { marked: 1 } }, rush]
`;
    const at = boxes(treeSvg(scenarioTree(scenarioFromText(text)), 'turn'));
    expect(at[0]).toEqual([8, 34]);
    expect(new Set(at.map(([x, y]) => `${x},${y}`)).size).toBe(at.length);
  });
  it('wraps a long label at spaces onto at most three lines, the whole in the tooltip', () => {
    const label = 'Pass (short; interferers AG 3+ (marked 1), AG 3+ (marked 1, Very Long Legs)) (thrower)';
    // 44 characters a line: "Pass (short; interferers AG 3+ (marked 1)," is 42, the next word would make 45.
    expect(boxLines(label, 44)).toEqual(['Pass (short; interferers AG 3+ (marked 1),', 'AG 3+ (marked 1, Very Long Legs)) (thrower)']);
    expect(boxLines('a b c d e f g h', 3)).toEqual(['a b', 'c d', 'e …']);
    const svg = treeSvg({ step: 'Start', outcome: '', kind: 'start', p: 1, reach: 1, children: [leaf(label, 'passed')] }, 't');
    // At the box's 40 characters: "Pass (short; interferers AG 3+ (marked" (38), "1), AG 3+ (marked 1, Very Long Legs))" (37), "(thrower)".
    expect(svg).toContain('>Pass (short; interferers AG 3+ (marked</text>');
    expect(svg).toContain('>1), AG 3+ (marked 1, Very Long Legs))</text>');
    expect(svg).toContain('>(thrower)</text>');
    expect(svg).toContain(`<title>${label.replace(/&/g, '&amp;')}: passed`);
    expect(svg).not.toContain('…');
  });
});
