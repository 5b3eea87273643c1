/**
 * `player: { team: human, position: Blitzer }` (and the same in `players:`, `opponent:`, `opponents:`, and in a
 * profile's `player:`): the position's characteristics and skills, from the edition's roster (`rosters/`), written
 * into the player before the schema reads it. Keys written beside `team:` and `position:` win; `skills:` written as
 * a list replaces the roster's skills, `skills: { add: [...] }` adds to them. Only the keys the player's schema has
 * are filled (an opponent has no MA or PA). Names match case-insensitively; a wrong one gets the nearest valid.
 * `player: { star: Griff Oberwald }` fills the same way from the edition's star player (`rosters/stars.ts`), its
 * special rule added to its skills (`rules/star-rules.ts`); a star the edition does not have is an error that says
 * where it plays.
 */
import { message } from '../log/messages.js';
import { findPosition, findTeam, hasRosters, resolvesIn, ROSTER_EDITIONS, skillBase, teamNames, type RosterEdition, type RosterPosition, type RosterTeam } from '../rosters/rosters.js';
import { findSkill, skillStatus } from '../rules/skills.js';
import { STAR_RULES } from '../rules/star-rules.js';
import { editionsOfStar, findStar, starNames, type RosterStar } from '../rosters/stars.js';
import { DEFAULT_EDITION, EDITION_IDS, type EditionId } from '../vocabulary/index.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';

type Raw = Record<string, unknown>;

/** The characteristics a roster gives, in the order they are written on a roster. */
const FROM_ROSTER = ['ma', 'st', 'ag', 'pa', 'av'] as const;

/** A player filled from its roster, and the position it came from (undefined when none was named). */
export interface RosterFill {
  readonly data: unknown;
  readonly team?: RosterTeam;
  readonly position?: RosterPosition;
  readonly star?: RosterStar;
}

/** The edition a file's data names (its default when it names none, or one that is not valid: the schema says so). */
export function editionOfData(data: unknown): EditionId {
  const written = (data as Raw | null)?.edition;
  return (EDITION_IDS as readonly unknown[]).includes(written) ? (written as EditionId) : DEFAULT_EDITION;
}

/** A scenario's data with every player and opponent that names a roster position filled (see the file header). */
export function withRosterPlayers(parsed: ParsedFile, data: Raw, allowed: { player: readonly string[]; opponent: readonly string[] }): Raw {
  const edition = editionOfData(data);
  const out: Raw = { ...data };
  const one = (key: string, keys: readonly string[]) => {
    if (key in data) out[key] = fillPlayer(parsed, data[key], [key], edition, keys).data;
  };
  const many = (key: string, keys: readonly string[]) => {
    const map = data[key];
    if (map === null || typeof map !== 'object' || Array.isArray(map)) return;
    out[key] = Object.fromEntries(Object.entries(map).map(([id, raw]) => [id, fillPlayer(parsed, raw, [key, id], edition, keys).data]));
  };
  one('player', allowed.player);
  many('players', allowed.player);
  one('opponent', allowed.opponent);
  many('opponents', allowed.opponent);
  return out;
}

/** One player's data filled from its roster position, when it names one; its `skills: { add }` made a list. */
export function fillPlayer(parsed: ParsedFile, raw: unknown, path: Path, edition: EditionId, allowed: readonly string[]): RosterFill {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { data: raw };
  const written = raw as Raw;
  if ('star' in written) return fillStar(parsed, written, path, edition, allowed);
  if (!('team' in written) && !('position' in written)) return { data: withSkills(parsed, written, path, []) };
  const { team, position } = lookUp(parsed, written, path, edition);
  const { team: _t, position: _p, ...rest } = written;
  const filled: Raw = {};
  for (const key of FROM_ROSTER) if (allowed.includes(key) && !(key in rest)) filled[key] = position[key];
  return { data: { ...filled, ...withSkills(parsed, rest, path, position.skills) }, team, position };
}

