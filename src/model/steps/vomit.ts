/**
 * Projectile Vomit (a special action instead of a block): D6 2+ hits the target, 1 hits the vomiting player; an
 * armour roll that cannot be modified against whoever was hit, broken → Prone and an injury roll that cannot be
 * modified. Source: seed 001 Projectile Vomit. The player hitting itself is placed Prone, which this engine reads
 * like Wrestle's placing Prone: no turnover, the activation ends (UNCONFIRMED: the text names no turnover).
 */
import { activationEnds, specialAttackHarm } from '../contact/attack.js';
import { riskyAttackModel } from '../contact/special.js';
import { isStanding } from '../contact/victim.js';
import type { ModelContext, StepModel } from '../model.js';
import { nextStep } from '../state.js';
import type { SpecialAttackStep } from '../../scenario/types.js';

export function vomitModel(step: SpecialAttackStep<'vomit'>, ctx: ModelContext): StepModel {
  const ends = activationEnds(step, ctx);
  const risk = { label: 'Projectile Vomit 2+', modifier: 0, onBroken: ends, onHeld: ends };
  return riskyAttackModel(step, ctx, risk, specialAttackHarm(ctx, step.target, 0, ends), (s) => (isStanding(s, step.target) ? null : nextStep(s)));
}
