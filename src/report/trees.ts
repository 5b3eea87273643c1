/**
 * The probability trees of an evaluated scenario, as the report and the page both show them: the line's tree per
 * variant at the focus point (`charts/tree-for.ts`) and, for a turn written as `activations:`, its best adaptive
 * plan as a tree of activations (`charts/plan-tree.ts`), drawn as SVG with their headings and legends. One path for
 * both faces (the report's section, the page's worker); it solves each drawn variant again (a tree needs the whole
 * graph and its policy), so the page asks for it after the numbers are on show. Nothing here reads a file.
 */
import { focusPoint } from '../charts/data.js';
import { planTreeNode } from '../charts/plan-tree.js';
import type { TreeNode } from '../charts/tree.js';
import { scenarioTree } from '../charts/tree-for.js';
import { treeOutlineHtml } from '../charts/tree-outline.js';
import { treeSvg } from '../charts/tree-svg.js';
import { planTree } from '../plan/tree.js';
import { editionTitle } from '../results/editions.js';
import { comparisonOf, pointLabel } from '../compare/grid.js';
import { escapeHtml } from '../format/escape.js';
import type { ScenarioResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';

/** A drawn tree: its title, its SVG and the same boxes as an outline for a narrow screen (every label escaped). */
export interface DrawnTree {
  readonly title: string;
  readonly svg: string;
  readonly outline: string;
}

/** A scenario's trees: the line's, and a turn's plan (empty unless written as `activations:`). */
export interface ScenarioTrees {
  readonly trees: readonly DrawnTree[];
  readonly planTrees: readonly DrawnTree[];
}

/** Trees are drawn for at most this many variants, and only for models this small. */
export const MAX_TREES = 4;
export const MAX_TREE_STATES = 20_000;

/** The trees of an evaluated scenario: its variants and their result (`evaluateText`, `evaluateVariants`). */
export function scenarioTrees(input: { readonly variants: readonly ScenarioVariant[]; readonly result: ScenarioResult }): ScenarioTrees {
  const trees = focusTrees(input, (scenario, title) => drawn(scenarioTree(scenario), title, scenario));
  const turn = input.variants.some((v) => v.scenario.activations !== undefined);
  const planTrees = turn
    ? focusTrees(input, (scenario, title) => (scenario.activations === undefined ? null : drawn(planTreeNode(planTree(scenario)), title, scenario, 'Start of the turn')))
    : [];
  return { trees, planTrees };
}

/** A tree drawn both ways, titled with the edition after the title (as `tree-for.ts` and `plan-tree.ts` title it). */
function drawn(root: TreeNode, title: string, scenario: ScenarioVariant['scenario'], start?: string): Omit<DrawnTree, 'title'> {
  const titled = `${title} (${editionTitle(scenario.edition)})`;
  return { svg: treeSvg(root, titled, start === undefined ? {} : { start }), outline: treeOutlineHtml(root, titled, start) };
}

/** A drawing per variant (up to `MAX_TREES`) at the focus point, for exact results of modest size. */
function focusTrees(
  input: { readonly variants: readonly ScenarioVariant[]; readonly result: ScenarioResult },
  draw: (scenario: ScenarioVariant['scenario'], title: string) => Omit<DrawnTree, 'title'> | null,
): DrawnTree[] {
  if (input.result.method !== 'exact') return [];
  const comparison = comparisonOf(input.result);
  const point = focusPoint(comparison);
  const at = pointLabel(comparison.points[point]);
  return comparison.variants.slice(0, MAX_TREES).flatMap((name) => {
    const variant = input.variants.find((v) => v.variant === name && pointLabel(v.params) === at);
    const result = comparison.at(comparison.variants.indexOf(name), point);
    if (!variant || !result || result.states > MAX_TREE_STATES) return [];
    const title = [comparison.variants.length > 1 ? name : input.result.name, at].filter(Boolean).join(' · ');
    const tree = draw(variant.scenario, title);
    return tree === null ? [] : [{ title, ...tree }];
  });
}

/** The trees' HTML: the plan's first (a turn's answer), then the line's; '' when there is none. */
export function treesHtml(trees: ScenarioTrees): string {
  return planTreesHtml(trees.planTrees) + lineTreesHtml(trees.trees);
}

/**
 * Each tree folded under its title, the first open: the SVG drawing, which scrolls inside its box when wider or
 * taller than the room, and the outline the stylesheet shows instead on a narrow screen.
 */
function drawnHtml(trees: readonly DrawnTree[], kind: string): string {
  return trees.map((t, i) =>
    `<details${i === 0 ? ' open' : ''}><summary>${escapeHtml(t.title)}</summary><div class="tree" data-kind="${kind}">${t.svg}</div>` +
    `<div class="tree-outline" data-outline="${kind}">${t.outline}</div></details>`).join('');
}

function lineTreesHtml(trees: readonly DrawnTree[]): string {
  if (trees.length === 0) return '';
  const legend = 'Each box is one step\'s outcome under the best play: its chance given the box before, and from the start. Green passes, orange ends the activation, red is a turnover.';
  return `<h3>Probability tree</h3><p class="legend">${escapeHtml(legend)}</p>${drawnHtml(trees, 'tree')}`;
}

function planTreesHtml(trees: readonly DrawnTree[]): string {
  if (trees.length === 0) return '';
  const legend = 'Each box is one activation and how it ended under the best adaptive plan: its chance given the box before, and from the start; the boxes after it are the activation the plan takes next. Green goes on or completes the turn, orange stops the turn, red is a turnover.';
  return `<h3>The plan, activation by activation</h3><p class="legend">${escapeHtml(legend)}</p>${drawnHtml(trees, 'plan-tree')}`;
}
