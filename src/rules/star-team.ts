/**
 * What the star players' special rules give their team rather than a die of their own, per edition, as data: an
 * extra team re-roll. `steps/compile.ts` adds it to the team re-rolls a line starts with, as the Leader re-roll.
 * Source: `../shared/rules/stars.md`, quoted beside the row.
 */
import type { EditionId, Player, SkillName } from '../vocabulary/index.js';

/**
 * "One extra team re-roll for the first half, kept into the second if unused; lost if Borak leaves play (a KO
 * counts, F20) before it is used" (stars.md BB2020 Lord of Chaos; FFB `C/skill/bb2020/special/LordOfChaos.java`).
 * A line is one turn with Borak on the pitch, so it is there; a Borak who falls in the line ends it (a turnover), so
 * no later die could use it. BB2025's Lord of Chaos re-rolls a block die instead (`star-blocks.ts`).
 */
const EXTRA_TEAM_REROLL: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: ['Lord of Chaos'], bb2025: [], bb2016: [], classic: [] };

/** The rules of the table in an edition (for `nuffle skills`). */
export function starTeamRules(edition: EditionId): SkillName[] {
  return [...EXTRA_TEAM_REROLL[edition]];
}

/** The extra team re-rolls the team's players bring: one per player carrying such a rule. */
export function starTeamRerolls(edition: EditionId, players: readonly Player[]): number {
  return players.filter((p) => EXTRA_TEAM_REROLL[edition].some((rule) => p.skills.has(rule))).length;
}
