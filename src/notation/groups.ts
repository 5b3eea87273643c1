/**
 * The brackets of BBAC's notation: `{…}` (a sequence after a non-critical failure, then the line goes on) and `[…]`
 * (the same, and the calculation ends with it), each after the action it branches on (BBAC's Glossary, "Symbols").
 * This file finds them: splits at separators outside brackets, and cuts an action list into its tokens and groups.
 */
import { message } from '../log/messages.js';
import { refuse } from './refusal.js';
import type { BranchMode } from '../vocabulary/index.js';

/** A bracket's mode: `{` rejoins the line (`otherwise`), `[` ends it (`instead`). */
const OPENS: Readonly<Record<string, { readonly close: string; readonly mode: BranchMode }>> = {
  '{': { close: '}', mode: 'otherwise' },
  '[': { close: ']', mode: 'instead' },
};
const CLOSES = new Set(Object.values(OPENS).map((o) => o.close));

/** A piece of the notation and the 0-based character where it starts. */
export interface Piece {
  readonly text: string;
  readonly offset: number;
}

/** An action list's parts: action tokens, and branch groups (their text inside the brackets) after them. */
export type Part =
  | { readonly kind: 'token'; readonly piece: Piece }
  | { readonly kind: 'group'; readonly mode: BranchMode; readonly piece: Piece; readonly column: number };

/** Every bracket closed by its own kind, in order; else a refusal at the first one out of place. */
export function checkBrackets(text: string): void {
  const open: { readonly close: string; readonly at: number }[] = [];
  [...text].forEach((c, at) => {
    if (c in OPENS) open.push({ close: OPENS[c].close, at });
    else if (CLOSES.has(c) && open.pop()?.close !== c) throw refuse(message.notationBracket(c, at + 1));
  });
  if (open.length > 0) throw refuse(message.notationBracket(text[open[open.length - 1].at], open[open.length - 1].at + 1));
}

/** `piece` split at `separator` where no bracket is open. */
export function splitOutside(piece: Piece, separator: string): Piece[] {
  const out: Piece[] = [];
  let depth = 0;
  let start = 0;
  [...piece.text].forEach((c, i) => {
    if (c in OPENS) depth++;
    else if (CLOSES.has(c)) depth--;
    else if (c === separator && depth === 0) {
      out.push({ text: piece.text.slice(start, i), offset: piece.offset + start });
      start = i + 1;
    }
  });
  out.push({ text: piece.text.slice(start), offset: piece.offset + start });
  return out;
}

/** An action list cut into tokens (between commas and brackets) and groups (a bracket's inside), in order. */
export function listParts(list: Piece): Part[] {
  const parts: Part[] = [];
  let at = 0;
  const text = list.text;
  while (at < text.length) {
    const c = text[at];
    if (c in OPENS) {
      const end = matching(text, at);
      parts.push({ kind: 'group', mode: OPENS[c].mode, piece: { text: text.slice(at + 1, end), offset: list.offset + at + 1 }, column: list.offset + at + 1 });
      at = end + 1;
      if (text[at] === ',') at++;
      continue;
    }
    let end = at;
    while (end < text.length && text[end] !== ',' && !(text[end] in OPENS)) end++;
    parts.push({ kind: 'token', piece: { text: text.slice(at, end), offset: list.offset + at } });
    at = text[end] === ',' ? end + 1 : end;
    if (text[end] === ',' && at === text.length) parts.push({ kind: 'token', piece: { text: '', offset: list.offset + at } });
  }
  return parts;
}

/** The index of the bracket closing the one at `at` (the brackets are checked first: `checkBrackets`). */
function matching(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] in OPENS) depth++;
    else if (CLOSES.has(text[i]) && --depth === 0) return i;
  }
  throw new Error(`notation: no bracket closes character ${at + 1}`);
}
