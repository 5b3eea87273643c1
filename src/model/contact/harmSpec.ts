/**
 * What the armour → injury → casualty sequence needs to know about one way a player is hit, and the layout of
 * its step-local registers and phases. The sequence itself is `harm.ts`.
 */
import type { ArgueTheCallRules } from '../../rules/types.js';
import type { State } from '../state.js';

/**
 * A bonus placed on the armour or the injury roll after seeing it: by the attacker's coach, to serve its goal
 * (Mighty Blow, Dirty Player); or `whereItHurts`, by the opposing coach against the acting team's player (Arm Bar):
 * on armour when it breaks it, else on injury — the most harm it can do.
 */
export interface HarmBonus {
  readonly name: string;
  readonly amount: number;
  readonly whereItHurts?: boolean;
  /** Only on this roll (a star's Toxin Connoisseur: injury), else on either. */
  readonly on?: 'armour' | 'injury';
  /** Once a line for this acting player (a star's special rule, `OnceFlag.Special`), else every time. */
  readonly once?: number;
  /** Also on a roll nothing else modifies (a Stab's injury: bb2025 A Sneaky Pair). */
  readonly anyRoll?: boolean;
}

export interface HarmSpec {
  /** "Armour 9+". */
  readonly label: string;
  /** Index of the opponent hit. */
  readonly victim: number;
  /** Armour value as the edition uses it. */
  readonly av: number;
  /** Fixed modifiers to the armour roll (foul assists, Chainsaw +3). */
  readonly armourModifier: number;
  /** Claws applies to this armour roll (a Block action by a player with Claws, the victim without Iron Hard Skin). */
  readonly claws: boolean;
  readonly bonus: HarmBonus | null;
  /**
   * A second bonus beside `bonus`, once a line (a star's Crushing Blow on armour, Brutal Block on injury, with Mighty
   * Blow; Ram, Slayer or Dwarfen Scourge beside Mighty Blow on `either` roll, the same one or the other): `on` and
   * `once` given.
   */
  readonly extra?: Omit<HarmBonus, 'on'> & { readonly on: 'armour' | 'injury' | 'either'; readonly once: number };
  /** False for Stab, Chainsaw and Projectile Vomit: "this Injury roll cannot be modified in any way" (seed 001). */
  readonly injuryModifiable: boolean;
  /** A foul: natural doubles send the fouler off. */
  readonly foul: boolean;
  /** A foul whose send-off the coach argues (`foul: { argueTheCall: true }`): the edition's table; else absent. */
  readonly argueTheCall?: ArgueTheCallRules;
  /** The fouler has Sneaky Git. */
  readonly sneakyGit: boolean;
  /** The victim's condition when the armour holds: down (block, foul) or still standing (Stab, Chainsaw, Vomit). */
  readonly heldCondition: number;
  readonly stunty: boolean;
  readonly thickSkull: boolean;
  readonly decay: boolean;
  readonly regeneration: boolean;
  /** A skill of the attacker that re-rolls an armour roll that held (bb2025 Lone Fouler), once; else absent. */
  readonly armourReroll?: string;
  /** The acting player whose star rule `armourReroll` is: once a line (`OnceFlag.Special`; Krump and Smash). */
  readonly armourRerollOnce?: number;
  /**
   * A star rule of the player hit, the acting player `once`, that re-rolls its own armour roll when it broke, once a
   * line (`OnceFlag.Special`; bb2025 Dwarfen Grit: `ownHitSpec`).
   */
  readonly ownArmourReroll?: { readonly name: string; readonly once: number };
  /**
   * A star rule of the attacker that re-rolls the injury roll short of a casualty, once a line for player `once`
   * (Savage Mauling; bb2020 Master Assassin after a Stab).
   */
  readonly injuryReroll?: { readonly name: string; readonly once: number };
  /**
   * A skill of the attacker that may re-roll the armour roll or the injury roll, once, the coach's choice after
   * seeing it (Piling On, bb2016 and classic); `finish` reads its bit of `R.Rerolled` to know it was used.
   */
  readonly reroll?: string;
  /**
   * A star's Pro on one die of a held armour roll (Old Pro): player `pro`'s Pro roll first (`OnceFlag.Pro`), the rule
   * once a line, spent when a die is re-rolled (`OnceFlag.Special`; `old-pro.ts`).
   */
  readonly armourDie?: { readonly name: string; readonly pro: number };
  /** The victim's failed Regeneration roll is re-rolled once (bb2025, `Edition.regenerationRerolled`). */
  readonly regenerationReroll?: boolean;
  /** The victim's team has an apothecary (whether it is still unused is in the state). */
  readonly apothecary: boolean;
  /** A Stunned injury counts as KO'd (a fumbled Kick Team-mate, seed 001 and seed 004; a Ball & Chain player's own injury, seed 001). */
  readonly stunnedIsKo?: boolean;
  /** A casualty counts as Badly Hurt, with no casualty roll (a Vampire's bite: seed 001 Bloodlust; Tasty Morsel). */
  readonly casualtyIsBadlyHurt?: boolean;
  /** A Stunned injury sends the player to the reserves (pushed into the crowd: `sideline.ts`). */
  readonly stunnedIsReserves?: boolean;
  /**
   * The acting player who may re-roll this armour roll (when it held) or injury roll with Pro, once per turn
   * (classic: seed 000 [GWUK]); null where the edition or the player does not allow it.
   */
  readonly pro: number | null;
  /** Where the line goes once the sequence is over and no send-off ended it. */
  finish(s: State): State;
}

