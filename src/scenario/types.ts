/**
 * The normalised scenario: every default filled, every shorthand expanded, every skill resolved. Downstream
 * stages (model, evaluators, reports) see only this shape, never the optional YAML forms.
 */
import type { EditionId } from '../rules/edition.js';
import type { SkillSet } from '../rules/skills.js';
import type { MetricName } from '../model/metrics.js';

export interface Player {
  /** The name used in `players:` and `by:` (`player` for the shorthand). */
  readonly id: string;
  /** Agility: the target (3 for "3+") in bb2020, the characteristic (3) in bb2016. */
  readonly ag: number;
  /** Passing ability target (4 for "4+"); null for "-" (cannot pass accurately). bb2020 only. */
  readonly pa: number | null;
  readonly st: number;
  /** Armour value as used by the edition (9 for "9+" in bb2020, 8 in bb2016). */
  readonly av: number;
  readonly skills: SkillSet;
}

export interface Opponent {
  readonly id: string;
  readonly st: number;
  readonly av: number;
  readonly ag: number;
  readonly skills: SkillSet;
  /** Its team's apothecary is still available. */
  readonly apothecary: boolean;
}

interface StepBase {
  /** Index into `Scenario.players` of the player who acts. */
  readonly by: number;
  /** 1-based position in the YAML list, for messages and per-step breakdowns. */
  readonly index: number;
  /** A short description for tables and trees: "Dodge (marked 1)". */
  readonly label: string;
}

export interface DodgeStep extends StepBase {
  readonly kind: 'dodge';
  readonly marked: number;
  /** An opponent with Tackle marks the square left (stops the Dodge skill). */
  readonly tackle: boolean;
  readonly divingTackle: boolean;
  /** Number of Prehensile Tails marking the square left (bb2020 counts at most one). */
  readonly prehensileTail: number;
}

export interface RushStep extends StepBase {
  readonly kind: 'rush';
  readonly blizzard: boolean;
}

export interface PickupStep extends StepBase {
  readonly kind: 'pickup';
  readonly marked: number;
  readonly rain: boolean;
}

export type CatchKind = 'accurate' | 'handoff' | 'scattered' | 'deflected';

export interface CatchStep extends StepBase {
  readonly kind: 'catch';
  readonly marked: number;
  readonly catchKind: CatchKind;
  readonly rain: boolean;
  readonly disturbingPresence: number;
}

export type PassRange = 'quick' | 'short' | 'long' | 'bomb';

export interface PassStep extends StepBase {
  readonly kind: 'pass';
  readonly range: PassRange;
  readonly marked: number;
  readonly disturbingPresence: number;
  readonly sunny: boolean;
}

/** Any other D6 roll: Bone Head, Really Stupid, Regeneration… */
export interface TestStep extends StepBase {
  readonly kind: 'test';
  readonly target: number;
  /** Skills of the acting player that may re-roll this roll. */
  readonly rerollSkills: readonly string[];
  /** Team re-rolls and Pro may touch this roll. */
  readonly rerollable: boolean;
  /** Failing ends the activation with a turnover (else it ends without one). */
  readonly turnover: boolean;
}

export type AgilityStep = DodgeStep | RushStep | PickupStep | CatchStep | PassStep | TestStep;

/** What a line may need of a contact step's target (`need:`), in increasing order of harm. */
export const NEEDS = ['knockdown', 'armourBroken', 'removed', 'cas'] as const;
export type Need = (typeof NEEDS)[number];

/** Fields of every step that hits an opponent. */
interface ContactBase extends StepBase {
  /** Index into `Scenario.opponents` of the player hit. */
  readonly target: number;
  /** The line goes on only when the target ends the step at least this harmed; else it stops there. */
  readonly need: Need | null;
}

/** A Block (or the block of a Blitz), Frenzy's second block included. */
export interface BlockStep extends ContactBase {
  readonly kind: 'block';
  readonly assists: number;
  readonly defensiveAssists: number;
  readonly blitz: boolean;
  /** Dice given directly (negative: the defender chooses); null to compute them from strength. */
  readonly dice: number | null;
  /** One of the two blocks of Multiple Block: the strength modifier of the edition applies. */
  readonly multipleBlock: boolean;
  /** Frenzy's second block needs a rush first (a Blitz with no movement left). */
  readonly frenzyRush: boolean;
  /** The assists of Frenzy's second block (the first block's unless the scenario says otherwise). */
  readonly frenzy: { readonly assists: number; readonly defensiveAssists: number };
}

export interface FoulStep extends ContactBase {
  readonly kind: 'foul';
  readonly assists: number;
  readonly defensiveAssists: number;
  /** Foul with the Chainsaw: kick-back on a 1, +3 armour. */
  readonly chainsaw: boolean;
}

/** The target was just knocked down by the active player's Block action: armour, injury, casualty. */
export interface KnockdownStep extends ContactBase {
  readonly kind: 'knockdown';
}

/** A special action that replaces a block: Stab, Chainsaw attack, Projectile Vomit. */
export interface SpecialAttackStep<K extends 'stab' | 'chainsaw' | 'vomit' = 'stab' | 'chainsaw' | 'vomit'> extends ContactBase {
  readonly kind: K;
}

export type ContactStep =
  | BlockStep | FoulStep | KnockdownStep | SpecialAttackStep<'stab'> | SpecialAttackStep<'chainsaw'> | SpecialAttackStep<'vomit'>;

/** Step kinds that hit an opponent. */
export const CONTACT_KINDS: readonly ContactStep['kind'][] = ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit'];

/** Every step kind the model knows. */
export type Step = AgilityStep | ContactStep;

/** A goal: weights over metrics, maximised by the active coach. */
export type Goal = Readonly<Partial<Record<MetricName, number>>>;

export interface Scenario {
  readonly name: string;
  readonly edition: EditionId;
  /** Team re-rolls of the active team (the Leader re-roll not included). */
  readonly rerolls: number;
  /** A Leader re-roll is available (one extra team re-roll). */
  readonly leader: boolean;
  readonly players: readonly Player[];
  readonly opponents: readonly Opponent[];
  readonly steps: readonly Step[];
  /** Bribes the active team has left (each may cancel a send-off on a 2+). */
  readonly bribes: number;
  readonly goal: Goal;
  /** Where it came from (file path), for messages. */
  readonly source: string;
}
