/**
 * The words every layer shares — edition ids, metric names, pass ranges, the shape of a normalised scenario — in
 * one module that imports nothing, so that rules, scenario, steps and model can all use them without importing
 * each other (a test walks the imports: `test/architecture.test.ts`).
 */

/** The editions nuffle knows. */
export const EDITION_IDS = ['bb2020', 'bb2016', 'classic', 'bb2025'] as const;
/** One of `EDITION_IDS`: the edition whose rules a scenario is played by. */
export type EditionId = (typeof EDITION_IDS)[number];
/** The edition when a scenario, a profile or `nuffle skills` names none: the rules in print (BB2020). */
export const DEFAULT_EDITION: EditionId = 'bb2020';

/**
 * The metrics of a line, in the fixed order of every metric vector (`model/metrics.ts` computes them).
 * Probabilities of events, except the expected counts `rerollsUsed`, `knockdowns`, `removedCount`, `casualtiesCount`.
 */
export const METRICS = [
  'success',
  'turnover',
  'playerDown',
  'rerollsUsed',
  'knockdown',
  'armourBroken',
  'stunned',
  'ko',
  'cas',
  'dead',
  'removed',
  'sentOff',
  'badlyHurt',
  'seriouslyHurt',
  'seriousInjury',
  'lastingInjury',
  'reserves',
  'knockdowns',
  'removedCount',
  'casualtiesCount',
  'hypnotised',
  'shadowed',
  'ownArmourBroken',
  'ownKo',
  'ownCas',
  'ballLoose',
  'teammateDown',
  'teammateArmourBroken',
  'teammateKo',
  'teammateCas',
  'eaten',
  'surfed',
  'reachedAndLanded',
  'throwFumbled',
  'coachEjected',
  'held',
  'worth',
] as const;
/** One of `METRICS`: the name of a metric in a goal, a result and the JSON. */
export type MetricName = (typeof METRICS)[number];

/** A goal: weights over metrics, maximised by the active coach. */
export type Goal = Readonly<Partial<Record<MetricName, number>>>;

export const PASS_RANGES = ['quick', 'short', 'long', 'bomb'] as const;
export type PassRange = (typeof PASS_RANGES)[number];

export const CATCH_KINDS = ['accurate', 'handoff', 'scattered', 'deflected', 'kickoff'] as const;
export type CatchKind = (typeof CATCH_KINDS)[number];

/** What a line may need of a contact step's target (`need:`), in increasing order of harm. */
export const NEEDS = ['knockdown', 'armourBroken', 'removed', 'cas'] as const;
export type Need = (typeof NEEDS)[number];

import type { SkillName } from './skill-names.js';

export { isSkillName, SKILL_NAMES, type SkillName } from './skill-names.js';

/** A player's skills and traits, resolved (the rules' `SkillSet`); asked by canonical name only (`SkillName`). */
export interface Skills {
  has(name: SkillName): boolean;
  /** The number a skill carries ("Loner (4+)" → 4), or undefined when the player lacks it or it has none. */
  param(name: SkillName): number | undefined;
  /** Canonical names, in roster order. */
  names(): SkillName[];
  /** Roster spelling, e.g. "Loner (4+)". */
  describe(): string[];
}

/**
 * The action a player declares when activated (seed 001 "Activation rolls" traits read it: Unchannelled Fury and
 * Animal Savagery +2 on a Block or Blitz, Bloodlust +1, Take Root on an action that moves).
 */
export const ACTIONS = ['move', 'block', 'blitz', 'pass', 'handoff', 'foul', 'special'] as const;
export type Action = (typeof ACTIONS)[number];

/** A player of the active team, every characteristic resolved for its edition and every skill by name. */
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
  /** Movement allowance, when the file gives it (standing up and Shadowing read it). */
  readonly ma: number | null;
  readonly skills: Skills;
  /** The declared action: written, or inferred from the player's steps (`scenario/activation.ts`). */
  readonly action: Action;
  /** A Standing team-mate without Really Stupid is adjacent (Really Stupid +2; Animal Savagery lashes out at it). */
  readonly teammateAdjacent: boolean;
  /** The armour value of the team-mate Animal Savagery lashes out at, as `av` (default the edition's, 9+ / 8). */
  readonly teammateAv: number;
  /** A Thrall team-mate is adjacent at the end of the activation (Bloodlust: bitten instead of a turnover). */
  readonly thrallAdjacent: boolean;
  /** The adjacent opponent a star's failed trait turns on (Primal Savagery, Tasty Morsel), or null. */
  readonly opponentAdjacent: number | null;
  /** The activation roll is already behind the player: none is rolled. */
  readonly activated: boolean;
}

/** A player of the other team that the line blocks, fouls, marks or hits. */
export interface Opponent {
  readonly id: string;
  readonly st: number;
  /** Movement allowance, or null when not given (read by its Shadowing). */
  readonly ma: number | null;
  readonly av: number;
  readonly ag: number;
  readonly skills: Skills;
  /** Its team's apothecary is still available. */
  readonly apothecary: boolean;
}

/** What every normalised step has; each step kind adds its own fields (`src/steps/`). */
export interface StepBase {
  readonly kind: string;
  /** Index into `Scenario.players` of the player who acts. */
  readonly by: number;
  /** 1-based position in the YAML list, for messages and per-step breakdowns. */
  readonly index: number;
  /** A short description for tables and trees: "Dodge (marked 1)". */
  readonly label: string;
}

