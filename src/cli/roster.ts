/**
 * `nuffle roster [TEAM] [--edition E] [--json]`: the teams of an edition's rosters, or one team's positions (`rosters/`);
 * `--stars`: the star players, their special rules and what nuffle models of each.
 */
import { positionsText, resolveEdition, rosterEdition, rosterJson, rosterTeam, starsJson, starsText, teamsText, UserError, type EditionId } from '../index.js';

export interface RosterOptions {
  readonly edition?: EditionId;
  readonly json?: boolean;
  readonly stars?: boolean;
}

/** Runs `nuffle roster`. */
export function rosterCommand(team: string | undefined, options: RosterOptions): void {
  const edition = rosterEdition(resolveEdition(options.edition));
  if (options.stars) {
    if (team !== undefined) throw new UserError({ file: 'roster' }, `'--stars' lists every star player; it takes no team (got '${team}')`);
    process.stdout.write(options.json ? `${JSON.stringify(starsJson(edition), null, 2)}\n` : `${starsText(edition)}\n`);
    return;
  }
  const found = team === undefined ? undefined : rosterTeam(edition, team);
  if (options.json) process.stdout.write(`${JSON.stringify(rosterJson(edition, found), null, 2)}\n`);
  else process.stdout.write(`${found ? positionsText(edition, found) : teamsText(edition)}\n`);
}
