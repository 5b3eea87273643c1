/**
 * Blood Bowl 2020, the default edition. Sources: ../shared/rules/bb2020.md (FFB's BB2020 ruleset) and the skill
 * texts of seed 001.
 */
import { CASUALTY_NAMES, casualty2020, injury2020 } from './contactTables.js';
import type { Edition, PassResult } from './types.js';
import type { CatchKind, PassRange } from '../vocabulary/index.js';

const PASS_RANGE: Record<PassRange, number> = { quick: 0, short: -1, long: -2, bomb: -3 };
// bb2020.md "Catch": "a ball that scattered, deviated, bounced, a throw-in or kick-off −1; a deflected pass −1".
const CATCH_KIND: Record<CatchKind, number> = { accurate: 0, handoff: 0, scattered: -1, deflected: -1, kickoff: -1 };

/**
 * What bb2025 changed and bb2020 and bb2016 read alike (issue 12): one home for both, so a reading is kept in
 * one place. bb2025 overrides each (`bb2025.ts`).
 */
export const BEFORE_SEASON_3 = {
  // Hypnotic Gaze: "−1 per player marking the gazer other than the target" (bb2020.md; seed 004 for bb2016).
  gazeTarget: (agilityTarget, marked) => agilityTarget + marked,
  // Shadowing: D6 + its MA − the mover's MA, 6+ (seed 001 Shadowing; `steps/movement.ts`).
  shadowing: null,
  // Horns: "+1 to its Strength characteristic" on a Blitz, counted before Dauntless compares strengths (seed 001).
  hornsAfterDauntless: false,
  // Dauntless: "If the Strength characteristic of the target is greater than this player's" — after Multiple Block's
  // −2, a modifier to the characteristic (seed 001 Dauntless, Multiple Block).
  dauntlessUnmodified: false,
  // Brawler: "re-roll a single block die that shows Both Down" on each Block (bb2020.md "Block").
  brawlerOnce: 'block',
  // Monstrous Mouth: "may re-roll a failed attempt to catch the ball" (seed 001).
  monstrousMouthCatches: true,
  // Take Root: "When this player is activated" (seed 001), Standing or Prone.
  takeRootWhenProne: true,
  // Dirty Player (+X): the X it carries (seed 001), +1 when none is written.
  dirtyPlayerBonus: (param) => param ?? 1,
  // Mighty Blow (+X): the X it carries (seed 001), +1 when none is written; "the player with Mighty Blow is Prone
  // and so cannot use the skill" on a Both Down (seed 001 Mighty Blow Q&A).
  mightyBlowBonus: (param) => param ?? 1,
  mightyBlowWhenDown: false,
  // Kick Team-mate's fumble: "the opposing coach may … apply the kicking player's Mighty Blow" (seed 001; FFB).
  mightyBlowOnKickFumble: true,
  // Stunty: "ignore any negative modifiers for being Marked when they attempt to Dodge … unless they also have the
  // Bombardier trait, the Chainsaw trait or the Swoop trait" (seed 001; seed 004 alike).
  stuntyDodgeBarredBy: ['Bombardier', 'Chainsaw', 'Swoop'],
  // Regeneration: "never re-rolled" (bb2020.md "Armour and injury").
  regenerationRerolled: false,
  // Pro: "after trying, no other re-roll for that die" (bb2020.md "Re-rolls"); the Pro roll is not re-rolled.
  proRollRerollable: false,
  teamStaff: false,
  secureTheBall: false,
  // Pile Driver: "cannot be used if the team has already used their Foul action" (seed 001 Q&A).
  pileDriverWithFoul: false,
  // Animal Savagery: "The only Skills the opposing coach may choose for the player … to use are Claws and Mighty Blow"
  // (seed 001 Q&A): the opposing coach places the +X where it hurts most.
  animalSavageryMightyBlow: 'whereItHurts',
} satisfies Partial<Edition>;

