/**
 * What the star players' special rules do to a Hail Mary Pass's ball, per edition, as data: the landing scatter dice
 * re-rolled (`rules/scatter.ts` `inaccurateReachWithRerolls`) and a bonus to the team-mate's catch. `steps/pass.ts`
 * flies the ball so, `steps/catch.ts` adds the bonus. Source: `../shared/rules/stars.md`, quoted beside each row.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { carriedRule, carriedRow } from './star-table.js';

/** A rule on the star's Hail Mary Pass. */
export interface StarHailMary {
  readonly rule: SkillName;
  /** Once a line (`OnceFlag.Special`), or on every Hail Mary Pass. */
  readonly once: 'line' | 'every';
  /** Added to the catch of a team-mate who takes the ball. */
  readonly catchBonus: number;
}

/**
 * "Once per game on a Hail Mary Pass: may re-roll any of the scatter dice that fix where the ball lands, and a
 * team-mate catching it gets +1" (stars.md BB2020 Blast It!; FFB `C/skill/bb2020/special/BlastIt.java`, once per
 * game); "**Every** Hail Mary Pass" (BB2025; FFB `C/skill/bb2025/special/BlastIt.java`, no limit). Only scatter
 * dice: a wildly inaccurate pass deviates (a D8 and a D6 from the thrower), which the rule does not name, so those
 * dice stand; its catch still gets the +1.
 */
const TABLES: Readonly<Record<EditionId, readonly StarHailMary[]>> = {
  bb2020: [{ rule: 'Blast It!', once: 'line', catchBonus: 1 }],
  bb2025: [{ rule: 'Blast It!', once: 'every', catchBonus: 1 }],
  bb2016: [],
  classic: [],
};

/** The rules of the table in an edition (the pass kind's skills, for `nuffle skills`). */
export function starHailMaryRules(edition: EditionId): SkillName[] {
  return TABLES[edition].map((r) => r.rule);
}

/** The thrower's rule on a Hail Mary Pass in this edition, or null. */
export function starHailMary(edition: EditionId, skills: Skills): StarHailMary | null {
  return carriedRow(TABLES, edition, skills);
}

/**
 * "Every fumbled Throw Team-mate: the thrown player bounces as usual, then lands safely without a landing test"
 * (stars.md Reliable, both editions; FFB `C/skill/mixed/special/Reliable.java`). The thrower's rule; no use limit.
 */
const SAFE_FUMBLE: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: ['Reliable'], bb2025: ['Reliable'], bb2016: [], classic: [] };

/** The rules of the table in an edition (the Throw Team-mate kind's skills, for `nuffle skills`). */
export function starSafeFumbleRules(edition: EditionId): SkillName[] {
  return [...SAFE_FUMBLE[edition]];
}

/** The thrower's rule that lands a fumbled team-mate safely, or null. */
export function starSafeFumble(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(SAFE_FUMBLE, edition, skills);
}

/**
 * "Once per game: a bomb of his caught by an opponent explodes at once instead of rolling the 4+ / 1–3 'explode or
 * re-throw' D6" (stars.md BB2020 Kaboom!); BB2025 "explodes there … instead of being re-thrown at once" (FFB
 * `C/skill/mixed/special/Kaboom.java`, both editions). The thrower's coach's choice when the bomb is caught (use it or
 * save it), once a line.
 */
const EXPLODES_WHEN_CAUGHT: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2020: ['Kaboom!'], bb2025: ['Kaboom!'], bb2016: [], classic: [] };

/** The thrower's rule that makes a caught bomb explode at once, or null. */
export function starKaboom(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(EXPLODES_WHEN_CAUGHT, edition, skills);
}

/**
 * "Once per game: two Throw Bomb actions in one activation (committed before the first); after the second, D6: 1–3
 * she is sent off" (stars.md BB2020 All You Can Eat; BB2025 "As BB2020"; FFB `C/skill/mixed/special/AllYouCanEat.java`,
 * both editions): a `bomb` step followed by her second `bomb` keeps her activation open (`steps/bomb/two-bombs.ts`).
 */
export const ALL_YOU_CAN_EAT: SkillName = 'All You Can Eat';

/** "after the second, D6: 1–3 she is sent off" (stars.md All You Can Eat): the highest face that sends her off. */
export const ALL_YOU_CAN_EAT_SENT_OFF = 3;

/**
 * "Valen's Pass Action aimed at Lucien's square: **no range modifier** on the PA test" (stars.md BB2025 Working In
 * Tandem; FFB `C/mechanics/bb2025/PassMechanic.java`, pass-to-partner range): the pass step's `tandem: true`, every
 * time. The range still says who may interfere and how far the ball flies.
 */
const PASS_TO_PARTNER: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2025: ['Working In Tandem'], bb2020: [], bb2016: [], classic: [] };

/** The thrower's rule that drops the range modifier of a pass to its partner, or null. */
export function passToPartnerRule(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(PASS_TO_PARTNER, edition, skills);
}
