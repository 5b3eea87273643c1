/**
 * What a star's special rule gives a team-mate, per edition, as data: the one place these readings live.
 * Source: `../shared/rules/stars.md` (Wisdom of the White Dwarf), quoted below.
 */
import type { EditionId, SkillName } from '../vocabulary/index.js';

/** A skill a star may give one team-mate, and for how long. */
export interface StarGift {
  readonly rule: SkillName;
  /** The skills it may give (one of them). */
  readonly skills: readonly SkillName[];
  /** How long the team-mate keeps it: its activation (bb2020) or the turn (bb2025) — in a line, the same. */
  readonly lasts: 'activation' | 'turn';
  /** The team-mate may not already have the skill ("nothing if it already has it", bb2020). */
  readonly notIfHeld: boolean;
}

const WISDOM_SKILLS: readonly SkillName[] = ['Break Tackle', 'Dauntless', 'Mighty Blow', 'Sure Feet'];

const TABLES: Readonly<Record<EditionId, readonly StarGift[]>> = {
  // "Once per team turn: an adjacent team-mate, when activated, gains Break Tackle, Dauntless, Mighty Blow (+1) or
  // Sure Feet to the end of its activation (nothing if it already has it; stars qualify, F20)" (stars.md BB2020).
  bb2020: [{ rule: 'Wisdom of the White Dwarf', skills: WISDOM_SKILLS, lasts: 'activation', notIfHeld: true }],
  // "Once per game when activated: a team-mate within 2 squares gains Break Tackle, Dauntless, Mighty Blow or Sure
  // Feet to the end of the turn" (stars.md BB2025).
  bb2025: [{ rule: 'Wisdom of the White Dwarf', skills: WISDOM_SKILLS, lasts: 'turn', notIfHeld: true }],
  bb2016: [],
  classic: [],
};

/** The gift rules of an edition. */
export function starGifts(edition: EditionId): readonly StarGift[] {
  return TABLES[edition];
}

/** A star's rule that gives the star himself skills while he does something the scenario says (`carrying: true`). */
export interface StarSelfGift {
  readonly rule: SkillName;
  /** The skills he has meanwhile (those he lacks are added). */
  readonly skills: readonly SkillName[];
}

/**
 * "Once per half, Grak starting his activation next to Crumbleberry may carry him (off the pitch, set down next to
 * Grak at the end of the activation). While carrying, Grak has **Break Tackle** (+3 at ST 5, once per turn) and
 * **Dodge** (one dodge re-roll per turn; Stumble protection)" (stars.md BB2025 I'll Carry You; FFB
 * `C/skill/bb2025/special/IllCarryYou.java`, once per half): the carrier's `carrying: true`, for the line (one
 * activation, within one half).
 */
const CARRY: Readonly<Record<EditionId, StarSelfGift | null>> = {
  bb2025: { rule: "I'll Carry You", skills: ['Break Tackle', 'Dodge'] }, bb2020: null, bb2016: null, classic: null,
};

/** The edition's carrying rule, or null. */
export function carryGift(edition: EditionId): StarSelfGift | null {
  return CARRY[edition];
}
