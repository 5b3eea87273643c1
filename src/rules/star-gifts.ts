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
