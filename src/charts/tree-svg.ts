/**
 * Draws a probability tree (`tree.ts`) as a static SVG, left to right, each node a box with the step, its outcome
 * and its odds. Every label is escaped. The layout gives each leaf a row of its own, in order, and each box the row
 * of its first child (`rowsOf`): the root sits at the top left, so a tall tree opens on its start, not on the blank
 * space a centred root leaves above it; two boxes of one column never share a row (their leaves differ). Labels
 * wrap onto lines of their own (at most `MAX_LINES` each, the whole text in the box's tooltip), never cut at the box.
 */
import { escapeHtml } from '../format/escape.js';
import { percent } from '../format/numbers.js';
import { FONT } from './theme.js';
import type { TreeNode, TreeOutcome } from './tree.js';

const BOX = { width: 320 };
/**
 * Characters per line of a box's step (11 px, semibold) and outcome (10.5 px) text, its 304 px wide: room for a
 * wide sans (DejaVu Sans, Chromium's default on Debian: about 7 px a character in semibold 11 px).
 */
const STEP_CHARS = 40;
const OUTCOME_CHARS = 44;
const MAX_LINES = 3;
const LINE = 13;
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

/** A box of the layout: its node, its column (depth) and row, and its parent's index (-1 for the root). */
interface Placed {
  readonly node: TreeNode;
  readonly depth: number;
  readonly row: number;
  readonly parent: number;
}

/** Every box of the tree, parents before children: leaves one row each in order, a parent on its first child's row. */
function rowsOf(root: TreeNode): Placed[] {
  const placed: Placed[] = [];
  let rows = 0;
  const visit = (node: TreeNode, depth: number, parent: number): number => {
    const index = placed.length;
    placed.push({ node, depth, row: -1, parent });
    const first = node.children.map((child) => visit(child, depth + 1, index))[0];
    placed[index] = { ...placed[index], row: first ?? rows++ };
    return placed[index].row;
  };
  visit(root, 0, -1);
  return placed;
}

/** `text` in lines of at most `chars` (broken at spaces; a longer word is cut), at most `MAX_LINES`, the last with "…" if more. */
export function boxLines(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? word : `${line} ${word}`;
    while (line.length > chars) {
      lines.push(line.slice(0, chars));
      line = line.slice(chars);
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1].slice(0, chars - 1)}…`;
  return kept;
}

/** What a tree's drawing may say otherwise. */
export interface TreeSvgOptions {
  /** The root box's words (default "Start of the line"; a turn's plan starts "Start of the turn"). */
  readonly start?: string;
}

export const START = 'Start of the line';

/** A box's odds: "66.7% of the branch · 44.4% overall" ("100%" for the start). */
export function boxOdds(node: TreeNode): string {
  return node.kind === 'start' ? '100%' : `${pct(node.p)} of the branch · ${pct(node.reach)} overall`;
}

/** What a box says: its first line (the step), its second (the outcome) and its odds. */
function boxText(node: TreeNode, start: string): { step: string[]; outcome: string[]; odds: string } {
  if (node.kind === 'start') return { step: [start], outcome: [], odds: boxOdds(node) };
  return { step: boxLines(node.step, STEP_CHARS), outcome: boxLines(node.outcome, OUTCOME_CHARS), odds: boxOdds(node) };
}

/** The tree as a standalone SVG document, titled. */
export function treeSvg(root: TreeNode, title: string, options: TreeSvgOptions = {}): string {
  const start = options.start ?? START;
  const placed = rowsOf(root);
  const texts = placed.map((p) => boxText(p.node, start));
  // One height for every box: the most lines any needs, plus the odds line.
  const height = 10 + LINE * (1 + Math.max(...texts.map((t) => t.step.length + t.outcome.length)));
  const row = height + GAP.y;
  const top = 34;
  const depth = Math.max(...placed.map((p) => p.depth));
  const rows = Math.max(...placed.map((p) => p.row)) + 1;
  const width = (depth + 1) * (BOX.width + GAP.x) - GAP.x + 16;
  const svgHeight = rows * row - GAP.y + top + 12;
  const at = (p: Placed) => ({ x: 8 + p.depth * (BOX.width + GAP.x), y: top + p.row * row });
  const links = placed.filter((p) => p.parent >= 0).map((target) => {
    const a = at(placed[target.parent]);
    const b = at(target);
    const [x1, y1, x2, y2] = [a.x + BOX.width, a.y + height / 2, b.x, b.y + height / 2];
    const mid = (x1 + x2) / 2;
    return `<path d="M${x1},${y1}C${mid},${y1} ${mid},${y2} ${x2},${y2}" fill="none" stroke="#b7c2ca" stroke-width="${1 + 3 * target.node.reach}"/>`;
  });
  const boxes = placed.map((p, i) => box(p.node, texts[i], at(p), height, start));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${svgHeight}" viewBox="0 0 ${width} ${svgHeight}" font-family="${escapeHtml(FONT)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="8" y="20" font-size="14" font-weight="600" fill="#1d2b36">${escapeHtml(title)}</text>`,
    ...links,
    ...boxes,
    '</svg>',
  ].join('\n');
}

function box(node: TreeNode, text: ReturnType<typeof boxText>, { x, y }: { x: number; y: number }, height: number, start: string): string {
  const colour = COLOURS[node.kind];
  const whole = node.kind === 'start' ? start : `${node.step}: ${node.outcome}`;
  const line = (words: string, n: number, style: string) => `<text x="8" y="${14 + LINE * n}" ${style}>${escapeHtml(words)}</text>`;
  const lines = [
    ...text.step.map((t, i) => line(t, i, 'font-size="11" font-weight="600" fill="#1d2b36"')),
    ...text.outcome.map((t, i) => line(t, text.step.length + i, 'font-size="10.5" fill="#33434f"')),
    line(text.odds, text.step.length + text.outcome.length, 'font-size="10" fill="#5b6b77"'),
  ];
  return [
    `<g transform="translate(${x},${y})"><title>${escapeHtml(`${whole} — ${text.odds}`)}</title>`,
    `<rect width="${BOX.width}" height="${height}" rx="5" fill="${colour.fill}" stroke="${colour.stroke}"/>`,
    ...lines,
    '</g>',
  ].join('');
}