/** What every step that hits an opponent has. */
export interface ContactStepBase extends StepBase {
  /** Index into `Scenario.opponents` of the player hit. */
  readonly target: number;
  /** The line goes on only when the target ends the step at least this harmed; else it stops there. */
  readonly need: Need | null;
}

/** True for a step that hits an opponent: it has a `target` opponent and a `need` (a `test` step's target is a roll). */
export function isContactStep(step: StepBase): step is ContactStepBase {
  return 'need' in step && typeof (step as Partial<ContactStepBase>).target === 'number';
}

/** A normalised scenario whose steps are `S` (the union of every step kind: `src/steps/index.ts`). */
export interface ScenarioOf<S extends StepBase> {
  readonly name: string;
  readonly edition: EditionId;
  /** Team re-rolls of the active team (the Leader re-roll not included). */
  readonly rerolls: number;
  /** A Leader re-roll is available (one extra team re-roll). */
  readonly leader: boolean;
  /** bb2025 Team Captain: a team re-roll whose re-rolled die shows a natural 6 is not spent. */
  readonly captain: boolean;
  /** bb2025 Team Mascot: one more team re-roll, used only after a D6 of 4+ (1–3: lost, another may be used). */
  readonly mascot: boolean;
  readonly players: readonly Player[];
  readonly opponents: readonly Opponent[];
  readonly steps: readonly S[];
  /** Bribes the active team has left (each may cancel a send-off on a 2+). */
  readonly bribes: number;
  readonly goal: Goal;
  /** Where it came from (file path), for messages. */
  readonly source: string;
  /**
   * The turn as a set of activations (`activations:` in the file; `docs/plan.md`): each a span of `steps`, taken in
   * the order `order` says. Absent for a line written as `steps:` alone, which runs as written.
   */
  readonly activations?: readonly ActivationSpan[];
  /**
   * The branches on an outcome (`otherwise:` / `instead:` / `if:` on a step; docs/scenario-format.md): each a run of
   * `steps` right after its step, taken only when that step stops short without a turnover (or, `if: { followed }`,
   * when the Shadowing player followed its mover). None when no step has one.
   */
  readonly branches?: readonly StepBranch[];
  /** How the activations are ordered: the coach's best choice at every point, or as written. */
  readonly order?: TurnOrder;
  /**
   * With `order: written`, the activations taken, in turn (indices into `activations`; default all, as written):
   * one fixed order of the plan's comparison (`plan/`), the ones left out never taken.
   */
  readonly sequence?: readonly number[];
  /** What the line does that the coach may not mean (a step the rules make unreachable, a flag with no effect): one message each. */
  readonly warnings?: readonly string[];
}

/**
 * A branch on an outcome: the steps `steps[start]` up to but not including `steps[end]` follow step `host` (and its
 * tail, the rolls inserted after it, up to `start`: a Vampire's bite) and are taken only when it stops the line short without a turnover (a failed Hypnotic Gaze,
 * a Tentacles hold, a `need:` not met: `model/branch.ts`); else the line goes on at `end`. After them the line goes on
 * at `end` (`otherwise`, BBAC's `{…}`) or the activation — the line, written as `steps:` — is over (`instead`, BBAC's `[…]`).
 */
export interface StepBranch {
  readonly host: number;
  readonly mode: BranchMode;
  readonly start: number;
  readonly end: number;
}

/**
 * What a branch hangs on and what follows it: a stop, then the rest of the line (`otherwise`) or nothing more of the
 * activation (`instead`); or an outcome that does not stop the line, then the rest of the line (`followed`: the
 * Shadowing player followed the mover, written `if: { followed: [...] }`).
 */
export type BranchMode = 'otherwise' | 'instead' | 'followed';
/** The keys a branch is written under beside a step's kind. */
export const BRANCH_KEYS = ['otherwise', 'instead', 'if'] as const;
/** The outcomes an `if:` branch is written for, each the mode it makes. */
export const IF_OUTCOMES = ['followed'] as const satisfies readonly BranchMode[];

/** Where a branch's steps are written under its step: `otherwise`, `instead`, or `if` then the outcome. */
export function branchPath(mode: BranchMode): readonly string[] {
  return mode === 'followed' ? ['if', mode] : [mode];
}

/** A branch's mode as a coach reads it in a table or a message ("otherwise", "if followed"). */
export function branchWord(mode: BranchMode): string {
  return mode === 'followed' ? 'if followed' : mode;
}

/** How a turn's activations are ordered (`order:`): chosen by the solver at every point, or as written. */
export const TURN_ORDERS = ['best', 'written'] as const;
export type TurnOrder = (typeof TURN_ORDERS)[number];

/** One activation of a turn, normalised: which steps are its own and what taking it needs and is worth. */
export interface ActivationSpan {
  /** Its name (`label:`, default the player's id; `steps` for the opening steps written beside `activations:`). */
  readonly label: string;
  /** Index into `players` of the player who acts; -1 for the opening steps (any player's). */
  readonly by: number;
  /** Its steps are `steps[start]` up to but not including `steps[end]` (activation rolls included). */
  readonly start: number;
  readonly end: number;
  /** Indices (into `activations`) of the activations that must be completed before it. */
  readonly after: readonly number[];
  /** The coach may leave it out (end the turn without it). */
  readonly optional: boolean;
  /** What completing it adds to the goal (`worth:`; 0 when not written). */
  readonly worth: number;
}

/** A scenario as the model layer sees it: steps of any kind. */
export type AnyScenario = ScenarioOf<StepBase>;
