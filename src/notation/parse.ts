/**
 * Reading BBAC's one-line notation into players and their actions. `;` separates players, `,` actions; a
 * player's skill codes stand before `:` (BBAC's page, Season 2) or after it (BBAC's Season 3 tests). What is not
 * mapped is refused by name: the part, where it is, and what BBAC means by it.
 */
import { message } from '../log/messages.js';
import { inRange, refuse } from './refusal.js';
import { SKILL_CODES, UNMAPPED_ACTIONS, UNMAPPED_SKILLS, UNMAPPED_SYMBOLS } from './codes.js';
import { checkBrackets, listParts, splitOutside, type Part, type Piece } from './groups.js';
import { readBlock, readFrenzySecond } from './blocks.js';
import { foldRolls } from './fold.js';
import { readMoreAction } from './more-actions.js';
import type { Action, Codes, Notation, NotationItem } from './types.js';
import type { BranchMode } from '../vocabulary/index.js';

export type { Action, BlockAction, Notation, NotationItem, NotationPlayer } from './types.js';

/** The players as they are read: a player in a branch (BBAC's `[:N+2,D3]`) is added where it is met. */
type Registry = Codes[];

/** The players and the line of a notation string. */
export function parseNotation(text: string): Notation {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '') throw refuse(message.notationEmpty());
  const at = [...trimmed].findIndex((c) => c in UNMAPPED_SYMBOLS);
  if (at >= 0) throw refuse(message.notationUnmapped(`'${trimmed[at]}'`, at + 1, UNMAPPED_SYMBOLS[trimmed[at]]));
  checkBrackets(trimmed);
  const line: NotationItem[] = [];
  const registry: Registry = [];
  splitOutside({ text: trimmed, offset: 0 }, ';').forEach((part, p) => {
    if (part.text === '') throw refuse(message.notationEmptyPlayer(p + 1));
    line.push(...parsePlayer(part, p + 1, registry, line[line.length - 1] ?? null));
  });
  // A player's actions: wherever they stand, in a branch of another player's action too (`Y2;{D2}`).
  const every = line.flatMap(allItems);
  const players = registry.map((own, p) => ({ ...own, actions: every.filter((i) => i.player === p).map((i) => i.action) }));
  return { players, line };
}

