/**
 * A block on the ball carrier (`ball: true`): the ball comes loose (metric `ballLoose`) when the carrier ends the
 * step knocked down or placed prone — unless it has Safe Pair of Hands, whose coach places the ball instead (seed
 * 001 Safe Pair of Hands: "If this player is Knocked Down or Placed Prone … the ball does not bounce") — or when
 * Strip Ball takes it on a push (`outcomes.ts`) — unless the carrier threw it to a team-mate with Dump-off first
 * (`dump-off.ts`: its flag is cleared as the step ends).
 */
import { conditionOf } from '../../model/contact/victim.js';
import { withNextStates, type StepModel } from '../../model/model.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { clearUsed, hasUsed, OnceFlag, setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';

/** The block step's model with the carrier's ball followed to the end of the step. */
export function withBallCarrier(model: StepModel, step: BlockStep, safePair: boolean): StepModel {
  if (!step.ball || (safePair && step.dumpOff === null)) return model;
  const pc = step.index - 1;
  const leaving = (s: State) => (s.status === 'running' ? s.pc === pc + 1 : s.pc === pc || s.pc === pc + 1);
  const dumped = (s: State) => hasUsed(s, step.by, OnceFlag.DumpedOff);
  return withNextStates(model, (s) => {
    if (!leaving(s)) return s;
    if (dumped(s)) return clearUsed(s, step.by, OnceFlag.DumpedOff);
    return !safePair && conditionOf(s, step.target) >= C.PlacedProne ? setOut(s, Out.BallLoose, 1) : s;
  });
}
