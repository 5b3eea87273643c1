/**
 * Roster skill names that nuffle's catalogue (`rules/skills.ts`) does not resolve, by edition. Empty since issue 22
 * put every Season 3 skill and trait, Breathe Fire and the rosters' spellings (Fumblerooski, Pick-me-up, Dump-off,
 * On the Ball, Ball & Chain, Pogo, No Ball, Kick Team-Mate) in the catalogue. A name added to a roster file that the
 * catalogue does not know must be listed here, so that a position carrying it says it cannot fill a scenario's
 * player (`roster-player.ts` in `scenario/`); the test `test/rosters/rosters.test.ts` walks both files and asserts
 * exactly this list. The names are the rosters' spellings without their bracketed parameter.
 */
import type { RosterEdition } from './schema.js';

export const UNRESOLVED_SKILLS: Readonly<Record<RosterEdition, readonly string[]>> = {
  bb2020: [],
  bb2025: [],
};

/**
 * Skill names the star players carry (`starPlayers[].skills`) that the catalogue does not resolve: none since
 * issue 22 put Season 3's skills and traits in the catalogue. A star carrying one cannot fill a scenario's player; `test/rosters/stars.test.ts` walks both files and asserts
 * exactly this list. The rosters' spellings without their bracketed parameter.
 */
export const UNRESOLVED_STAR_SKILLS: Readonly<Record<RosterEdition, readonly string[]>> = {
  bb2020: [],
  bb2025: [],
};
