/**
 * Roster skill names that nuffle's catalogue (`rules/skills.ts`) does not resolve yet, by edition: names it does
 * not know: the Chaos Dwarf Flamesmith's Breathe Fire, BB2025's new skills. (The
 * catalogue matches names regardless of case, spaces and hyphens, so `Kick Team-Mate`, `On the Ball` and
 * `Pick-me-up` resolve.) Issue 22 adds them; until then a
 * position carrying one cannot fill a scenario's player (`roster-player.ts` in `scenario/` says so), and the test
 * `test/rosters/rosters.test.ts` walks both files and asserts exactly this list, so that adding a name to the
 * catalogue shrinks it. The names are the rosters' spellings without their bracketed parameter.
 */
import type { RosterEdition } from './schema.js';

export const UNRESOLVED_SKILLS: Readonly<Record<RosterEdition, readonly string[]>> = {
  bb2020: ['Breathe Fire'],
  bb2025: ['Breathe Fire', 'Eye Gouge', 'Insignificant', 'No Ball', 'Pogo', 'Punt', 'Steady Footing', 'Taunt', 'Unsteady'],
};

/**
 * Skill names the star players carry (`starPlayers[].skills`) that the catalogue does not resolve yet: Season 3's
 * new skills and traits, which the Season 3 part of issue 22 adds to the catalogue (the lead reconciles at merge).
 * A star carrying one cannot fill a scenario's player; `test/rosters/stars.test.ts` walks both files and asserts
 * exactly this list. The rosters' spellings without their bracketed parameter.
 */
export const UNRESOLVED_STAR_SKILLS: Readonly<Record<RosterEdition, readonly string[]>> = {
  bb2020: [],
  bb2025: ['Bullseye', 'Lethal Flight', 'No Ball', 'Pogo', 'Put the Boot In', 'Quick Foul', 'Saboteur', 'Steady Footing', 'Taunt', 'Unsteady'],
};
