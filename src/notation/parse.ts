/**
 * Reading BBAC's one-line notation into players and their actions. `;` separates players, `,` actions; a
 * player's skill codes stand before `:` (BBAC's page, Season 2) or after it (BBAC's Season 3 tests). What is not
 * mapped is refused by name: the part, where it is, and what BBAC means by it.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { SKILL_CODES, UNMAPPED_ACTIONS, UNMAPPED_SKILLS, UNMAPPED_SYMBOLS } from './codes.js';
import { checkBrackets, listParts, splitOutside, type Piece } from './groups.js';
import type { BranchMode } from '../vocabulary/index.js';

/** One action of a player. */
export type Action =
  | { readonly kind: 'roll'; readonly target: number }
  | { readonly kind: 'dodge'; readonly target: number; readonly divingTackle: boolean; readonly shadowing?: number }
  | { readonly kind: 'rush' | 'pickup' | 'catch' | 'gaze'; readonly target: number }
  | { readonly kind: 'block'; readonly dice: number; readonly successes: number; readonly armour?: number; readonly injury?: number }
  | { readonly kind: 'foul'; readonly armour: number; readonly injury?: number };

/** One player: the skills (as nuffle spells them) and the actions in order (those of its branches included). */
export interface NotationPlayer {
  readonly skills: readonly string[];
  readonly actions: readonly Action[];
}

/**
 * One action in the line's order: whose (an index into the players), and the branch after it — BBAC's `{…}`
 * (`otherwise`) or `[…]` (`instead`) — whose actions run when it fails without a turnover.
 */
export interface NotationItem {
  readonly player: number;
  readonly action: Action;
  branch?: { readonly mode: BranchMode; readonly items: readonly NotationItem[] };
}

/** A notation read: its players, and its actions in order with their branches. */
export interface Notation {
  readonly players: readonly NotationPlayer[];
  readonly line: readonly NotationItem[];
}

/** Where a refusal points: the whole notation is the "file". */
const FILE = 'notation';

/** The players and the line of a notation string. */
export function parseNotation(text: string): Notation {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '') throw refuse(message.notationEmpty());
  const at = [...trimmed].findIndex((c) => c in UNMAPPED_SYMBOLS);
  if (at >= 0) throw refuse(message.notationUnmapped(`'${trimmed[at]}'`, at + 1, UNMAPPED_SYMBOLS[trimmed[at]]));
  checkBrackets(trimmed);
  const line: NotationItem[] = [];
  const skills = splitOutside({ text: trimmed, offset: 0 }, ';').map((part, p) => parsePlayer(part, p, line));
  // A player's actions: wherever they stand, in a branch of another player's action too (`Y2;{D2}`).
  const every = line.flatMap(allItems);
  return { players: skills.map((own, p) => ({ skills: own, actions: every.filter((i) => i.player === p).map((i) => i.action) })), line };
}

/** The player's skills; its actions are pushed onto `line`. */
function parsePlayer(part: Piece, index: number, line: NotationItem[]): string[] {
  if (part.text === '') throw refuse(message.notationEmptyPlayer(index + 1));
  const sides = splitOutside(part, ':');
  if (sides.length > 2) throw refuse(message.notationColons(index + 1));
  const [left, right] = sides;
  const read = (skills: Piece | null, actions: Piece): string[] => {
    const own = skills === null ? [] : parseSkills(skills.text, skills.offset);
    line.push(...parseActions(actions, index, line[line.length - 1] ?? null));
    return own;
  };
  if (right === undefined) return read(null, left);
  if (left.text !== '' && left.text.split(',').every(isSkillCode)) return read(left, right);
  if (right.text !== '' && right.text.split(',').every(isSkillCode)) return read(right, left);
  const skills = left.text.split(',').find((c) => !isSkillCode(c)) ?? left.text;
  return parseSkills(skills, left.offset);
}

