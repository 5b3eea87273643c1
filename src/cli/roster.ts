/** `nuffle roster [TEAM] [--edition E] [--json]`: the teams of an edition's rosters, or one team's positions (`rosters/`). */
import { positionsText, resolveEdition, rosterEdition, rosterJson, rosterTeam, teamsText, type EditionId } from '../index.js';

export interface RosterOptions {
  readonly edition?: EditionId;
  readonly json?: boolean;
}

/** Runs `nuffle roster`. */
export function rosterCommand(team: string | undefined, options: RosterOptions): void {
  const edition = rosterEdition(resolveEdition(options.edition));
  const found = team === undefined ? undefined : rosterTeam(edition, team);
  if (options.json) process.stdout.write(`${JSON.stringify(rosterJson(edition, found), null, 2)}\n`);
  else process.stdout.write(`${found ? positionsText(edition, found) : teamsText(edition)}\n`);
}
