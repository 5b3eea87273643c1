/**
 * The answer's probability trees in the page: the worker sends them after the numbers (`protocol.ts` `TreesReply`),
 * as the report draws them (`src/report/trees.ts`); they fill the answer's trees slot if that answer is still the
 * one on show. The HTML is the library's, every label escaped.
 */
import type { TreesReply } from './protocol.js';

/** Puts `trees` into the `[data-trees]` slot under `root`, if the answer on show is theirs; marks the body with their id and time (bench/app.ts). */
export function showTrees(root: HTMLElement, trees: TreesReply): void {
  const slot = root.querySelector<HTMLElement>('[data-trees]');
  if (!slot || document.body.dataset.answered !== String(trees.id)) return;
  slot.innerHTML = trees.html; // built by the library, every string escaped
  document.body.dataset.treesMs = String(trees.ms);
  document.body.dataset.trees = String(trees.id);
}
