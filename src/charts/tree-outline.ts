/**
 * A probability tree (`tree.ts`) as an outline for a narrow screen: the same boxes as the SVG drawing
 * (`tree-svg.ts`: the step, its outcome, its odds, its colour), each box's children listed under it, indented, so
 * the tree reads top to bottom in a phone's column instead of sideways across columns 320 px wide. Every string
 * escaped; the stylesheet (report/style.ts) shows it instead of the SVG below 680 px.
 */
import { escapeHtml } from '../format/escape.js';
import type { TreeNode } from './tree.js';
import { boxOdds, START } from './tree-svg.js';

/** The tree as nested lists, titled; `start` names the root box as the drawing does. */
export function treeOutlineHtml(root: TreeNode, title: string, start: string = START): string {
  return `<p class="outline-title">${escapeHtml(title)}</p><ol class="outline">${itemHtml(root, start)}</ol>`;
}

function itemHtml(node: TreeNode, start: string): string {
  const words = node.kind === 'start'
    ? `<strong>${escapeHtml(start)}</strong>`
    : `<strong>${escapeHtml(node.step)}</strong> ${escapeHtml(node.outcome)}`;
  const box = `<span class="box ${node.kind}">${words} <small>${escapeHtml(boxOdds(node))}</small></span>`;
  const children = node.children.length === 0 ? '' : `<ol>${node.children.map((c) => itemHtml(c, start)).join('')}</ol>`;
  return `<li>${box}${children}</li>`;
}
