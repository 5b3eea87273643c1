/**
 * Stab (a special action instead of a block): an unmodified armour roll; broken → Prone and an injury roll that
 * cannot be modified; held → no effect. No turnover either way. Source: seed 001 Stab; bb2016.md (FFB compares
 * Stab like any armour roll, > AV in bb2016).
 */
import { activationEnds, specialAttackHarm } from '../contact/attack.js';
import { expandHarm, startHarm } from '../contact/harm.js';
import { isStanding } from '../contact/victim.js';
import type { ModelContext, StepModel } from '../model.js';
import { nextStep, type State } from '../state.js';
import type { SpecialAttackStep } from '../../scenario/types.js';

export function stabModel(step: SpecialAttackStep<'stab'>, ctx: ModelContext): StepModel {
  const spec = specialAttackHarm(ctx, step.target, 0, activationEnds(step, ctx));
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000), and read no once-per-activation flag.
  return { step, expand, teamRerolls: 0, reads: [] };
}
