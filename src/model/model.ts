/**
 * The model of a scenario: an initial state and a transition function. Compiled once per scenario (and per
 * number of team re-rolls); the exact evaluator and the Monte Carlo runner both read it and nothing else.
 */
import { mapNext, type Node } from './node.js';
import type { OnceFlag, State } from './state.js';
import type { TurnModel } from './turn.js';
import type { Edition } from '../rules/edition.js';
import type { AnyScenario as Scenario, StepBase as Step } from '../vocabulary/index.js';

/** What a step's transition returns: a node, or a state to continue from at once (a step with no dice). */
export type Transition = Node | State;

/** A compiled step: its transitions from any state whose `pc` points at it. */
export interface StepModel {
  readonly step: Step;
  expand(s: State): Transition;
  /**
   * The most team re-rolls this step can spend, whatever happens in it (re-rolls above what the rest of the line
   * can spend are forgotten: `canonical.ts`). Leave it out when there is no bound.
   */
  readonly teamRerolls?: number;
  /** The fouls this step may commit (a `foul`; a block with Pile Driver): bribes are kept for them. */
  readonly fouls?: number;
  /** The once-per-activation flags of the acting player this step may read; leave it out for all of them. */
  readonly reads?: readonly OnceFlag[];
  /**
   * The opponents this step may hit, when they are more than a contact step's one `target` (a bomb's victims): their
   * conditions, and the apothecary, are kept while the step is ahead. Leave it out for a contact step's target.
   */
  readonly targets?: readonly number[];
  /**
   * How much of its targets' conditions this step can tell apart, from its start on (`canonical.ts` keeps no more
   * of a targeted opponent's condition than the steps ahead read):
   * - `standing`: it acts only on a Standing target, so it tells Standing, down and removed apart and no more
   *   (a block, a stab: a target already down or off the pitch is left alone);
   * - `onPitch`: it may also harm a target that is down, whose condition it then raises from where it was (a foul,
   *   a bomb), so it tells every condition on the pitch apart, and removed from the rest;
   * - `exact` (the default): it reads the condition itself (`need:`).
   */
  readonly targetReads?: TargetReads;
  /**
   * The metric registers read by no step that this step may raise (`PAID_AT_ONCE` in `canonical.ts`): each is
   * kept while a step that raises it is ahead (a "once" metric must not be paid twice), and paid out otherwise.
   */
  readonly raises?: readonly number[];
  /** The acting team's player whose catch this step rolls (a `catch`, a `handoff`'s receiver): a Prone one cannot. */
  readonly catcher?: number;
}

/** How much of a target's condition a step reads (`StepModel.targetReads`), from least to most. */
export type TargetReads = 'standing' | 'onPitch' | 'exact';

/** Everything a step needs to compile: the scenario, the edition and the team re-roll budget. */
export interface ModelContext {
  readonly scenario: Scenario;
  readonly edition: Edition;
  /** Team re-rolls available at the start (Leader re-roll included). */
  readonly rerolls: number;
  /** Length of the metric vectors (`metricWidth`). */
  readonly width: number;
}

export interface Model {
  readonly context: ModelContext;
  readonly initial: State;
  /** The initial state had the team only `teamRerolls` team re-rolls (Leader re-roll added), for the re-roll curve. */
  startWith(teamRerolls: number): State;
  readonly steps: readonly StepModel[];
  /**
   * The node at a state. Terminal once the line has ended or every step is done. Every next state is canonical
   * (`canonical.ts`); what it forgot of the outcome registers, and the team re-rolls the edge spends, come as the
   * edge's `reward`.
   */
  expand(s: State): Node;
  /** One transition of the current step: its node (next states canonical, with rewards), or the state it passes on to. */
  transition(s: State): Transition;
  /** The same node, with the state it belongs to (steps that pass straight on, without dice, followed). */
  settle(s: State): { readonly state: State; readonly node: Node };
  /** Whether states forget what no later step, choice or metric reads (off only for the tests' reference). */
  readonly compressed: boolean;
  /** The turn of activations the coach orders (`turn.ts`), or null for a line written as `steps:` alone. */
  readonly turn: TurnModel | null;
  /**
   * With the turn tracked (`CompileOptions.trackTurn`): a state as the model without tracking keeps it (a finished
   * turn keeps only what its done activations are worth), so that the graph counts its states as that model has
   * them (`Graph.states`). Absent otherwise.
   */
  readonly untracked?: (s: State) => State;
}

export function isNode(t: Transition): t is Node {
  return 'kind' in t;
}

/**
 * The step's model with every state its transitions hand on passed through `f` (a terminal is left alone): how
 * options a step kind shares (`need:`, a ball carrier) look at where the step leaves the line, once, in one place.
 */
export function withNextStates(model: StepModel, f: (s: State) => State): StepModel {
  return {
    ...model,
    expand: (s) => {
      const next = model.expand(s);
      if (!isNode(next)) return f(next);
      return next.kind === 'terminal' ? next : mapNext(next, f);
    },
  };
}
