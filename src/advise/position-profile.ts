/**
 * `nuffle advise --team human --position Blitzer [--skills Block,Tackle] [--edition bb2025]`: a profile with no
 * file. The roster position fills the player, its access and its role; the library of that role gives the
 * situations; `--skills` are the skills the player has gained beyond the roster's. The profile is written as YAML
 * text and read as a profile file would be, so it is checked by the same code and messages.
 */
import { stringify } from 'yaml';
import { hasRosters, resolvesIn, skillBase, type RosterPosition, type RosterTeam } from '../rosters/rosters.js';
import { rosterEdition, rosterPosition, rosterTeam } from '../rosters/listing.js';
import { positionName } from '../rosters/role.js';
import { parseScenarioText } from '../scenario/parse.js';
import type { EditionId } from '../vocabulary/index.js';
import type { LibraryTexts } from './library.js';
import { profileFromParsed, type Profile } from './profile.js';

/** What the command line says about the player. */
export interface PositionRequest {
  readonly team: string;
  readonly position: string;
  /** Skills gained beyond the roster's. */
  readonly skills?: readonly string[];
  readonly edition?: EditionId;
}

/** The profile of a roster position on the library (see the file header): the folder on disk, or `library`'s texts. */
export function positionProfile(request: PositionRequest, library?: LibraryTexts): Profile {
  const edition = rosterEdition(request.edition ?? 'bb2020');
  const team = rosterTeam(edition, request.team);
  const position = rosterPosition(team, request.position);
  return profileOf(edition, team, position, request.skills ?? [], library);
}

/** A profile of one position, its `skills` added to the roster's (those it has already are left out). */
export function profileOf(edition: EditionId, team: RosterTeam, position: RosterPosition, skills: readonly string[], library?: LibraryTexts): Profile {
  const has = new Set(position.skills.map((s) => skillBase(s).toLowerCase()));
  const added = skills.filter((s) => !has.has(skillBase(s).toLowerCase()));
  const name = `${positionName(team, position)}${added.length > 0 ? ` with ${added.join(', ')}` : ''}`;
  const data = { name, edition, player: { team: team.name, position: position.name, ...(added.length > 0 ? { skills: { add: added } } : {}) } };
  const file = `nuffle advise --team "${team.name}" --position "${position.name}"`;
  return profileFromParsed(parseScenarioText(file, stringify(data)), library);
}

/** Why a position cannot be advised yet (a roster skill nuffle does not know), or null. */
export function unadvisable(edition: EditionId, position: RosterPosition): string | null {
  if (!hasRosters(edition)) return null;
  const unknown = position.skills.filter((s) => !resolvesIn(s, edition)).map(skillBase);
  return unknown.length > 0 ? `starts with ${unknown.join(', ')}, which nuffle does not know yet` : null;
}
