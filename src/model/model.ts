/**
 * The model of a scenario: an initial state and a transition function. Compiled once per scenario (and per
 * number of team re-rolls); the exact evaluator and the Monte Carlo runner both read it and nothing else.
 */
import type { Node } from './node.js';
import type { State } from './state.js';
import type { Edition } from '../rules/edition.js';
import type { Scenario, Step } from '../scenario/types.js';

/** What a step's transition returns: a node, or a state to continue from at once (a step with no dice). */
export type Transition = Node | State;

/** A compiled step: its transitions from any state whose `pc` points at it. */
export interface StepModel {
  readonly step: Step;
  expand(s: State): Transition;
}

/** Everything a step needs to compile: the scenario, the edition and the team re-roll budget. */
export interface ModelContext {
  readonly scenario: Scenario;
  readonly edition: Edition;
  /** Team re-rolls available at the start (Leader re-roll included). */
  readonly rerolls: number;
}

export interface Model {
  readonly context: ModelContext;
  readonly initial: State;
  /** The initial state had the team only `teamRerolls` team re-rolls (Leader re-roll added), for the re-roll curve. */
  startWith(teamRerolls: number): State;
  readonly steps: readonly StepModel[];
  /** The node at a state. Terminal once the line has ended or every step is done. */
  expand(s: State): Node;
}

export function isNode(t: Transition): t is Node {
  return 'kind' in t;
}