export const bb2020: Edition = {
  id: 'bb2020',
  title: 'Blood Bowl 2020',
  writesTargets: true,
  defaultAv: 9,
  agilityTarget: (ag) => ag,
  dodgeBonus: 0,
  pickupBonus: 0,
  catchModifier: (kind) => CATCH_KIND[kind],
  // "Prehensile Tail −1 in total, however many tails" (bb2020.md, UNCONFIRMED; FFB does this).
  prehensileTailLimit: 1,
  // bb2020.md "Jump / Leap": −1 per mark on the square left or reached, whichever has more; Prehensile Tail −1;
  // Leap or Very Long Legs reduce a total of −2 or worse by 1 (seed 001: "to a minimum of −1"; one reduction,
  // not one per skill); Pogo Stick ignores every modifier for being Marked (seed 001 Pogo Stick and its Q&A).
  jumpModifier({ markedFrom, markedTo, tails }, skills) {
    if (skills.has('Pogo Stick')) return 0;
    const total = -Math.max(markedFrom, markedTo) - Math.min(tails, 1);
    return total <= -2 && (skills.has('Leap') || skills.has('Very Long Legs')) ? total + 1 : total;
  },
  // Any player may jump over a Prone or Stunned player (seed 001 Leap: "as described on page 45").
  jumpNeeds: null,
  // Jump Up: "makes an Agility test, applying a +1 modifier" (seed 001).
  jumpUpBonus: 1,
  // bb2020.md "Activation rolls": "Bloodlust X+ (−1 on Block/Blitz, never below 2+)".
  bloodlustScore: (x, blockOrBlitz) => Math.max(2, x - (blockOrBlitz ? 1 : 0)),
  // Seed 001 Foul Appearance Q&A: the roll comes when the action is declared, before a Blitz's movement.
  foulAppearanceRolled: 'declared',
  // Seed 001 Take Root: a Rooted player "may perform any action available to them provided they can do so without moving".
  rootedMayBlitz: true,
  // Break Tackle: +1 at ST ≤ 4, +2 at ST ≥ 5 (seed 001).
  breakTackleBonus: ({ st }) => (st >= 5 ? 2 : 1),
  passRangeModifier: (range) => PASS_RANGE[range],
  // bb2020.md "Pass": natural 1 (or PA "-") fumbles; natural 6 or modified ≥ PA accurate; modified ≤ 1 wildly
  // inaccurate; otherwise inaccurate.
  passResult(natural, modifier, target): PassResult {
    if (natural === 1 || target === null) return 'fumble';
    const total = natural + modifier;
    if (natural === 6 || total >= target) return 'accurate';
    return total <= 1 ? 'wildlyInaccurate' : 'inaccurate';
  },
  passTarget: ({ pa }) => pa,
  passSkillModifier(skills, range) {
    const shortRange = range === 'quick' || range === 'short';
    if (shortRange && skills.has('Accurate')) return 1;
    if (!shortRange && skills.has('Cannoneer')) return 1;
    return 0;
  },
  // bb2020.md "Interference": −3 accurate, −2 inaccurate, −1 wildly inaccurate; marked −1 flat; +1 if the
  // thrower is Stunty; Very Long Legs +2 (seed 001); Extra Arms +1 (seed 001).
  interference: {
    name: 'Interference',
    against: { accurate: -3, inaccurate: -2, wildlyInaccurate: -1 },
    marks: 'flat',
    veryLongLegs: 2,
    extraArms: 1,
    stuntyThrower: 1,
    stuntyInterceptor: 0,
    // Nerves of Steel: "ignore any modifier(s) for being Marked when they … attempt to interfere with a pass" (seed 001).
    nervesOfSteel: true,
    // Cloud Burster: "When this player performs a Long Pass action or a Long Bomb Pass action" (seed 001).
    cloudBursterRanges: ['long', 'bomb'],
    cloudBurster: 'reroll',
  },
  // Hail Mary Pass: "A Passing Ability test is made and can be re-rolled as normal in order to determine if the Hail
  // Mary Pass is wildly inaccurate or is fumbled"; Q&A: "treated as a Long bomb when determining any modifiers".
  hailMary: { roll: 'test' },
  // Throw Team-mate: a thrower of ST 5 or more (seed 001 Throw Team-mate), a thrown player of ST 3 or less (seed 001
  // Right Stuff); quick or short range modifiers as a pass (FFB bb2020 TtmMechanic: the 2020 range modifier); Strong
  // Arm +1 (seed 001); no passing skill helps (seed 001 Timmm-ber! Q&A: "Can any of the Passing skills … also be used
  // when performing a Throw Team-mate action? No."). Landing: −1 after a subpar (inaccurate) throw, −2 after a
  // terrible (wildly inaccurate) one (bb2020.md "Landing"), −1 after a fumble: not in bb2020.md nor seed 001, it is
  // FFB's (christerk/ffb `modifiers/bb2020/RightStuffModifierCollection`: "Fumbled Throw" 1 on PassResult.FUMBLE)
  // and Jervis's (`LandingModifier.FUMBLED_THROW(-1)`) — UNCONFIRMED against the rulebook (p.53). Swoop +1 (bb2020.md "Landing", from seed 004; seed 001's Swoop text does not
  // say it: UNCONFIRMED; FFB applies it in every edition).
  throwTeamMate: {
    throwerMinSt: 5,
    thrownMaxSt: 3,
    throwModifier: (skills) => (skills.has('Strong Arm') ? 1 : 0),
    passingSkills: false,
    landing: { accurate: 0, inaccurate: -1, wildlyInaccurate: -2, fumble: -1 },
    swoopLanding: 1,
    swoopReroll: false,
  },
  // Kick Team-mate: "follow the rules for Throw Team-mates actions" (seed 001), quick or short; FFB rolls the
  // kicker's Always Hungry too (StepAlwaysHungry with a kicked player; UNCONFIRMED: the trait names the Throw
  // Team-mate action).
  kickTeamMate: { roll: 'throw', ranges: ['quick', 'short'], alwaysHungry: true },
  // Safe Pass: "Should this player fumble a Pass Action, the ball is not dropped" (seed 001).
  safePassKeepsBall: () => true,
  // Team re-rolls: any number per turn, one per roll (bb2020.md "Re-rolls").
  teamRerollsPerTurn: Number.POSITIVE_INFINITY,
  proTarget: 3,
  // Argue the Call: neither bb2020.md nor the seeds give the table (seed 001 only says a Secret Weapon's send-off may
  // be argued). FFB (christerk/ffb `step/bb2020/foul/StepBribes`, `DiceInterpreter.isArgueTheCallSuccessful`: roll
  // > 5; `isCoachBanned`: roll < 2): the coach argues before any Bribe; a 6 keeps the player (and still ends the
  // turn: END_TURN is published either way); a 1 bans the coach and no Bribe is asked; 2-5 the send-off stands
  // and a Bribe may follow. UNCONFIRMED against the rulebook (p.63); Friends with the Ref and Biased Referee
  // (+1 in FFB) are not modelled.
  argueTheCall: { overturnedOn: 6, ejectedOn: 1 },
  lonerDefault: 4,
  // "Armour: broken when 2D6 + modifiers ≥ AV" (bb2020.md "Armour and injury").
  armourBroken: (total, av) => total >= av,
  // Claws: "a roll of 8+ before applying any modifiers" (seed 001 Claws; Q&A: Mighty Blow cannot help reach it).
  clawsBreaks: (natural) => natural >= 8,
  injuryResult: injury2020,
  casualtyTable: casualty2020,
  // "Apothecary: KO'd becomes Stunned" (bb2020.md "Armour and injury").
  apothecaryOnKo: 'stunned',
  // The apothecary re-rolls the casualty (see apothecaryOnKo); Pro never touches armour or injury dice.
  apothecaryHealsOn: null,
  proRerollsArmourAndInjury: false,
  casualtyNames: CASUALTY_NAMES,
  // Sneaky Git: "not Sent-Off … should they roll a natural double on armour roll" (seed 001), broken or not.
  sneakyGitIgnoresArmourDouble: () => true,
  // Bombardier: "You may apply a +1 modifier to either the Armour roll or Injury roll … after the roll" (seed 001).
  bombBonus: 1,
  // "If a Bomb is caught … On a roll of 4+, the Bomb explodes immediately" (seed 001 Bombardier).
  bombCaughtExplodesOn: 4,
  // Multiple Block: "reduce this player's Strength characteristic by 2" (seed 001).
  multipleBlockStrength: { attacker: -2, defender: 0 },
  // Grab: "When this player performs a Block action (on its own or as part of a Blitz action), using this Skill
  // prevents the target of the Block action from using the Side Step skill" (seed 001 Grab).
  grabOnBlitz: true,
  // Guard: "Can the Guard skill be used … when a player is performing a Foul action? A: Yes." (seed 001 Guard Q&A).
  guardOnFouls: true,
  ...BEFORE_SEASON_3,
};