/** A player filled from a star: its characteristics, its skills and its special rule (see the file header). */
function fillStar(parsed: ParsedFile, written: Raw, path: Path, edition: EditionId, allowed: readonly string[]): RosterFill {
  if ('team' in written || 'position' in written) throw errorAt(parsed, [...path, 'star'], message.starWithTeam(), true);
  const star = lookUpStar(parsed, written, path, edition);
  const { star: _s, ...rest } = written;
  const filled: Raw = {};
  for (const key of FROM_ROSTER) if (allowed.includes(key) && !(key in rest)) filled[key] = star[key];
  const skills = [...star.skills, star.specialRule];
  // Only the skills the roster gives are checked: `skills:` written as a list replaces them all.
  if (!Array.isArray(rest.skills)) checkStarSkills(parsed, path, star, edition as RosterEdition); // lookUpStar checked it
  return { data: { ...filled, ...withSkills(parsed, rest, path, skills) }, star };
}

function lookUpStar(parsed: ParsedFile, written: Raw, path: Path, edition: EditionId): RosterStar {
  if (!hasRosters(edition)) throw errorAt(parsed, [...path, 'star'], message.noRosters(edition, ROSTER_EDITIONS));
  const name = String(written.star);
  const star = findStar(edition, name);
  if (star) return star;
  const elsewhere = editionsOfStar(name, ROSTER_EDITIONS.filter((e) => e !== edition));
  if (elsewhere.length > 0) throw errorAt(parsed, [...path, 'star'], message.starNotInEdition(name, edition, elsewhere));
  throw errorAt(parsed, [...path, 'star'], message.unknownStar(name, edition, starNames(edition)));
}

/** The star's skills must all be known, and its special rule modelled or without effect, in the edition. */
function checkStarSkills(parsed: ParsedFile, path: Path, star: RosterStar, edition: RosterEdition): void {
  const unresolved = star.skills.filter((s) => !resolvesIn(s, edition)).map(skillBase);
  if (unresolved.length > 0) throw errorAt(parsed, [...path, 'star'], message.starSkillsUnresolved(star.name, unresolved));
  const rule = findSkill(star.specialRule);
  if (rule && skillStatus(rule, edition).status === 'unmodelled') {
    const effect = STAR_RULES.find((r) => r.name === rule.name)?.readings[edition]?.effect ?? '';
    throw errorAt(parsed, [...path, 'star'], message.starRuleNotModelled(star.name, rule.name, effect));
  }
}

function lookUp(parsed: ParsedFile, written: Raw, path: Path, edition: EditionId): { team: RosterTeam; position: RosterPosition } {
  if (!('team' in written)) throw errorAt(parsed, [...path, 'position'], message.rosterNeeds('position', 'team'), true);
  if (!('position' in written)) throw errorAt(parsed, [...path, 'team'], message.rosterNeeds('team', 'position'), true);
  if (!hasRosters(edition)) throw errorAt(parsed, [...path, 'team'], message.noRosters(edition, ROSTER_EDITIONS));
  const teamName = String(written.team);
  const team = findTeam(edition, teamName);
  if (!team) throw errorAt(parsed, [...path, 'team'], message.unknownTeam(teamName, edition, teamNames(edition)));
  const positionName = String(written.position);
  const position = findPosition(team, positionName);
  if (!position) throw errorAt(parsed, [...path, 'position'], message.unknownPosition(positionName, team.name, team.positions.map((p) => p.name)));
  const unresolved = position.skills.filter((s) => !resolvesIn(s, edition)).map(skillBase);
  if (unresolved.length > 0) throw errorAt(parsed, [...path, 'position'], message.rosterSkillsUnresolved(position.name, team.name, unresolved));
  return { team, position };
}

/** The player's skills: as written (a list), the roster's plus those added (`{ add: [...] }`), or the roster's. */
function withSkills(parsed: ParsedFile, written: Raw, path: Path, roster: readonly string[]): Raw {
  const skills = written.skills;
  if (skills === undefined) return roster.length > 0 ? { ...written, skills: [...roster] } : written;
  if (Array.isArray(skills)) return written;
  const add = (skills as Raw | null)?.add;
  if (skills === null || typeof skills !== 'object' || Object.keys(skills).some((k) => k !== 'add') || !Array.isArray(add)) {
    throw errorAt(parsed, [...path, 'skills'], message.skillsAddShape());
  }
  return { ...written, skills: [...roster, ...add] };
}