/** An item and those of its branch, in order. */
function allItems(item: NotationItem): NotationItem[] {
  return [item, ...(item.branch?.items.flatMap(allItems) ?? [])];
}

/** A skill code BBAC knows, mapped or not ("MB1", "D", "BT2"; not "D2", a dodge). */
function isSkillCode(code: string): boolean {
  const letters = /^([A-Z]+)(\d*)$/.exec(code);
  if (letters === null) return false;
  const known = SKILL_CODES.find((s) => s.code === letters[1]);
  if (known) return known.numbered === (letters[2] !== '');
  return letters[1] in UNMAPPED_SKILLS;
}

function parseSkills(list: string, offset: number): string[] {
  let at = offset;
  return list.split(',').map((code) => {
    const column = at + 1;
    at += code.length + 1;
    const match = /^([A-Z]+)(\d*)$/.exec(code);
    const known = match ? SKILL_CODES.find((s) => s.code === match[1]) : undefined;
    if (!match || !known) {
      const meaning = match ? UNMAPPED_SKILLS[match[1]] : undefined;
      throw refuse(meaning ? message.notationUnmapped(`skill code '${code}'`, column, meaning) : message.notationUnknownSkill(code, column));
    }
    if (known.numbered !== (match[2] !== '')) throw refuse(message.notationSkillNumber(code, column, known.numbered));
    return known.skill.replace('{n}', match[2]);
  });
}

/**
 * The actions of a list as items of `player`, each bracket group the branch of the action before it — at the start
 * of a player's list, of the last action before it (`before`: BBAC's `Y2;{D2}U2`, the second player's dodge when
 * the first one's Gaze fails).
 */
function parseActions(list: Piece, player: number, before: NotationItem | null): NotationItem[] {
  const items: NotationItem[] = [];
  const parts = list.text === '' ? [{ kind: 'token' as const, piece: list }] : listParts(list);
  for (const part of parts) {
    if (part.kind === 'group') {
      const host = items.length === 0 ? before : items[items.length - 1];
      if (host === null) throw refuse(message.notationBranchAlone(part.column));
      const mode = branchMode(host.action, part.mode, part.column);
      if (host.branch !== undefined) throw refuse(message.notationBranchTwice(part.column));
      if (splitOutside(part.piece, ':').length > 1) throw refuse(message.notationBranchPlayer(part.column));
      host.branch = { mode, items: parseActions(part.piece, player, null) };
      continue;
    }
    const read = readAction(part.piece.text, part.piece.offset + 1, items[items.length - 1]?.action);
    if (read !== 'attached') items.push({ player, action: read });
  }
  return items;
}

/**
 * The branch a bracket group makes after `host`: `{…}` or `[…]` after a Gaze (when it fails); `{…}` after a
 * shadowing roll (`D3,S+2{D3}`: when the Shadowing player followed, `if: { followed: }`).
 */
function branchMode(host: Action, written: BranchMode, column: number): BranchMode {
  if (host.kind === 'gaze') return written;
  if (host.kind === 'dodge' && host.shadowing !== undefined && written === 'otherwise') return 'followed';
  throw refuse(message.notationBranchHost(column));
}

/**
 * `S±n` after a dodge: a Shadowing opponent whose MA is the mover's ± n (BBAC's `ShadowingParser.cs`: it follows with
 * (n + 1)/6, at least 1/6 and, in nuffle's range, at most 5/6 — bb2020's D6 + its MA − the mover's ≥ 6, a natural
 * 6 always, a natural 1 never). −5..+4 keeps both MAs in 1..10 with the mover's MA 6 (`scenario.ts`).
 */
function attachShadowing(n: number, previous: Action | undefined, token: string, column: number): 'attached' {
  if (previous?.kind !== 'dodge' || previous.shadowing !== undefined) throw refuse(message.notationShadowingAlone(token, column));
  (previous as { shadowing?: number }).shadowing = inRange(n, -5, 4, token, column);
  return 'attached';
}

