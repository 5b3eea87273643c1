/** The shape of an edition: targets, modifiers, tables and limits as data and small functions. */
import type { CatchKind, EditionId, PassRange, SkillName } from '../vocabulary/index.js';
import type { CasualtyResult, CasualtyTable, InjuryResult, InjuryVictim } from './contactTables.js';

/** The result of a pass roll. */
export type PassResult = 'accurate' | 'inaccurate' | 'wildlyInaccurate' | 'fumble';

/**
 * The agility test of an opponent in a pass's path: bb2020's interference, bb2016's interception, as data
 * (bb2020.md "Interference", bb2016.md "Interception").
 */
export interface InterferenceRules {
  /** What the test is called. */
  readonly name: string;
  /** The modifier by how the pass came out; null where no attempt may be made (bb2016: accurate passes only). */
  readonly against: Readonly<Record<Exclude<PassResult, 'fumble'>, number | null>>;
  /** Being marked: one −1 however many (`flat`, bb2020) or −1 each (`each`, bb2016's tackle zones). */
  readonly marks: 'flat' | 'each';
  readonly veryLongLegs: number;
  readonly extraArms: number;
  /** When the thrower is Stunty. */
  readonly stuntyThrower: number;
  /** When the interferer itself is Stunty (bb2025 −1, S25 Stunty). */
  readonly stuntyInterceptor: number;
  /** Nerves of Steel lets the interferer ignore its marks (bb2020, bb2016; not in bb2025, S25). */
  readonly nervesOfSteel: boolean;
  /** The pass ranges whose Pass Action Cloud Burster guards (bb2020 long and bomb, bb2025 every pass). */
  readonly cloudBursterRanges: readonly PassRange[];
  /**
   * Cloud Burster on the thrower of a long or long bomb pass (Very Long Legs ignores it): a successful interferer
   * re-rolls (`reroll`, bb2020), or no interception may be attempted at all (`prevents`, bb2025).
   */
  readonly cloudBurster: 'reroll' | 'prevents';
}

/** Hail Mary Pass by edition: how its roll is made (seed 001 Hail Mary Pass; LRB6 for bb2016). */
export interface HailMaryRules {
  /**
   * `test`: the edition's Passing Ability test, modified as a long bomb and never accurate (bb2020, seed 001 and
   * its Q&A); `d6`: an unmodified D6, a 1 fumbles and anything else is inaccurate (bb2016, LRB6).
   */
  readonly roll: 'test' | 'd6';
}

/**
 * The Throw Team-mate action by edition: who may throw and be thrown, the throw's modifiers, and what each result
 * does to the thrown player's landing (bb2020.md "Landing"; seed 001 Throw Team-mate, Right Stuff, Strong Arm and
 * the Timmm-ber! Q&A; seed 004 Throw Team-Mate, Right Stuff, Swoop; FFB's TtmMechanic).
 */
export interface ThrowTeamMateRules {
  /** The thrower needs this ST or more (bb2020: 5), or null. */
  readonly throwerMinSt: number | null;
  /** The thrown player needs this ST or less (bb2020: 3), or null. */
  readonly thrownMaxSt: number | null;
  /** Extra modifier to the throw (bb2016: −1) and the thrower's skills that change it, for this range. */
  throwModifier(skills: { has(name: string): boolean }, range: PassRange): number;
  /** The passing skills (Pass re-roll, Nerves of Steel) help the throw (bb2016: it is worked out as a pass). */
  readonly passingSkills: boolean;
  /** The landing test's modifier after each result of the throw. */
  readonly landing: Readonly<Record<PassResult, number>>;
  /** Swoop on the thrown player: added to the landing test. */
  readonly swoopLanding: number;
  /** Swoop lets a thrown player that skipped the scatter re-roll its landing test (bb2025, S25 Swoop). */
  readonly swoopReroll: boolean;
}

/**
 * Kick Team-mate by edition: bb2020 follows the Throw Team-mate action (seed 001: "follow the rules for Throw
 * Team-mates actions"), its fumble an injury roll; bb2016 kicks a D6 or 2D6 squares (seed 004).
 */
export interface KickTeamMateRules {
  /** `throw`: the Throw Team-mate roll (bb2020); `distance`: a D6 (short) or 2D6 (long) of squares (bb2016). */
  readonly roll: 'throw' | 'distance';
  /** The ranges a scenario may write. */
  readonly ranges: readonly ('quick' | 'short' | 'long')[];
  /** The kicker's Always Hungry is rolled before the kick. */
  readonly alwaysHungry: boolean;
}

/**
 * Argue the Call: a D6 after a send-off, before any Bribe. On `overturnedOn` or more the player is not sent off (a
 * turnover still); on `ejectedOn` or less the head coach is ejected, the player is sent off and no Bribe follows.
 */
export interface ArgueTheCallRules {
  readonly overturnedOn: number;
  readonly ejectedOn: number;
}

