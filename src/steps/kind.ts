/**
 * What a step kind is: one module with its options (a zod schema, which is also the JSON Schema `nuffle schema`
 * prints), how those options become the normalised step (its type is derived from that function), its modifier
 * table for the docs, and its model. Every kind registers in `index.ts` (as boardgame.io registers `moves`).
 *
 * Step modules never import the scenario layer: what normalising needs of the file (errors placed at a path, the
 * opponent a `target:` names, the label) comes through `NormaliseContext`, so the layers stay one-way:
 * vocabulary → rules → model → steps → scenario.
 */
import { z } from 'zod';
import type { ModelContext, StepModel } from '../model/model.js';
import type { Edition } from '../rules/edition.js';
import type { D6TestKind } from '../rules/star-aids.js';
import type { StarAttack } from '../rules/star-harm.js';
import type { MetricName, Opponent, Player, SkillName, StepBase } from '../vocabulary/index.js';

/** Options every step accepts. */
export const STEP_BASE_OPTIONS = {
  by: z.string().optional().describe('The acting player (a key of players:); needed when there are several'),
  label: z.string().optional().describe('A name for the step in tables and reports'),
};

/** What normalising a step may ask of the scenario it is in. */
export interface NormaliseContext {
  readonly edition: Edition;
  readonly players: readonly Player[];
  readonly opponents: readonly Opponent[];
  /** The acting player, and its index. */
  readonly player: Player;
  readonly by: number;
  /** Whether the file gives the acting player a `pa:` (bb2020 passes against it). */
  readonly givesPa: boolean;
  /** A user error at `path` below the step's options (`[]`: the step itself), with the file's line and column. */
  error(path: readonly (string | number)[], detail: string): Error;
  /** The opponent the step's `target:` names, as an index (an error when it names none, or none is given among several). */
  target(): number;
  /**
   * The team-mate the step's option `key` names (`to:` of a hand-off), as an index: required even when there is one
   * player, an error naming the nearest id when it names none, and an error when it names the acting player.
   */
  teammate(key: string): number;
  /**
   * The opponent named `name` at `path` below the step's options (a bomb's `near:` victims), as an index: an error
   * naming the nearest id when it names none, or when there are no opponents.
   */
  opponent(path: readonly (string | number)[], name: string): number;
  /** An AG written at `path` below the step's options, read in the edition's notation (an interferer's). */
  agility(path: readonly (string | number)[], written: number | string): number;
  /** A PA written at `path` below the step's options (bb2020 notation; null for "-"): an opponent's Dump-off pass. */
  passing(path: readonly (string | number)[], written: number | string): number | null;
  /** Skills written at `path` below the step's options, resolved by edition: their canonical names. */
  skillNames(path: readonly (string | number)[], written: readonly string[]): SkillName[];
  /** Whether the file gives player `index` an `ag:` (a step that makes another player roll checks it). */
  givesAg(index: number): boolean;
  /** The step's label: its `label:` when given, else `text` (with the player's id when there are several). */
  label(text: string): string;
  /** The steps of the line before this one, normalised (a catch reads the pass that throws it the ball). */
  readonly earlier: readonly StepBase[];
}

/** One row of a step's modifier table in the docs: what, and its effect in each edition. */
export interface ModifierRow {
  readonly modifier: string;
  readonly bb2020: string;
  readonly bb2016: string;
}

/** A step kind: see the file's comment. `F` is what the kind adds to `StepBase`. */
export interface StepKind<K extends string = string, O extends z.ZodObject = z.ZodObject, F extends object = object> {
  readonly kind: K;
  /** Its options, `by` and `label` included (`STEP_BASE_OPTIONS`). */
  readonly options: O;
  /** The normalised fields of the step from its validated options (`kind`, `by` and `index` are added for it). */
  normalise(options: z.output<O>, ctx: NormaliseContext): F & { readonly label: string };
  /** Whether the step rolls against the acting player's AG in this edition (then `ag:` must be written). */
  rollsAgainstAg(edition: Edition): boolean;
  /** The modifiers of its roll, as the docs' table shows them (`docs/scenario-format.md`); none for kinds without one. */
  readonly modifiers: readonly ModifierRow[];
  /** Its model: the transitions of a state whose `pc` points at the step. */
  model(step: StepBase & { readonly kind: K } & Readonly<F>, ctx: ModelContext): StepModel;
  /**
   * The skills and traits whose dice it changes — the acting player's, or an opponent's the step hits or rolls
   * against — as `nuffle skills` and `docs/skills.md` list them (`catalogue.ts` reads them off the registry). A D6
   * test's `D6_TEST_SKILLS`, a victim's `HARM_SKILLS`; `test/steps/skills.test.ts` records what the model asks.
   */
  readonly skills: readonly SkillName[];
  /**
   * The options through which a skill of another player the step names acts — an assister's Guard (`assists`), a
   * marker's Tackle (`from`, `tackle`), the target's Stand Firm at the sideline (`sideline`) — as `nuffle skills`
   * shows them beside the step.
   */
  readonly writtenAs?: Partial<Record<SkillName, readonly string[]>>;
  /** Skills it acts on only in some editions (classic's Pro on armour and injury: `proOnHarmSkills`). */
  editionSkills?(edition: Edition): readonly SkillName[];
  /** The kinds of D6 test its model rolls (`d6Spec`'s `test`): the star rules of `rules/star-aids.ts` act on them. */
  readonly d6Tests?: readonly D6TestKind[];
  /** The attacks whose armour and injury it rolls: the star rules of `rules/star-harm.ts` act on them. */
  readonly starAttacks?: readonly StarAttack[];
  /** It may roll the acting player's own armour: the rules that re-roll it when broken act on it (bb2025 Dwarfen Grit). */
  readonly ownArmour?: true;
  /** Whether an edition has the step at all (bb2025's Secure the Ball); every edition when left out. */
  inEdition?(edition: Edition): boolean;
  /** Metrics of its own that a line with this step reports (Hypnotic Gaze: `hypnotised`). */
  reports?(step: StepBase & { readonly kind: K } & Readonly<F>): readonly MetricName[];
}

/** A step kind, its types checked (`F` inferred from `normalise`). */
export function defineStep<K extends string, O extends z.ZodObject, F extends object>(kind: StepKind<K, O, F>): StepKind<K, O, F> {
  return kind;
}

/**
 * The normalised step of kind `K` whose `normalise` is `N`: its type is derived from what normalising returns
 * (which is derived from the options' schema), never written twice.
 */
export type NormalisedStep<K extends string, N extends (...args: never[]) => object> =
  StepBase & { readonly kind: K } & Readonly<Omit<ReturnType<N>, 'label'>>;

/** Rolls against AG in neither edition. */
export const NO_AG = (): boolean => false;
/** `rollsAgainstAg` of a step whose test is an agility test in every edition. */
export const ON_AG = (): boolean => true;
/** `rollsAgainstAg` of a throw: bb2020 throws on PA, bb2016 against 7 − AG. */
export const THROWS_ON_PA = (edition: Edition): boolean => !edition.writesTargets;

/** " (marked 2)", or nothing. */
export function marks(marked: number): string {
  return marked > 0 ? ` (marked ${marked})` : '';
}

/** A count of players 0..`max`. */
export const count = (max: number) => z.number().int().min(0).max(max);
export const flag = z.boolean();