/** Registers of the sequence. */
export const R = {
  Spec: 0,
  Armour: 1,
  ArmourDouble: 2,
  /** 1 once the bonus has been placed (on armour or injury). */
  BonusUsed: 3,
  /** 1 when a foul's send-off is pending; 2 when it still stands after the coach argued the call (a Bribe may follow). */
  SendOff: 4,
  Injury: 5,
  /** The casualty result (index in CASUALTY_RESULTS) being treated. */
  Casualty: 6,
  /** 1 when that result came from the Stunty injury table, with no casualty roll. */
  NoCasualtyRoll: 7,
  /** The apothecary's second casualty result (bb2020, bb2016: it rolls the casualty again). */
  Casualty2: 8,
  /** The armour roll's send-off, kept while Pro may still re-roll the injury roll (which then rolls anew). */
  ArmourSendOff: 9,
  /** 1 while Pro's own D6 is to be rolled, at the armour or the injury result it would re-roll. */
  ProRoll: 10,
  /** Rolls already re-rolled: bit 1 the armour roll (Lone Fouler), bit 2 the Regeneration roll (`harm.ts`). */
  Rerolled: 11,
  /** The low die of a held armour roll, while Old Pro may re-roll one of its dice (`old-pro.ts`), else 0. */
  ArmourLow: 12,
  /** Old Pro: the die kept (1..6) while its Pro D6 or the re-rolled die is to be rolled, else 0. */
  DieKept: 13,
} as const;
export const HARM_REGS = 14;

/** Phases, relative to the first phase the step gives the sequence. */
export const H = {
  Armour: 0,
  ArmourResult: 1,
  Injury: 2,
  InjuryResult: 3,
  Casualty: 4,
  Regeneration: 5,
  Apothecary: 6,
  ApothecaryRoll: 7,
  ApothecaryChoice: 8,
  End: 9,
  Bribe: 10,
} as const;
/** The phases of a harm sequence: a step places its own phases after them (the block's Pile Driver at Harm + 11). */
export const HARM_PHASES = Object.keys(H).length;
// Eleven phases, and no more.
// Pro's D6 is rolled at the result it would re-roll (`R.ProRoll`); classic's apothecary roll is `ApothecaryRoll`.
