/**
 * Classic: the older tables of seed 003 (injury, D6 casualty, D66 serious injury, the apothecary) with the re-roll
 * rulings of seed 000 and the trait texts of seed 004 (../shared/rules/classic.md). Characteristics are written
 * as in bb2016 (AG 3, AV 8).
 *
 * What the seeds say is written out below with its source. Where they are silent — the agility table, dodging,
 * passing, catching, jumping, every skill not in seed 000 or seed 004 — classic keeps the bb2016 rule: those
 * fields come from `bb2016` unchanged (classic.md; docs/scenario-format.md "Editions").
 */
import { bb2016 } from './bb2016.js';
import { CASUALTY_NAMES, casualtyClassic, injury2016 } from './contactTables.js';
import type { Edition } from './types.js';

/**
 * Names of the bb2016 catalogue that classic does not know: the Blood Bowl 2016 box and its supplements brought
 * them (Snotlings' Titchy and Swarming, the Trained Troll's Timmm-ber!, the Weeping Dagger), long after the
 * seed 003 tables (UNCONFIRMED: no seed dates a skill; every other bb2016 name keeps its bb2016 rule).
 */
export const NOT_CLASSIC: readonly string[] = ['Titchy', 'Swarming', 'Timmm-ber!', 'Weeping Dagger'];

export const classic: Edition = {
  // Seeds silent: the bb2016 agility table (target 7 − AG), dodge and pick-up +1, catch, pass, interception,
  // jump, Break Tackle, Wild Animal, Take Root, Bloodlust 2+ (seed 004), Foul Appearance, Multiple Block.
  ...bb2016,
  id: 'classic',
  title: 'Classic Blood Bowl (the older injury tables and re-roll rulings)',
  // "characteristics written as in bb2016" (classic.md): AG 3, AV 8.
  writesTargets: false,
  defaultAv: 8,
  // "A coach may not use more than one re-roll counter per team turn" (seed 000); team re-rolls never touch
  // armour or injury ("(4thEd)", seed 000): the contact steps offer none.
  teamRerollsPerTurn: 1,
  // Pro's own roll: seed 000 gives none; bb2016's 4+, once per turn.
  proTarget: 4,
  // "Loner 4+ (seed 004)" (classic.md).
  lonerDefault: 4,
  // "the opposing coach is allowed to roll two dice … in an attempt to beat the knocked-over player's Armour
  // Value" (seed 003): the roll must beat AV.
  armourBroken: (total, av) => total > av,
  // Injury "2–7 Stunned, 8–9 KO'd, 10+ An Injury! … All modifiers apply" (seed 003); Stunty "treats a roll of 7
  // and 9 … as a KO'd and Badly Hurt result" (seed 004). Thick Skull: the seeds are silent, bb2016's rule.
  injuryResult: injury2016,
  // Casualty D6 1–3 Badly Hurt, 4–5 Serious Injury (then the D66), 6 Dead; "NO modifiers apply" (seed 003).
  casualtyTable: casualtyClassic,
  // "On a roll of '1' the Apothecary fails … On a roll of '2-6' the Apothecary succeeds in healing the player;
  // leave the player on the field, face up" (seed 003), for "any one injury (including death!)": a KO'd player
  // too. Never re-rolled here: "only if the injury happened on your turn" [JJ], and the victim's team is not
  // the one taking its turn.
  apothecaryHealsOn: 2,
  // "Pro may be used to re-roll armour rolls which don't penetrate or unsatisfactory injury rolls. [GWUK]" (seed 000).
  proRerollsArmourAndInjury: true,
  // The D66 results under seed 003's names: 11–46 miss next game (the Seriously Hurt metric of every edition),
  // 51–56 niggling injury, 61–66 a characteristic lost (the metrics seriousInjury and lastingInjury).
  casualtyNames: { ...CASUALTY_NAMES, seriousInjury: 'niggling', lastingInjury: 'statLoss' },
};
