/**
 * What the star players' special rules do to block dice, per edition, as data: one die of the pool re-rolled
 * (`steps/block/pool.ts` offers it beside Pro, Brawler and Hatred; a die is never re-rolled twice). The one place
 * these readings live. Sources: `../shared/rules/stars.md`, quoted beside each row.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';

/** A star's re-roll of one block die. */
export interface StarBlockReroll {
  readonly rule: SkillName;
  /** Once a line (`OnceFlag.Special`), or once on each block it may be used on. */
  readonly once: 'line' | 'block';
  /** Which dice it may re-roll: any, or only one whose face would knock the star down (Woodland Fury). */
  readonly faces: 'any' | 'knocksHerDown';
}

interface BlockRow extends StarBlockReroll {
  /** Only on the block of a Blitz. */
  readonly blitzOnly: boolean;
}

/** "In every Blitz: may re-roll one block die" (BB2020); "Each Block Action within a Blitz: re-roll one block die" (BB2025). */
const MOMENTUM: BlockRow = { rule: 'Unstoppable Momentum', once: 'block', faces: 'any', blitzOnly: true };

const TABLES: Readonly<Record<EditionId, readonly BlockRow[]>> = {
  bb2020: [MOMENTUM],
  bb2025: [
    MOMENTUM,
    // "Once per game, when he performs a Block Action (a Blitz's block too): re-roll **one block die**" (stars.md BB2025 Lord of Chaos).
    { rule: 'Lord of Chaos', once: 'line', faces: 'any', blitzOnly: false },
    // "Once per game, in a Block Action whose result would knock her down: re-roll one block die" (stars.md Woodland Fury).
    { rule: 'Woodland Fury', once: 'line', faces: 'knocksHerDown', blitzOnly: false },
  ],
  bb2016: [],
  classic: [],
};

/** The rules of the table in an edition (the block kind's skills, for `nuffle skills`). */
export function starBlockRules(edition: EditionId): SkillName[] {
  return TABLES[edition].map((r) => r.rule);
}

/** The block-die re-roll the attacker's special rule gives on this block, or null (only the edition's rules are asked). */
export function starBlockReroll(edition: EditionId, skills: Skills, blitz: boolean): StarBlockReroll | null {
  return TABLES[edition].find((r) => (blitz || !r.blitzOnly) && skills.has(r.rule)) ?? null;
}
