/** The edition fingerprint: where two editions differ, field by field (classic.test.ts, bb2025.test.ts). */
import type { Edition } from '../../src/rules/types.js';

/**
 * Every field of an edition, read as data: constants as they are, functions over the inputs that tell editions
 * apart. Typed over `keyof Edition`, so a new field must say how it is read here.
 */
const has = (names: string[]) => ({ has: (n: string) => names.includes(n) });
export const FINGERPRINT: { readonly [K in keyof Edition]: (e: Edition) => unknown } = {
  id: (e) => e.id,
  title: (e) => e.title,
  writesTargets: (e) => e.writesTargets,
  defaultAv: (e) => e.defaultAv,
  agilityTarget: (e) => [1, 2, 3, 4, 5, 6].map(e.agilityTarget),
  dodgeBonus: (e) => e.dodgeBonus,
  pickupBonus: (e) => e.pickupBonus,
  catchModifier: (e) => (['accurate', 'handoff', 'scattered', 'deflected'] as const).map(e.catchModifier),
  prehensileTailLimit: (e) => e.prehensileTailLimit,
  jumpModifier: (e) => [[], ['Leap'], ['Very Long Legs'], ['Pogo Stick']].flatMap((s) => [e.jumpModifier({ markedFrom: 2, markedTo: 1, tails: 2 }, has(s)), e.jumpModifier({ markedFrom: 0, markedTo: 0, tails: 0 }, has(s))]),
  jumpNeeds: (e) => e.jumpNeeds,
  jumpUpBonus: (e) => e.jumpUpBonus,
  bloodlustScore: (e) => [e.bloodlustScore(2, false), e.bloodlustScore(3, true)],
  foulAppearanceRolled: (e) => e.foulAppearanceRolled,
  rootedMayBlitz: (e) => e.rootedMayBlitz,
  breakTackleBonus: (e) => [e.breakTackleBonus({ ag: 3, st: 4 }), e.breakTackleBonus({ ag: 3, st: 5 })],
  passRangeModifier: (e) => (['quick', 'short', 'long', 'bomb'] as const).map(e.passRangeModifier),
  passResult: (e) => [1, 2, 3, 4, 6].flatMap((n) => [-3, 0, 1].map((m) => e.passResult(n, m, 4))),
  passTarget: (e) => e.passTarget({ ag: 4, pa: 3 }),
  passSkillModifier: (e) => [e.passSkillModifier(has(['Accurate', 'Strong Arm']), 'long'), e.passSkillModifier(has(['Cannoneer', 'Stunty']), 'bomb')],
  interference: (e) => e.interference,
  safePassKeepsBall: (e) => [e.safePassKeepsBall(1), e.safePassKeepsBall(2)],
  teamRerollsPerTurn: (e) => e.teamRerollsPerTurn,
  proTarget: (e) => e.proTarget,
  argueTheCall: (e) => e.argueTheCall,
  lonerDefault: (e) => e.lonerDefault,
  armourBroken: (e) => [e.armourBroken(8, 8), e.armourBroken(9, 8)],
  clawsBreaks: (e) => [e.clawsBreaks(7, 1), e.clawsBreaks(8, 0)],
  injuryResult: (e) => [7, 8, 9, 10].flatMap((t) => [false, true].flatMap((stunty) => [false, true].map((thickSkull) => e.injuryResult(t, { stunty, thickSkull })))),
  casualtyTable: (e) => [e.casualtyTable(false), e.casualtyTable(true)],
  apothecaryOnKo: (e) => e.apothecaryOnKo,
  apothecaryHealsOn: (e) => e.apothecaryHealsOn,
  proRerollsArmourAndInjury: (e) => e.proRerollsArmourAndInjury,
  casualtyNames: (e) => e.casualtyNames,
  sneakyGitIgnoresArmourDouble: (e) => [e.sneakyGitIgnoresArmourDouble(false), e.sneakyGitIgnoresArmourDouble(true)],
  hailMary: (e) => e.hailMary,
  throwTeamMate: (e) => ({ ...e.throwTeamMate, throwModifier: (['quick', 'short'] as const).map((r) => [e.throwTeamMate.throwModifier(has([]), r), e.throwTeamMate.throwModifier(has(['Strong Arm']), r)]) }),
  kickTeamMate: (e) => e.kickTeamMate,
  gazeTarget: (e) => [e.gazeTarget(3, 0), e.gazeTarget(3, 2)],
  shadowing: (e) => e.shadowing,
  hornsAfterDauntless: (e) => e.hornsAfterDauntless,
  brawlerOnce: (e) => e.brawlerOnce,
  monstrousMouthCatches: (e) => e.monstrousMouthCatches,
  takeRootWhenProne: (e) => e.takeRootWhenProne,
  dirtyPlayerBonus: (e) => [e.dirtyPlayerBonus(undefined), e.dirtyPlayerBonus(2)],
  regenerationRerolled: (e) => e.regenerationRerolled,
  proRollRerollable: (e) => e.proRollRerollable,
  teamStaff: (e) => e.teamStaff,
  secureTheBall: (e) => e.secureTheBall,
  bombBonus: (e) => e.bombBonus,
  bombCaughtExplodesOn: (e) => e.bombCaughtExplodesOn,
  multipleBlockStrength: (e) => e.multipleBlockStrength,
  grabOnBlitz: (e) => e.grabOnBlitz,
  guardOnFouls: (e) => e.guardOnFouls,
  mightyBlowBonus: (e) => [e.mightyBlowBonus(undefined), e.mightyBlowBonus(2)],
  mightyBlowWhenDown: (e) => e.mightyBlowWhenDown,
  mightyBlowOnKickFumble: (e) => e.mightyBlowOnKickFumble,
  stuntyDodgeBarredBy: (e) => e.stuntyDodgeBarredBy,
  dauntlessUnmodified: (e) => e.dauntlessUnmodified,
  pileDriverWithFoul: (e) => e.pileDriverWithFoul,
  animalSavageryMightyBlow: (e) => e.animalSavageryMightyBlow,
};

export function differences(a: Edition, b: Edition): string[] {
  return (Object.keys(FINGERPRINT) as (keyof Edition)[]).filter((k) => JSON.stringify(FINGERPRINT[k](a)) !== JSON.stringify(FINGERPRINT[k](b))).sort();
}

