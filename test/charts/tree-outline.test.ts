/** A probability tree as an outline: the drawing's boxes, nested under their parents, every string escaped. */
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../src/charts/tree.js';
import { treeOutlineHtml } from '../../src/charts/tree-outline.js';

const leaf = (step: string, outcome: string, kind: TreeNode['kind'], p: number, reach: number): TreeNode => ({ step, outcome, kind, p, reach, children: [] });

describe('a tree as an outline', () => {
  // One dodge 3+ with no re-roll: passed 4/6, failed 2/6 (a turnover); the step's label carries markup to escape.
  const root: TreeNode = {
    step: '', outcome: '', kind: 'start', p: 1, reach: 1,
    children: [leaf('Dodge <b>', 'passed', 'success', 2 / 3, 2 / 3), leaf('Dodge <b>', 'failed: turnover', 'turnover', 1 / 3, 1 / 3)],
  };
  const html = treeOutlineHtml(root, 'One "dodge" & more');

  it('nests the children under the start, each with its odds, in the drawing’s order', () => {
    expect(html).toBe(
      '<p class="outline-title">One &quot;dodge&quot; &amp; more</p><ol class="outline"><li><span class="box start"><strong>Start of the line</strong> <small>100%</small></span><ol>' +
      '<li><span class="box success"><strong>Dodge &lt;b&gt;</strong> passed <small>66.7% of the branch · 66.7% overall</small></span></li>' +
      '<li><span class="box turnover"><strong>Dodge &lt;b&gt;</strong> failed: turnover <small>33.3% of the branch · 33.3% overall</small></span></li>' +
      '</ol></li></ol>');
  });

  it('names the start as asked (a turn’s plan starts "Start of the turn")', () => {
    expect(treeOutlineHtml(root, 't', 'Start of the turn')).toContain('<strong>Start of the turn</strong>');
  });
});
