/**
 * The best adaptive plan of a turn drawn as the report draws a probability tree (`tree-svg.ts`): a box per
 * activation and way it ended (`plan/tree.ts`), the first activation after the start, then under each way it ended
 * the activation the plan takes next.
 */
import { editionTitle } from '../results/editions.js';
import { planTree, type PlanBranch } from '../plan/tree.js';
import type { Scenario } from '../scenario/types.js';
import type { TreeNode } from './tree.js';
import { treeSvg } from './tree-svg.js';

/** A box of the plan in the tree's terms: the activation as its step, how it ended as its outcome. */
export function planTreeNode(branch: PlanBranch): TreeNode {
  const children = branch.children.map(planTreeNode);
  const node = (step: string, outcome: string, kind: TreeNode['kind']): TreeNode => ({ step, outcome, kind, p: branch.p, reach: branch.reach, children });
  switch (branch.end) {
    case 'start': return node('Start', '', 'start');
    case 'next': return node(branch.activation, `completed, ${branch.rerollsLeft ?? 0} team re-roll(s) left`, 'pass');
    case 'halted': return node(branch.activation, `stopped, ${branch.rerollsLeft ?? 0} team re-roll(s) left: the turn goes on`, 'fail');
    case 'done': return node(branch.activation, 'completed: the turn is done', 'success');
    case 'ended': return node('End the turn', 'what is left is optional: the plan stops here', 'success');
    case 'stopped': return node(branch.activation, 'stopped: the turn ends', 'fail');
    case 'turnover': return node(branch.activation, 'failed: turnover', 'turnover');
    default: return node('…', 'not drawn', 'more');
  }
}

/** The plan's tree as SVG, titled, the edition named after the title. */
export function planTreeSvg(scenario: Scenario, title: string): string {
  return treeSvg(planTreeNode(planTree(scenario)), `${title} (${editionTitle(scenario.edition)})`, { start: 'Start of the turn' });
}
