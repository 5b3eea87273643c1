/**
 * The normalised scenario: every default filled, every shorthand expanded, every skill resolved. Downstream
 * stages (model, evaluators, reports) see only this shape, never the optional YAML forms. The shared parts live
 * in `vocabulary/`; each step kind's normalised type in its module under `steps/`.
 */
import type { Step } from '../steps/index.js';
import type { ScenarioOf } from '../vocabulary/index.js';

export type {
  CatchKind, ContactStepBase as ContactStep, Goal, Need, Opponent, PassRange, Player, StepBase,
} from '../vocabulary/index.js';
export { NEEDS } from '../vocabulary/index.js';
export type {
  BlockStep, CatchStep, ChainsawStep, DodgeStep, FoulStep, KnockdownStep, PassStep, PickupStep, RushStep, StabStep, Step,
  TestStep, VomitStep,
} from '../steps/index.js';

/** A scenario normalised: every default filled, every shorthand expanded, every step by its kind's module. */
export type Scenario = ScenarioOf<Step>;
