/**
 * Draws a probability tree (`tree.ts`) as a static SVG: d3-hierarchy lays it out left to right in Node, each
 * node a box with the step, its outcome and its odds. Every label is escaped.
 */
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { escapeHtml } from '../format/escape.js';
import { percent } from '../format/numbers.js';
import { FONT } from './theme.js';
import type { TreeNode, TreeOutcome } from './tree.js';

const BOX = { width: 236, height: 46 };
const GAP = { x: 48, y: 10 };
const COLOURS: Record<TreeOutcome, { fill: string; stroke: string }> = {
  start: { fill: '#eef2f5', stroke: '#7d8b96' },
  pass: { fill: '#e7f3e1', stroke: '#5a9e3a' },
  success: { fill: '#cfe9c2', stroke: '#3d7d22' },
  fail: { fill: '#fbe9d7', stroke: '#e07a1f' },
  held: { fill: '#fbe9d7', stroke: '#e07a1f' },
  turnover: { fill: '#f6dada', stroke: '#b63d3d' },
  more: { fill: '#f4f4f4', stroke: '#b0b0b0' },
};

/** A branch's chance: one decimal, three below 0.1% (so a rare branch never reads "0.0%"). */
const pct = (p: number) => percent(p, p < 0.001 && p > 0 ? 3 : 1);

/** The tree as a standalone SVG document, titled. */
export function treeSvg(root: TreeNode, title: string): string {
  const layout = tree<TreeNode>().nodeSize([BOX.height + GAP.y, BOX.width + GAP.x])(hierarchy(root, (n) => n.children));
  const nodes = layout.descendants();
  const minX = Math.min(...nodes.map((n) => n.x));
  const maxX = Math.max(...nodes.map((n) => n.x));
  const depth = Math.max(...nodes.map((n) => n.depth));
  const top = 34;
  const width = (depth + 1) * (BOX.width + GAP.x) - GAP.x + 16;
  const height = maxX - minX + BOX.height + top + 12;
  const at = (n: HierarchyPointNode<TreeNode>) => ({ x: 8 + n.y, y: top + n.x - minX });
  const links = layout.links().map(({ source, target }) => {
    const a = at(source);
    const b = at(target);
    const [x1, y1, x2, y2] = [a.x + BOX.width, a.y + BOX.height / 2, b.x, b.y + BOX.height / 2];
    const mid = (x1 + x2) / 2;
    return `<path d="M${x1},${y1}C${mid},${y1} ${mid},${y2} ${x2},${y2}" fill="none" stroke="#b7c2ca" stroke-width="${1 + 3 * target.data.reach}"/>`;
  });
  const boxes = nodes.map((n) => box(n.data, at(n)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeHtml(FONT)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="8" y="20" font-size="14" font-weight="600" fill="#1d2b36">${escapeHtml(title)}</text>`,
    ...links,
    ...boxes,
    '</svg>',
  ].join('\n');
}

function box(node: TreeNode, { x, y }: { x: number; y: number }): string {
  const colour = COLOURS[node.kind];
  const first = node.kind === 'start' ? 'Start of the line' : node.step;
  const second = node.kind === 'start' ? '' : node.outcome;
  const odds = node.kind === 'start' ? '100%' : `${pct(node.p)} of the branch · ${pct(node.reach)} overall`;
  return [
    `<g transform="translate(${x},${y})"><title>${escapeHtml(`${first}: ${second} — ${odds}`)}</title>`,
    `<rect width="${BOX.width}" height="${BOX.height}" rx="5" fill="${colour.fill}" stroke="${colour.stroke}"/>`,
    `<text x="8" y="14" font-size="11" font-weight="600" fill="#1d2b36">${escapeHtml(clip(first, 38))}</text>`,
    `<text x="8" y="27" font-size="10.5" fill="#33434f">${escapeHtml(clip(second, 42))}</text>`,
    `<text x="8" y="40" font-size="10" fill="#5b6b77">${escapeHtml(odds)}</text>`,
    '</g>',
  ].join('');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