/** One action token; armour and injury attach to the block or foul before them, a shadowing roll to its dodge (`'attached'`). */
function readAction(token: string, column: number, previous: Action | undefined): Action | 'attached' {
  if (token === '') throw refuse(message.notationEmptyAction(column));
  const roll = /^([1-9])\+?$/.exec(token);
  if (roll) return { kind: 'roll', target: inRange(Number(roll[1]), 2, 6, token, column) };
  const gaze = /^Y(\d+)$/.exec(token);
  if (gaze) return { kind: 'gaze', target: inRange(Number(gaze[1]), 2, 6, token, column) };
  const simple = /^([DRUC])(\d+)("?)$/.exec(token);
  if (simple) return simpleAction(simple[1], Number(simple[2]), simple[3] === '"', token, column);
  const block = /^(-?)(\d)D(\d)$/.exec(token);
  if (block) {
    const dice = inRange(Number(block[2]), 1, 3, token, column);
    if (block[1] === '-' && dice === 1) throw refuse(message.notationRange(token, column, '-2 or -3 dice (the defender chooses)'));
    return { kind: 'block', dice: block[1] === '-' ? -dice : dice, successes: inRange(Number(block[3]), 1, 5, token, column) };
  }
  const foul = /^F(\d+)$/.exec(token);
  if (foul) return { kind: 'foul', armour: inRange(Number(foul[1]), 3, 12, token, column) };
  const shadowing = /^S([+-]\d+)$/.exec(token);
  if (shadowing) return attachShadowing(Number(shadowing[1]), previous, token, column);
  const harm = /^([BKJ])(\d+)$/.exec(token);
  if (harm) return attach(harm[1] === 'J' ? 'injury' : 'armour', Number(harm[2]), previous, token, column);
  const letter = /^([A-Z])/.exec(token)?.[1];
  const meaning = letter ? UNMAPPED_ACTIONS[letter] : undefined;
  throw refuse(meaning ? message.notationUnmapped(`'${token}'`, column, meaning) : message.notationUnread(token, column));
}

function simpleAction(letter: string, target: number, divingTackle: boolean, token: string, column: number): Action {
  if (divingTackle && letter !== 'D') throw refuse(message.notationUnread(token, column));
  if (letter === 'R') {
    if (target !== 2 && target !== 3) throw refuse(message.notationRange(token, column, 'R2, or R3 in a blizzard'));
    return { kind: 'rush', target };
  }
  const checked = inRange(target, 2, 6, token, column);
  if (letter === 'D') return { kind: 'dodge', target: checked, divingTackle };
  return { kind: letter === 'U' ? 'pickup' : 'catch', target: checked };
}

/** Armour (B8 or K8) and injury (J8) read as what the block or foul before them must do. */
function attach(what: 'armour' | 'injury', target: number, previous: Action | undefined, token: string, column: number): 'attached' {
  if (!previous || (previous.kind !== 'block' && previous.kind !== 'foul')) throw refuse(message.notationHarmAlone(token, column));
  const mutable = previous as { armour?: number; injury?: number; successes?: number };
  if (what === 'armour') {
    if (previous.kind === 'foul' || mutable.armour !== undefined) throw refuse(message.notationHarmAlone(token, column));
    if ((mutable.successes ?? 0) > 3) throw refuse(message.notationArmourAfterPush(token, column));
    mutable.armour = inRange(target, 3, 12, token, column);
    return 'attached';
  }
  if (previous.kind === 'block' && mutable.armour === undefined) throw refuse(message.notationHarmAlone(token, column));
  if (target !== 8 && target !== 10) throw refuse(message.notationRange(token, column, 'J8 (KO or worse) or J10 (a casualty)'));
  mutable.injury = target;
  return 'attached';
}

function inRange(value: number, low: number, high: number, token: string, column: number): number {
  if (value < low || value > high) throw refuse(message.notationRange(token, column, `${low} to ${high}`));
  return value;
}

function refuse(detail: string): UserError {
  return new UserError({ file: FILE }, detail);
}
