/**
 * `need:` on a contact step: when the step moves on to the next one with its target short of what the line needs
 * (knocked down, armour broken, removed, a casualty), the line stops there instead, without a turnover (one that
 * Multiple Block left pending still happens, and so does one already certain: a Vampire that failed Bloodlust with
 * no Thrall to bite, `stopIsTurnover`). One wrapper for every contact step kind.
 */
import type { ContactStepBase, Need, StepBranch } from '../vocabulary/index.js';
import { conditionOf } from './contact/victim.js';
import { stopIsTurnover } from './contact/activationEnd.js';
import { withNextStates, type ModelContext, type StepModel } from './model.js';
import { Out, TargetCondition as C } from './outcome.js';
import { endLineAt, withPlan, type State } from './state.js';

/** The least condition of the target that meets each `need:` (outcome.ts orders conditions by harm). */
const NEED_CONDITION: Record<Need, number> = {
  knockdown: C.ArmourHeld, armourBroken: C.Healed, removed: C.Reserves, cas: C.BadlyHurt,
};

/**
 * The step's model with its `need:` applied (the model itself when it has none). With a `branch` on it (`branch.ts`),
 * the need not met goes on into the branch, which starts right after the step, and the need met goes on past it.
 */
export function withNeed(model: StepModel, step: ContactStepBase, ctx: ModelContext, branch?: StepBranch): StepModel {
  if (step.need === null) return model;
  const least = NEED_CONDITION[step.need];
  const pc = step.index - 1;
  const certain = stopIsTurnover(step, ctx);
  const turnover = (s: State) => s.out[Out.TurnoverPending] === 1 || certain(s);
  const short = (s: State) => (branch === undefined || turnover(s) ? endLineAt(s, pc, turnover(s)) : withPlan(s, branch.start, s.plan ?? 0));
  // Met: past the branch, or on to the host's tail (`branch.ts`), whose last step then passes it.
  const met = (s: State) => (branch === undefined || branch.start > pc + 1 ? s : withPlan(s, branch.end, s.plan ?? 0));
  const needed = withNextStates(model, (s) => {
    if (s.status !== 'running' || s.pc !== pc + 1) return s;
    return conditionOf(s, step.target) < least ? short(s) : met(s);
  });
  // The target's condition itself decides where the line goes, even one the step found already down.
  return { ...needed, targetReads: 'exact' };
}
