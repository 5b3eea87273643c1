/**
 * The star players' special rules that grant a skill for one step of the line, per edition, as data: the step is
 * then written as the skill's (`hailMary: true`, a `gaze`) by a star who lacks the skill, once a line. The pass and
 * gaze kinds ask `grantingRule` when the skill is missing. Source: `../shared/rules/stars.md`, quoted beside each row.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { carriedRule } from './star-table.js';

interface Grant {
  readonly rule: SkillName;
  readonly skill: SkillName;
}

/**
 * "Once per game, declared at activation: gains Hail Mary Pass for her Pass action" (stars.md BB2020 Shot to Nothing;
 * FFB `C/skill/mixed/special/ShotToNothing.java`); BB2025 "Hail Mary Pass to the end of the activation".
 */
const SHOT_TO_NOTHING: Grant = { rule: 'Shot to Nothing', skill: 'Hail Mary Pass' };

/**
 * "Once per game at activation start: Stab a marked opponent (unmodified armour, injury if broken), then a Move action"
 * (stars.md BB2020 The Flashing Blade; BB2025 "As BB2020"; FFB `C/skill/mixed/special/TheFlashingBlade.java`):
 * Jeremiah lacks Stab, so his first `stab` step is granted, and his activation goes on after it (`steps/stab.ts`).
 */
export const FLASHING_BLADE: Grant = { rule: 'The Flashing Blade', skill: 'Stab' };

const TABLES: Readonly<Record<EditionId, readonly Grant[]>> = {
  bb2020: [
    SHOT_TO_NOTHING, FLASHING_BLADE,
    // "Once per game, declared at activation: gains Hypnotic Gaze for that activation (BB2020 gaze: agility test, −1 per
    // other player marking him)" (stars.md BB2020 "Excuse Me, Are You a Zoat?"; FFB `C/skill/bb2020/special/ExcuseMeAreYouAZoat.java`).
    { rule: 'Excuse Me, Are You a Zoat?', skill: 'Hypnotic Gaze' },
  ],
  bb2025: [SHOT_TO_NOTHING, FLASHING_BLADE],
  bb2016: [],
  classic: [],
};

/** The rules of the table that grant `skill` in an edition (a step kind's skills, for `nuffle skills`). */
export function grantRules(edition: EditionId, skill: SkillName): SkillName[] {
  return TABLES[edition].filter((g) => g.skill === skill).map((g) => g.rule);
}

/** The player's rule that grants `skill` for a step, or null (a player who has the skill needs none). */
export function grantingRule(edition: EditionId, skills: Skills, skill: SkillName): SkillName | null {
  return TABLES[edition].find((g) => g.skill === skill && skills.has(g.rule))?.rule ?? null;
}

/**
 * "Once per game: a Projectile Vomit (2+; unmodified armour, unmodified injury) even if he already blocked this turn"
 * (stars.md BB2020 Putrid Regurgitation; BB2025 once per half; FFB `C/skill/bb2020/special/PutridRegurgitation.java`,
 * `C/skill/bb2025/special/PutridRegurgitation.java`). A Projectile Vomit is a Special action "instead of a Block
 * action" (seed 001), so a `vomit` after the player's `block` needs the rule, once a line. A Blitz's block counts
 * as his block (UNCONFIRMED: the rule says "Block action").
 */
const VOMIT_AFTER_BLOCK: Readonly<Record<EditionId, readonly SkillName[]>> = {
  bb2020: ['Putrid Regurgitation'], bb2025: ['Putrid Regurgitation'], bb2016: [], classic: [],
};

/** The player's rule that lets it Projectile Vomit after it blocked in the line, or null. */
export function vomitAfterBlockRule(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(VOMIT_AFTER_BLOCK, edition, skills);
}
