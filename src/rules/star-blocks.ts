/**
 * What the star players' special rules do to block dice, per edition, as data: one die of the pool re-rolled
 * (`steps/block/pool.ts` offers it beside Pro, Brawler and Hatred; a die is never re-rolled twice). The one place
 * these readings live. Sources: `../shared/rules/stars.md`, quoted beside each row.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { carriedRule } from './star-table.js';

/** A star's re-roll of one block die. */
export interface StarBlockReroll {
  readonly rule: SkillName;
  /** Once a line (`OnceFlag.Special`), or once on each block it may be used on. */
  readonly once: 'line' | 'block';
  /** Which dice it may re-roll: any, or only one whose face would knock the star down (Woodland Fury). */
  readonly faces: 'any' | 'knocksHerDown';
  /** How many: one die, or any number of them together (Savage Blow). */
  readonly dice: 'one' | 'some';
}

interface BlockRow extends StarBlockReroll {
  /** Only on the block of a Blitz. */
  readonly blitzOnly: boolean;
  /** Only when the target is also marked by the star's partner (the block's `tandem: true`). */
  readonly partnerMarks?: true;
}

/** The rule a block's `tandem: true` needs. */
export const TANDEM_RULE: SkillName = 'Working In Tandem';

/** "In every Blitz: may re-roll one block die" (BB2020); "Each Block Action within a Blitz: re-roll one block die" (BB2025). */
const MOMENTUM: BlockRow = { rule: 'Unstoppable Momentum', once: 'block', faces: 'any', blitzOnly: true, dice: 'one' };
/**
 * "Once per game, when Anqi performs a Block action against an opposition player, he may choose to re-roll any
 * number of the Block dice" (BBBase Anqi_Panqi, both editions; stars.md Savage Blow). The block of a Blitz counts
 * too (UNCONFIRMED: the text names the Block action only; read as Dauntless and Lord of Chaos read it).
 */
const SAVAGE_BLOW: BlockRow = { rule: 'Savage Blow', once: 'line', faces: 'any', blitzOnly: false, dice: 'some' };

const TABLES: Readonly<Record<EditionId, readonly BlockRow[]>> = {
  bb2020: [MOMENTUM, SAVAGE_BLOW],
  bb2025: [
    MOMENTUM,
    SAVAGE_BLOW,
    // "Once per game, when he performs a Block Action (a Blitz's block too): re-roll **one block die**" (stars.md BB2025 Lord of Chaos).
    { rule: 'Lord of Chaos', once: 'line', faces: 'any', blitzOnly: false, dice: 'one' },
    // "Once per game, in a Block Action whose result would knock her down: re-roll one block die" (stars.md Woodland Fury).
    { rule: 'Woodland Fury', once: 'line', faces: 'knocksHerDown', blitzOnly: false, dice: 'one' },
    // "Lucien's Block Action against an opponent also marked by Valen: re-roll one block die (every time)" (stars.md
    // BB2025 Working In Tandem; FFB `C/skill/bb2025/special/WorkingInTandem.java`): a Blitz's block too (UNCONFIRMED,
    // read as Lord of Chaos is), on each such block.
    { rule: TANDEM_RULE, once: 'block', faces: 'any', blitzOnly: false, dice: 'one', partnerMarks: true },
  ],
  bb2016: [],
  classic: [],
};

/**
 * "Once per game, the block of a Blitz: one extra block die whatever the ST, max 3, same chooser; Frenzy's second
 * block gets it too … cannot be used to drop a defender-chosen 2-dice block to 1 die" (stars.md Gored by the Bull,
 * both editions): one Blitz a turn, so every block of the line's Blitz; only where the star chooses (more dice for
 * the defender to choose from would only hurt him).
 */
const EXTRA_DIE: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: ['Gored by the Bull'], bb2025: ['Gored by the Bull'], bb2016: [], classic: [] };
const MAX_DICE = 3;

/**
 * "Once per game, after a successful Dauntless roll: ST becomes **double** the target's (before assists) instead of
 * equal — exactly double gives 2 dice, any extra assist makes it 3" (stars.md Indomitable, BB2020; BB2025 "as
 * BB2020"): the coach's choice once the roll has passed, to use it or save it.
 */
const DOUBLED_STRENGTH: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: ['Indomitable'], bb2025: ['Indomitable'], bb2016: [], classic: [] };
/** Indomitable's factor on the target's strength. */
export const INDOMITABLE_FACTOR = 2;

/**
 * "Once per game [BB2025: once per half], declared at activation for a Blitz: gains Frenzy …; no Grab that turn"
 * (stars.md Frenzied Rush): once a line (one Blitz a turn), the coach's choice — Frenzy's second block is
 * compulsory, so it can hurt.
 */
export const FRENZIED_RUSH: SkillName = 'Frenzied Rush';
const FRENZY_FOR_BLITZ: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: [FRENZIED_RUSH], bb2025: [FRENZIED_RUSH], bb2016: [], classic: [] };

/** The rules of the tables in an edition (the block kind's skills, for `nuffle skills`). */
export function starBlockRules(edition: EditionId): SkillName[] {
  return [...TABLES[edition].map((r) => r.rule), ...EXTRA_DIE[edition], ...DOUBLED_STRENGTH[edition], ...FRENZY_FOR_BLITZ[edition]];
}

/** The rule that may give the blocker Frenzy (and take its Grab) on this block, or null: only on a Blitz. */
export function frenzyForBlitzRule(edition: EditionId, skills: Skills, blitz: boolean): SkillName | null {
  return blitz ? carriedRule(FRENZY_FOR_BLITZ, edition, skills) : null;
}

/** The rule that doubles the target's strength after a passed Dauntless roll, or null. */
export function doubledStrengthRule(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(DOUBLED_STRENGTH, edition, skills);
}

/** The block's dice with a star's extra die (signed as `blockDiceFor`: positive when the attacker chooses). */
export function withStarDie(edition: EditionId, skills: Skills, blitz: boolean, dice: number): number {
  if (!blitz || dice <= 0 || dice >= MAX_DICE || !EXTRA_DIE[edition].some((rule) => skills.has(rule))) return dice;
  return dice + 1;
}

/**
 * The block-die re-roll the attacker's special rule gives on this block, or null (only the edition's rules are asked);
 * `tandem`: the target is also marked by the attacker's partner.
 */
export function starBlockReroll(edition: EditionId, skills: Skills, blitz: boolean, tandem = false): StarBlockReroll | null {
  return TABLES[edition].find((r) => (blitz || !r.blitzOnly) && (tandem || r.partnerMarks !== true) && skills.has(r.rule)) ?? null;
}
