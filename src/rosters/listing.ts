/**
 * What `nuffle roster` shows: an edition's teams (tier, re-roll cost, positions), or one team's positions (max,
 * cost, MA ST AG PA AV, starting skills, primary and secondary access, role), as text or as data for `--json`.
 * A team not in the edition is a user error with the nearest name.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { findPosition, findTeam, hasRosters, roster, ROSTER_EDITIONS, teamNames, type RosterPosition, type RosterTeam } from './rosters.js';
import { roleOf } from './role.js';
import type { RosterEdition } from './schema.js';

/** The edition's rosters, or a user error for an edition without them. */
export function rosterEdition(edition: string): RosterEdition {
  if (!hasRosters(edition)) throw new UserError({ file: 'roster' }, message.noRosters(edition, ROSTER_EDITIONS));
  return edition;
}

/** A team by name, or a user error with the nearest name. */
export function rosterTeam(edition: RosterEdition, name: string): RosterTeam {
  const team = findTeam(edition, name);
  if (!team) throw new UserError({ file: 'roster' }, message.unknownTeam(name, edition, teamNames(edition)));
  return team;
}

/** A position of a team by name, or a user error with the nearest name. */
export function rosterPosition(team: RosterTeam, name: string): RosterPosition {
  const position = findPosition(team, name);
  if (!position) throw new UserError({ file: 'roster' }, message.unknownPosition(name, team.name, team.positions.map((p) => p.name)));
  return position;
}

/** Rows padded into columns. */
function columns(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd());
}

/** The edition's teams, one a line, with where the data comes from. */
export function teamsText(edition: RosterEdition): string {
  const file = roster(edition);
  const rows = [['team', 'tier', 're-roll', 'positions'], ...file.teams.map((t) => [t.name, t.tier === null ? '—' : String(t.tier), `${t.rerollCost / 1000}k`, t.positions.map((p) => p.name).join(', ')])];
  return [...columns(rows), '', `${file.teams.length} teams (${edition}); source: ${file.source}`].join('\n');
}

/** One team's positions. */
export function positionsText(edition: RosterEdition, team: RosterTeam): string {
  const head = ['position', 'max', 'cost', 'MA', 'ST', 'AG', 'PA', 'AV', 'skills', 'primary', 'secondary', 'role'];
  const rows = team.positions.map((p) => [
    p.name, `0-${p.max}`, `${p.cost / 1000}k`, String(p.ma), String(p.st), p.ag, p.pa, p.av, p.skills.join(', ') || '—',
    p.primary.join(', '), p.secondary.join(', ') || '—', roleOf(p),
  ]);
  return [`${team.name} (${edition}): tier ${team.tier ?? '—'}, re-rolls ${team.rerollCost / 1000}k, apothecary ${team.apothecary ? 'yes' : 'no'}`, ...columns([head, ...rows])].join('\n');
}

/** `--json`: the teams (names, tiers, positions' names), or one team whole with each position's role. */
export function rosterJson(edition: RosterEdition, team?: RosterTeam): unknown {
  if (team) return { edition, source: roster(edition).source, ...team, positions: team.positions.map((p) => ({ ...p, role: roleOf(p) })) };
  const file = roster(edition);
  return { edition, source: file.source, teams: file.teams.map((t) => ({ name: t.name, tier: t.tier, rerollCost: t.rerollCost, positions: t.positions.map((p) => p.name) })) };
}
