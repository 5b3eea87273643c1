/**
 * Stab (a special action instead of a block): an unmodified armour roll; broken → Prone and an injury roll that
 * cannot be modified; held → no effect. No turnover either way. Source: seed 001 Stab; bb2016.md (FFB compares
 * Stab like any armour roll, > AV in bb2016).
 */
import { activationEnds, armourLabel, victimTraits } from '../contact/attack.js';
import { expandHarm, startHarm } from '../contact/harm.js';
import type { HarmSpec } from '../contact/harmSpec.js';
import { isStanding } from '../contact/victim.js';
import type { ModelContext, StepModel } from '../model.js';
import { TargetCondition as C } from '../outcome.js';
import { nextStep, type State } from '../state.js';
import type { SpecialAttackStep } from '../../scenario/types.js';

export function stabModel(step: SpecialAttackStep<'stab'>, ctx: ModelContext): StepModel {
  const traits = victimTraits(ctx, step.target);
  const spec: HarmSpec = {
    ...traits,
    label: armourLabel(ctx, traits.av, 0),
    armourModifier: 0,
    claws: false,
    bonus: null,
    injuryModifiable: false,
    foul: false,
    sneakyGit: false,
    heldCondition: C.Standing,
    finish: activationEnds(step, ctx),
  };
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  return { step, expand };
}