/** The items of a player (its skills into `registry`); `before` is the last item of the line before it. */
function parsePlayer(part: Piece, ordinal: number, registry: Registry, before: NotationItem | null): NotationItem[] {
  const index = registry.length;
  registry.push({ skills: [] });
  const sides = splitOutside(part, ':');
  if (sides.length > 2) throw refuse(message.notationColons(ordinal));
  const [left, right] = sides;
  const read = (skills: Piece | null, actions: Piece): NotationItem[] => {
    if (skills !== null) registry[index] = parseSkills(skills.text, skills.offset);
    return parseActions(actions, index, before, registry);
  };
  if (right === undefined) return read(null, left);
  // An empty side before the ':' is a player with no skills (BBAC's `[:N+2,D3]`, a new player in a branch).
  if (left.text === '' && right.text !== '') return read(null, right);
  if (left.text !== '' && left.text.split(',').every(isSkillCode)) return read(left, right);
  if (right.text !== '' && right.text.split(',').every(isSkillCode)) return read(right, left);
  const skills = left.text.split(',').find((c) => !isSkillCode(c)) ?? left.text;
  parseSkills(skills, left.offset);
  throw refuse(message.notationUnknownSkill(skills, left.offset + 1));
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

function parseSkills(list: string, offset: number): Codes {
  let at = offset;
  const numbers: { st?: number; breakTackle?: number } = {};
  const skills = list.split(',').map((code) => {
    const column = at + 1;
    at += code.length + 1;
    const match = /^([A-Z]+)(\d*)$/.exec(code);
    const known = match ? SKILL_CODES.find((s) => s.code === match[1]) : undefined;
    if (!match || !known) {
      const meaning = match ? UNMAPPED_SKILLS[match[1]] : undefined;
      throw refuse(meaning ? message.notationUnmapped(`skill code '${code}'`, column, meaning) : message.notationUnknownSkill(code, column));
    }
    if (known.numbered !== (match[2] !== '')) throw refuse(message.notationSkillNumber(code, column, known.numbered));
    if (known.number === 'st') numbers.st = inRange(Number(match[2]), 1, 10, code, column);
    if (known.number === 'breakTackle') numbers.breakTackle = inRange(Number(match[2]), 1, 3, code, column);
    return known.skill.replace('{n}', match[2]);
  });
  return { skills, ...numbers };
}

/**
 * The actions of a list as items of `player`, each bracket group the branch of the action before it — at the start
 * of a player's list, of the last action before it (`before`: BBAC's `Y2;{D2}U2`, the second player's dodge when
 * the first one's Gaze fails). A group after a Frenzy block (`1D3!2{1D3}`) is its second block.
 */
function parseActions(list: Piece, player: number, before: NotationItem | null, registry: Registry): NotationItem[] {
  const items: NotationItem[] = [];
  const columns: number[] = [];
  const parts: Part[] = list.text === '' ? [{ kind: 'token', piece: list }] : listParts(list);
  for (const part of parts) {
    if (part.kind === 'group') {
      const host = items.length === 0 ? before : items[items.length - 1];
      if (host === null) throw refuse(message.notationBranchAlone(part.column));
      if (items.length > 0 && host.action.kind === 'block' && host.action.pushes !== undefined && host.action.frenzy === undefined && part.mode === 'otherwise') {
        items[items.length - 1] = { ...host, action: { ...host.action, frenzy: readFrenzySecond(part.piece.text, part.column, host.action) } };
        continue;
      }
      const mode = branchMode(host.action, part.mode, part.column);
      if (host.branch !== undefined) throw refuse(message.notationBranchTwice(part.column));
      host.branch = { mode, items: branchItems(part, host, player, registry) };
      continue;
    }
    const read = readAction(part.piece.text, part.piece.offset + 1, items[items.length - 1]?.action);
    if (read !== 'attached') {
      items.push({ player, action: read });
      columns.push(part.piece.offset + 1);
    }
  }
  const open = items.findIndex((i) => i.action.kind === 'block' && i.action.pushes !== undefined && i.action.frenzy === undefined);
  if (open >= 0) throw refuse(message.notationFrenzyOpen(columns[open]));
  return foldRolls(items, columns);
}

/** A branch's items: the host's player's, or (after a tentacles roll, `[:N+2,D3]`) a new player's. */
function branchItems(part: Extract<Part, { kind: 'group' }>, host: NotationItem, player: number, registry: Registry): NotationItem[] {
  if (splitOutside(part.piece, ':').length === 1) return parseActions(part.piece, player, null, registry);
  if (host.action.kind !== 'tentacles') throw refuse(message.notationBranchPlayer(part.column));
  return parsePlayer(part.piece, registry.length + 1, registry, null);
}

/**
 * The branch a bracket group makes after `host`: `{…}` or `[…]` after a Gaze or a tentacles roll (when it fails);
 * `{…}` after a shadowing roll (`D3,S+2{D3}`: when the Shadowing player followed, `if: { followed: }`).
 */
function branchMode(host: Action, written: BranchMode, column: number): BranchMode {
  if (host.kind === 'gaze' || host.kind === 'tentacles') return written;
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

/**
 * One action token; armour and injury attach to the block or foul before them, interceptions to the pass, a shadowing
 * roll to its dodge (`'attached'`).
 */
function readAction(token: string, column: number, previous: Action | undefined): Action | 'attached' {
  if (token === '') throw refuse(message.notationEmptyAction(column));
  const roll = /^([1-9])\+?$/.exec(token);
  if (roll) return { kind: 'roll', target: inRange(Number(roll[1]), 2, 6, token, column) };
  const gaze = /^Y(\d+)$/.exec(token);
  if (gaze) return { kind: 'gaze', target: inRange(Number(gaze[1]), 2, 6, token, column) };
  const simple = /^([DRUC])(\d+)("?)$/.exec(token);
  if (simple) return simpleAction(simple[1], Number(simple[2]), simple[3] === '"', token, column);
  const block = readBlock(token, column);
  if (block) return { kind: 'block', ...block };
  const foul = /^F(\d+)$/.exec(token);
  if (foul) return { kind: 'foul', armour: inRange(Number(foul[1]), 3, 12, token, column) };
  const shadowing = /^S([+-]\d+)$/.exec(token);
  if (shadowing) return attachShadowing(Number(shadowing[1]), previous, token, column);
  const harm = /^([BKJ])(\d+)$/.exec(token);
  if (harm) return attach(harm[1] === 'J' ? 'injury' : 'armour', Number(harm[2]), previous, token, column);
  const more = readMoreAction(token, column, previous);
  if (more) return more;
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
  // A catch of 1+ (BBAC's `C1`: a catcher of AG 1+) still fails on a natural 1; a 7+ passes on a natural 6 only.
  const checked = inRange(target, letter === 'C' ? 1 : 2, 7, token, column);
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
