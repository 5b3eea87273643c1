/**
 * Blood Bowl 2016 (LRB6 / CRP). Only what differs from bb2020 is new here; source ../shared/rules/bb2016.md and
 * the re-roll text of seed 000.
 */
import { CASUALTY_NAMES, casualty2016, injury2016 } from './contactTables.js';
import { BEFORE_SEASON_3 } from './bb2020.js';
import type { Edition, PassResult } from './types.js';
import type { CatchKind, PassRange } from '../vocabulary/index.js';

const PASS_RANGE: Record<PassRange, number> = { quick: 1, short: 0, long: -1, bomb: -2 };
// bb2016.md "Catch": +1 for an accurate pass or hand-off only (a kick-off is caught like a scattered ball).
const CATCH_KIND: Record<CatchKind, number> = { accurate: 1, handoff: 1, scattered: 0, deflected: 0, kickoff: 0 };

/** Accurate +1, Strong Arm +1 on non-quick passes, Stunty −1 (bb2016.md "Pass"). */
function passSkillModifier(skills: { has(name: string): boolean }, range: PassRange): number {
  let modifier = skills.has('Accurate') ? 1 : 0;
  if (range !== 'quick' && skills.has('Strong Arm')) modifier += 1;
  if (skills.has('Stunty')) modifier -= 1;
  return modifier;
}

/** "the player must subtract 1 from the D6 roll when he passes the player" (seed 004 Throw Team-Mate). */
const THROW_TEAM_MATE_MODIFIER = -1;

