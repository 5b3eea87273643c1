/**
 * The star rules used at the start of the star's activation (`- starRule` in a line, `steps/star-rule/`), per
 * edition, as data: the D6 score that works, what working does, what a 1 (and Zzharg's 2) does, and whether the
 * activation goes on after. The one place these readings live. Sources: `../shared/rules/stars.md`, quoted beside
 * each row; FFB `C/skill/mixed/special/*.java` where the sheet is silent.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { carriedRule, carriedRow } from './star-table.js';

/** What the rule does when it works. */
export type StartEffect =
  /** The target loses its tackle zone (bb2020) or is Distracted (bb2025): it marks and assists no longer. */
  | 'tackleZone'
  /** The target is Knocked Down: armour, injury (Beer Barrel Bash). */
  | 'knockDown'
  /** The target is hit: an unmodified armour roll, injury when it breaks, nothing otherwise (Zzharg). */
  | 'blast'
  /** The star has the ball: his pick-up is not rolled (Catch of the Day). */
  | 'gainBall'
  /** The star takes the ball from the carrier he marks; his activation ends (Look Into My Eyes). */
  | 'takeBall'
  /** The star takes the ball from an adjacent team-mate, who is Knocked Down (Treacherous). */
  | 'treachery';

/** Whom the rule names. */
export type StartTarget = 'opponent' | 'none';

export interface StarStart {
  readonly rule: SkillName;
  /** The D6 score that works (a natural 1 never does), or null: no roll (Treacherous). */
  readonly score: number | null;
  readonly effect: StartEffect;
  readonly target: StartTarget;
  /** A natural 1: nothing, the star Knocked Down (a turnover), or the star hit as the target would be. */
  readonly onOne: 'nothing' | 'starDown' | 'starHit';
  /** A natural 2 (short of the score): nothing, or the opposing coach picks another player to be hit (Zzharg). */
  readonly onTwo: 'nothing' | 'otherHit';
  /** The star's activation ends once the rule is used, whatever the die (else it goes on; `takeBall` ends it when it works). */
  readonly endsActivation: boolean;
}

// "Once per game at the start of her activation: an opponent within 5 squares; D6 2+ → it loses its tackle zone"
// (bb2020); "D6 2+ → Distracted" (bb2025; bb2025-skills.md: Distracted "replaces 'lost its tackle zone'").
const HEX: StarStart = { rule: 'Baleful Hex', score: 2, effect: 'tackleZone', target: 'opponent', onOne: 'nothing', onTwo: 'nothing', endsActivation: false };
// "Once per drive at the start of his activation: an opponent within 3 squares; D6 3+ → it is KD; 1 → Thorsson is KD
// (turnover); 2 → nothing" (bb2020). bb2025: "1 → Thorsson Falls Over (armour roll, turnover); his activation then
// ends" — the same dice for a line; read as ending the activation whatever the die (UNCONFIRMED; FFB makes Beer
// Barrel Bash an action of its own, `ThrowKeg`, in both editions; bb2020's text says nothing, so it goes on there).
const BASH: StarStart = { rule: 'Beer Barrel Bash', score: 3, effect: 'knockDown', target: 'opponent', onOne: 'starDown', onTwo: 'nothing', endsActivation: false };
// "Once per half, Standing at the start of his activation within 3 squares of a ball on the ground: D6 3+ → he has
// the ball (no pick-up test); 1–2 nothing" (both editions).
const CATCH: StarStart = { rule: 'Catch of the Day', score: 3, effect: 'gainBall', target: 'none', onOne: 'nothing', onTwo: 'nothing', endsActivation: false };
// "Once per game, starting his activation marking the ball carrier: D6 2+ → Boa takes the ball, activation ends; 1
// nothing" (both editions).
const EYES: StarStart = { rule: 'Look Into My Eyes', score: 2, effect: 'takeBall', target: 'opponent', onOne: 'nothing', onTwo: 'nothing', endsActivation: false };
// "Once per game, at the start of his activation, a team-mate next to him with the ball: he takes it and that
// team-mate is KD (armour and injury rolls against his own player); no turnover" (both editions).
const TREACHEROUS: StarStart = { rule: 'Treacherous', score: null, effect: 'treachery', target: 'none', onOne: 'nothing', onTwo: 'nothing', endsActivation: false };
// "Once per half at activation start: a Standing opponent within 3 squares; D6 3+ it is hit; 2 → the opposing coach
// picks another player (either team, not Zzharg) within 3 squares of it to be hit; 1 → Zzharg is hit. Hit player:
// unmodified armour roll, injury if broken, nothing otherwise" (bb2020 Then I Started Blastin'!).
const BLASTIN: StarStart = { rule: "Then I Started Blastin'!", score: 3, effect: 'blast', target: 'opponent', onOne: 'starHit', onTwo: 'otherHit', endsActivation: false };
// bb2025 "Blastin' Solves Everything": as bb2020, "An armour roll for the player hit; his activation ends"; the armour
// roll unmodified and an injury when it breaks as FFB rolls it (UNCONFIRMED: the sheet's own note).
const BLASTIN_2025: StarStart = { ...BLASTIN, rule: "Blastin' Solves Everything", endsActivation: true };

const TABLES: Readonly<Record<EditionId, readonly StarStart[]>> = {
  bb2020: [HEX, BASH, CATCH, EYES, TREACHEROUS, BLASTIN],
  bb2025: [HEX, { ...BASH, endsActivation: true }, CATCH, EYES, TREACHEROUS, BLASTIN_2025],
  bb2016: [],
  classic: [],
};

/** The start-of-activation rules of an edition (the step's skills, for `nuffle skills`). */
export function starStartRules(edition: EditionId): SkillName[] {
  return TABLES[edition].map((r) => r.rule);
}

/** The start-of-activation rule a player carries in this edition, or null. */
export function starStartOf(edition: EditionId, skills: Skills): StarStart | null {
  return carriedRow(TABLES, edition, skills);
}

/**
 * The star rules that act after a failed activation roll, on the player's adjacent opponent (`opponentAdjacent:`,
 * `steps/activation.ts`): Primal Savagery on Animal Savagery, Tasty Morsel on Bloodlust (stars.md, both editions).
 */
const FAILED_TRAIT_RULES: Readonly<Record<EditionId, readonly SkillName[]>> = {
  bb2020: ['Primal Savagery', 'Tasty Morsel'], bb2025: ['Primal Savagery', 'Tasty Morsel'], bb2016: [], classic: [],
};

/** The failed-trait star rules of an edition. */
export function failedTraitRules(edition: EditionId): SkillName[] {
  return [...FAILED_TRAIT_RULES[edition]];
}

/** The rule a block's `fury: true` needs: the second Block action it gives. */
export const FURY_RULE: SkillName = 'Fury of the Blood God';

/**
 * "Once per game: a natural 1 on Unchannelled Fury after declaring a Block → he performs two Block actions instead"
 * (stars.md BB2020 Fury of the Blood God; FFB `C/skill/mixed/special/FuryOfTheBloodGod.java`); BB2025 "as BB2020 …;
 * the first, Frenzy included, is resolved before the second". The coach's choice on that 1 (UNCONFIRMED: the roll as it stands,
 * after any re-roll); the second Block action is the player's block step written `fury: true`.
 */
const TWO_BLOCKS_ON_A_ONE: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: [FURY_RULE], bb2025: [FURY_RULE], bb2016: [], classic: [] };

/** The player's rule that turns a natural 1 on Unchannelled Fury after declaring a Block into two Block actions, or null. */
export function twoBlocksOnAOneRule(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(TWO_BLOCKS_ON_A_ONE, edition, skills);
}