export interface Edition {
  readonly id: EditionId;
  /** Human name for reports. */
  readonly title: string;
  /** Characteristics are written as targets ("AG 3+", "AV 9+") rather than plain numbers (AG 3, AV 8). */
  readonly writesTargets: boolean;
  /** Armour when a player gives none (AV 9+ in bb2020 is AV 8 in bb2016). */
  readonly defaultAv: number;
  /** The D6 target of an agility test before modifiers (3 for AG 3+ in bb2020; 7 − AG in bb2016). */
  agilityTarget(ag: number): number;
  /** Built-in modifier to a dodge roll (bb2016 +1). */
  readonly dodgeBonus: number;
  /** Built-in modifier to a pick-up roll (bb2016 +1). */
  readonly pickupBonus: number;
  /** Modifier to a catch by how the ball arrives. */
  catchModifier(kind: CatchKind): number;
  /** How many Prehensile Tails may count against one dodge. */
  readonly prehensileTailLimit: number;
  /**
   * The modifier of a jump's (or leap's) agility test from the marks on the square left and the square reached,
   * the Prehensile Tails on the square left, and the jumper's skills (Leap, Very Long Legs, Pogo Stick).
   */
  jumpModifier(jump: { markedFrom: number; markedTo: number; tails: number }, skills: { has(name: string): boolean }): number;
  /** The skill a player needs to jump at all (bb2016: Leap), or null when anyone may jump a Prone player. */
  readonly jumpNeeds: SkillName | null;
  /** Jump Up's bonus to the agility test that lets a Prone player block. */
  readonly jumpUpBonus: number;
  /** Bloodlust's roll: the trait's X+ (and whether the action is a Block or Blitz, bb2020's −1). */
  bloodlustScore(x: number, blockOrBlitz: boolean): number;
  /** When a blocker rolls for the target's Foul Appearance: as the action is declared, or as each block is made. */
  readonly foulAppearanceRolled: 'declared' | 'perBlock';
  /** A player that failed Take Root may still block on a Blitz (bb2016: "he may not block that turn"). */
  readonly rootedMayBlitz: boolean;
  /** The Break Tackle bonus for a dodger (added after the roll). */
  breakTackleBonus(player: { ag: number; st: number }): number;
  /** Modifier for the pass range. */
  passRangeModifier(range: PassRange): number;
  /**
   * The pass result for a natural roll and its total modifier; `target` from `passTarget`, null when the
   * player can never pass accurately (PA "-").
   */
  passResult(natural: number, modifier: number, target: number | null): PassResult;
  /** The pass target of a player: PA in bb2020, 7 − AG in bb2016. */
  passTarget(player: { ag: number; pa: number | null }): number | null;
  /** Extra pass modifiers from the thrower's skills for this range. */
  passSkillModifier(skills: { has(name: string): boolean }, range: PassRange): number;
  /** The test of each opponent who tries to stop a pass in flight. */
  readonly interference: InterferenceRules;
  readonly hailMary: HailMaryRules;
  readonly throwTeamMate: ThrowTeamMateRules;
  readonly kickTeamMate: KickTeamMateRules;
  /** Safe Pass / Safe Throw keeps the ball on this kind of fumble. */
  safePassKeepsBall(natural: number): boolean;
  /** Team re-rolls allowed in one team turn. */
  readonly teamRerollsPerTurn: number;
  /** The D6 target of the Pro skill. */
  readonly proTarget: number;
  /** Argue the Call after a foul's send-off (`foul: { argueTheCall: true }`), or null where the edition has none. */
  readonly argueTheCall: ArgueTheCallRules | null;
  /** Loner's target when the roster does not give one. */
  readonly lonerDefault: number;
  // The contact game (issue 3).
  /** Whether an armour roll total breaks armour `av` (bb2020 ≥ AV, bb2016 > AV). */
  armourBroken(total: number, av: number): boolean;
  /** Whether Claws breaks the armour: bb2020 a natural 8+, bb2016 8+ after modifiers. */
  clawsBreaks(natural: number, modifier: number): boolean;
  /** The injury table, Stunty and Thick Skull included. */
  injuryResult(total: number, victim: InjuryVictim): InjuryResult;
  /** The casualty roll grouped by result, Decay included. */
  casualtyTable(decay: boolean): CasualtyTable;
  /** What the apothecary makes of a KO'd player: Stunned on the pitch, or sent to the reserves (not read where `apothecaryHealsOn` is set). */
  readonly apothecaryOnKo: 'stunned' | 'reserves';
  /**
   * The D6 the apothecary needs to heal a KO'd or injured player outright, who stays on the pitch face up
   * (classic 2+); null where it re-rolls the casualty instead and `apothecaryOnKo` applies (bb2020, bb2016).
   */
  readonly apothecaryHealsOn: number | null;
  /** Pro may re-roll an armour roll that did not break and an injury roll of the player's own attack (classic). */
  readonly proRerollsArmourAndInjury: boolean;
  /** What the edition's tables call each casualty result, in reports (JSON `casualties`). */
  readonly casualtyNames: Readonly<Record<CasualtyResult, string>>;
  /** Sneaky Git escapes the send-off for a natural double on the armour roll (given whether it broke). */
  sneakyGitIgnoresArmourDouble(broken: boolean): boolean;
  /**
   * The bonus a bomb's thrower may put on the armour or the injury roll of each player the explosion hits, after
   * the roll (bb2020 +1, seed 001 Bombardier; bb2016 none, seed 004).
   */
  readonly bombBonus: number;
  /**
   * A caught bomb: the D6 on which it explodes at once in the catcher's hands (bb2020 4+, else the catcher throws it
   * on, seed 001), or null when the catcher always throws it on (bb2016, seed 004).
   */
  readonly bombCaughtExplodesOn: number | null;
  /** Multiple Block: modifiers to the attacker's and to the defender's strength. */
  readonly multipleBlockStrength: { readonly attacker: number; readonly defender: number };
  /** Grab stops the target's Sidestep on the block of a Blitz too (bb2020), not only on a Block action. */
  readonly grabOnBlitz: boolean;
  /** Guard lets a marked player assist a foul too (bb2020, bb2016), not only a block (bb2025). */
  readonly guardOnFouls: boolean;
  // What bb2025 changed (issue 12); bb2020 and bb2016 keep their behaviour in these fields.
  /** Hypnotic Gaze's D6 target from the gazer's agility target and the players marking it (bb2025: a flat 3+). */
  gazeTarget(agilityTarget: number, marked: number): number;
  /** Shadowing as a flat D6 target its coach re-rolls once (bb2025), or null for the opposed MA roll. */
  readonly shadowing: { readonly target: number; readonly rerolled: boolean } | null;
  /** Horns' +1 ST counts after Dauntless has set the strength (bb2025), not before. */
  readonly hornsAfterDauntless: boolean;
  /**
   * Dauntless compares unmodified strengths, every strength modifier (Multiple Block's too) counting after it
   * (bb2025); bb2020 compares after them (Horns apart: `hornsAfterDauntless`).
   */
  readonly dauntlessUnmodified: boolean;
  /** Brawler may be used once per block (bb2020) or once per activation (bb2025). */
  readonly brawlerOnce: 'block' | 'activation';
  /** Monstrous Mouth re-rolls a failed catch (not in bb2025, where it gives Chomp). */
  readonly monstrousMouthCatches: boolean;
  /** Take Root is rolled by a player that starts its activation Prone too (bb2025: only when Standing). */
  readonly takeRootWhenProne: boolean;
  /** Dirty Player's bonus from the number it carries ("Dirty Player (+2)"); bb2025 +1 only. */
  dirtyPlayerBonus(param: number | undefined): number;
  /** Mighty Blow's bonus from the number it carries ("Mighty Blow (+2)"); bb2025 +1 only. */
  mightyBlowBonus(param: number | undefined): number;
  /** Mighty Blow works on a Both Down that knocks the blocker down too (bb2025), not only while it stands. */
  readonly mightyBlowWhenDown: boolean;
  /** The kicker's Mighty Blow may be added to the injury roll of a fumbled Kick Team-mate (bb2020, seed 001). */
  readonly mightyBlowOnKickFumble: boolean;
  /** Skills that take away Stunty's ignoring of the marks on a dodge (bb2020 Bombardier, Chainsaw, Swoop; bb2025 none). */
  readonly stuntyDodgeBarredBy: readonly SkillName[];
  /** A failed Regeneration roll is re-rolled once by the victim's side (bb2025, FFB; UNCONFIRMED). */
  readonly regenerationRerolled: boolean;
  /** A failed Pro roll may itself be re-rolled with a team re-roll (bb2025, FFB; UNCONFIRMED). */
  readonly proRollRerollable: boolean;
  /** The edition has Team Captain and Team Mascot (the scenario's `captain:` and `mascot:`). */
  readonly teamStaff: boolean;
  /** The edition has the Secure the Ball action (the `secure` step). */
  readonly secureTheBall: boolean;
  // Season 3's skill changes (issue 22, ../shared/rules/bb2025-skills.md "Changed dice effect").
  /** Pile Driver's free foul comes on top of the team's Foul action (bb2025, F25), not instead of it (bb2020 Q&A). */
  readonly pileDriverWithFoul: boolean;
  /**
   * Animal Savagery's Mighty Blow on the team-mate it knocks down: placed by the opposing coach where it hurts most
   * (`whereItHurts`, bb2020 Q&A), or compulsory on that armour roll (`armour`, bb2025: "must use its Claws/Mighty Blow
   * on that armour roll").
   */
  readonly animalSavageryMightyBlow: 'whereItHurts' | 'armour';
}