export const bb2016: Edition = {
  id: 'bb2016',
  title: 'Blood Bowl 2016 (LRB6 / CRP)',
  // "target = 7 − AG" (bb2016.md "Agility").
  writesTargets: false,
  defaultAv: 8,
  agilityTarget: (ag) => 7 - ag,
  dodgeBonus: 1,
  pickupBonus: 1,
  catchModifier: (kind) => CATCH_KIND[kind],
  // "Prehensile Tail −1 per tail" (bb2016.md "Dodge").
  prehensileTailLimit: Number.POSITIVE_INFINITY,
  // Break Tackle "uses ST instead of AG" (bb2016.md): the gain is the difference of the two targets.
  // bb2016.md: "Leap: 7 − AG, no tackle-zone modifiers, Very Long Legs +1". Only Leap jumps; a Prehensile Tail
  // is a tackle-zone modifier and does not apply either.
  jumpModifier: (_jump, skills) => (skills.has('Very Long Legs') ? 1 : 0),
  jumpNeeds: 'Leap',
  // bb2016.md: "Jump Up: +2".
  jumpUpBonus: 2,
  // Seed 004 Blood Lust: "roll a D6 … on a 1" fails: 2+ whatever the action.
  bloodlustScore: () => 2,
  // LRB6 Foul Appearance: "any opposing player that wants to block the player … must first roll a D6" (not in the
  // shared texts): rolled as each block is made.
  foulAppearanceRolled: 'perBlock',
  // Seed 004 Take Root: "if a player fails his Take Root roll as part of a Blitz Action he may not block that turn".
  rootedMayBlitz: false,
  breakTackleBonus: ({ ag, st }) => Math.max(0, st - ag),
  passRangeModifier: (range) => PASS_RANGE[range],
  // "Natural 1 or modified ≤ 1 = fumble" (bb2016.md "Pass"); there is no wildly inaccurate result.
  passResult(natural, modifier, target): PassResult {
    const total = natural + modifier;
    if (natural === 1 || total <= 1 || target === null) return 'fumble';
    return natural === 6 || total >= target ? 'accurate' : 'inaccurate';
  },
  passTarget: ({ ag }) => 7 - ag,
  passSkillModifier,
  // Safe Throw "turns a modified (not natural-1) fumble into a kept ball" (bb2016.md "Pass").
  // bb2016.md "Interception": 7 − AG with −2, −1 per tackle zone, Very Long Legs +1, Extra Arms +1; only an
  // accurate pass is intercepted here (an inaccurate one ends the line before any interceptor could matter).
  interference: {
    name: 'Interception',
    against: { accurate: -2, inaccurate: null, wildlyInaccurate: null },
    marks: 'each',
    veryLongLegs: 1,
    extraArms: 1,
    stuntyThrower: 0,
    stuntyInterceptor: 0,
    nervesOfSteel: true,
    cloudBursterRanges: ['long', 'bomb'],
    cloudBurster: 'reroll',
  },
  safePassKeepsBall: (natural) => natural !== 1,
  // Seed 004 Kick Team-Mate: "roll a D6 for a short kick or 2D6 for a riskier long kick"; Always Hungry names
  // "the Throw Team-Mate skill" only.
  kickTeamMate: { roll: 'distance', ranges: ['short', 'long'], alwaysHungry: false },
  // LRB6 Hail Mary Pass (not in the shared texts, UNCONFIRMED): "Roll a D6. On a roll of 1 the player fumbles …
  // On a roll of 2-6 the player may make the pass … it is never accurate – the ball automatically misses and
  // scatters three times."
  hailMary: { roll: 'd6' },
  // Seed 004 Throw Team-Mate: "worked out exactly the same as … passing a ball, except the player must subtract 1",
  // no long or long bomb; "accurate passes are treated instead as inaccurate passes" (one landing either way); "a
  // fumbled team-mate will land in the square he originally occupied" and makes the landing roll (seed 004 Right
  // Stuff: "thrown or fumbled"), −1 per tackle zone only; Swoop "add 1 to the result". No ST limits in seed 004.
  throwTeamMate: {
    throwerMinSt: null,
    thrownMaxSt: null,
    throwModifier: (skills, range) => THROW_TEAM_MATE_MODIFIER + passSkillModifier(skills, range),
    passingSkills: true,
    landing: { accurate: 0, inaccurate: 0, wildlyInaccurate: 0, fumble: 0 },
    swoopLanding: 1,
    swoopReroll: false,
  },
  // "one team re-roll per turn" (bb2016.md "Re-rolls"; seed 000).
  teamRerollsPerTurn: 1,
  proTarget: 4,
  // Argue the Call is not in bb2016.md nor classic's seed 000 (FFB has it there only as a league option): none.
  argueTheCall: null,
  lonerDefault: 4,
  // "Armour: broken when 2D6 + modifiers > AV" (bb2016.md).
  armourBroken: (total, av) => total > av,
  // "Claw: 8+ after modifiers breaks armour (so Mighty Blow can help reach it)" (bb2016.md).
  clawsBreaks: (natural, modifier) => natural + modifier >= 8,
  injuryResult: injury2016,
  casualtyTable: casualty2016,
  // LRB6 apothecary: a KO'd player is sent to the reserves instead (UNCONFIRMED against FFB; bb2016.md names the
  // apothecary without its KO rule).
  apothecaryOnKo: 'reserves',
  // The apothecary re-rolls the casualty (see apothecaryOnKo); Pro never touches armour or injury dice.
  apothecaryHealsOn: null,
  proRerollsArmourAndInjury: false,
  casualtyNames: CASUALTY_NAMES,
  // "Sneaky Git is not sent off for an armour double only when the armour held" (bb2016.md "Re-rolls").
  sneakyGitIgnoresArmourDouble: (broken) => !broken,
  // "Multiple Block: the defender +2 ST" (bb2016.md "Armour").
  // Bombardier: "Make Armour and Injury rolls for any players Knocked Down by the bomb" — no bonus (seed 004).
  bombBonus: 0,
  // "the player catching it must throw it again immediately" (seed 004 Bombardier).
  bombCaughtExplodesOn: null,
  multipleBlockStrength: { attacker: 0, defender: 2 },
  // LRB6 Grab acts on a block "but not a Blitz"; LRB6 Guard "may also be used to assist a foul" (bb2016.md is
  // silent on both: the LRB6 texts, UNCONFIRMED against a sheet).
  grabOnBlitz: false,
  guardOnFouls: true,
  ...BEFORE_SEASON_3,
};
