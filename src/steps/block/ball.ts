/**
 * A block on the ball carrier (`ball: true`): the ball comes loose (metric `ballLoose`) when the carrier ends the
 * step knocked down or placed prone — unless it has Safe Pair of Hands, whose coach places the ball instead (seed
 * 001 Safe Pair of Hands: "If this player is Knocked Down or Placed Prone … the ball does not bounce") — or when
 * Strip Ball takes it on a push (`outcomes.ts`).
 */
import { conditionOf } from '../../model/contact/victim.js';
import { withNextStates, type StepModel } from '../../model/model.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';

/** The block step's model with the carrier's ball followed to the end of the step. */
export function withBallCarrier(model: StepModel, step: BlockStep, safePair: boolean): StepModel {
  if (!step.ball || safePair) return model;
  const pc = step.index - 1;
  const leaving = (s: State) => (s.status === 'running' ? s.pc === pc + 1 : s.pc === pc || s.pc === pc + 1);
  return withNextStates(model, (s) => (leaving(s) && conditionOf(s, step.target) >= C.PlacedProne ? setOut(s, Out.BallLoose, 1) : s));
}
