/**
 * A position's role, which picks the advisor's library of situations (`advise/library/`): what such a player does
 * and suffers in a game. BB2025 rosters give keywords (Lineman, Blitzer, Thrower, Catcher, Runner, Blocker, Big
 * Guy); BB2020 rosters do not, so the position's name is read for the same words, then its characteristics:
 *
 * - **big guy**: the Big Guy keyword, else ST 5 or more, or Loner;
 * - **thrower**: Thrower, else the Pass skill;
 * - **runner** (catchers and runners): Catcher or Runner, else Catch, or MA 8 or more with ST 3 or less and no Block;
 * - **blitzer**: Blitzer, else MA 7 or more with Block, Frenzy or Tackle;
 * - **lineman**: everything else (linemen and blockers: they block, are blocked, assist and mark).
 */
import type { RosterPosition } from './schema.js';

/** The roles a library of situations is written for. */
export const ROLES = ['lineman', 'blitzer', 'runner', 'thrower', 'bigGuy'] as const;
/** One of `ROLES`. */
export type Role = (typeof ROLES)[number];

/** "Human Blitzer", "Black Orc", "Wood Elf Lineman": the team's name before the position's, unless it starts with it. */
export function positionName(team: { readonly name: string }, position: { readonly name: string }): string {
  return position.name.toLowerCase().startsWith(team.name.toLowerCase()) ? position.name : `${team.name} ${position.name}`;
}

/** The words of a role, as a sentence says them. */
export const ROLE_WORDS: Readonly<Record<Role, string>> = {
  lineman: 'lineman', blitzer: 'blitzer', runner: 'catcher or runner', thrower: 'thrower', bigGuy: 'big guy',
};

/** The keywords and words of a name that say a role, strongest first. */
const BY_WORD: readonly [RegExp, Role][] = [
  [/\bbig guy\b/i, 'bigGuy'], [/\bthrower\b/i, 'thrower'], [/\b(catcher|runner)\b/i, 'runner'], [/\bblitzer\b/i, 'blitzer'],
  [/\b(lineman|linemen|blocker)\b/i, 'lineman'],
];

const has = (position: RosterPosition, skill: string) => position.skills.some((s) => s.toLowerCase().startsWith(skill.toLowerCase()));

/** A position's role (see the file header). */
export function roleOf(position: RosterPosition): Role {
  const words = [...(position.keywords ?? []), position.name];
  for (const [pattern, role] of BY_WORD) if (words.some((w) => pattern.test(w))) return role;
  if (position.st >= 5 || has(position, 'Loner')) return 'bigGuy';
  if (has(position, 'Pass')) return 'thrower';
  if (has(position, 'Catch') || (position.ma >= 8 && position.st <= 3 && !has(position, 'Block'))) return 'runner';
  if (position.ma >= 7 && (has(position, 'Block') || has(position, 'Frenzy') || has(position, 'Tackle'))) return 'blitzer';
  return 'lineman';
}
