/**
 * Special actions that replace a block (Chainsaw attack, Projectile Vomit) and the Chainsaw foul: a D6 first
 * (2+ hits the target, 1 hits the player itself), then the armour roll against whoever was hit. The D6 is an
 * ordinary roll in the team's own turn, so team re-rolls and Pro may touch it (bb2020.md "Re-rolls"; the armour,
 * injury and casualty dice they may not).
 * Sources: seed 001 Chainsaw, Projectile Vomit; bb2020.md "Activation rolls" (Chainsaw 2+, 1 = kick-back).
 */
import { D6_TEST_PHASES, expandD6Test } from '../d6test.js';
import type { ModelContext, StepModel, Transition } from '../model.js';
import { TargetCondition } from '../outcome.js';
import { OnceFlag, type State } from '../state.js';
import { d6Spec, d6TestNeeds } from '../d6step.js';
import type { ContactStepBase as ContactStep } from '../../vocabulary/index.js';
import { ownHitSpec } from './attack.js';
import { conditionOf, OWN_PLAYER } from './victim.js';
import { expandHarm, startHarm } from './harm.js';
import type { HarmSpec } from './harmSpec.js';

/** The roll that decides who is hit, and what happens to the player when it hits itself. */
export interface SelfRisk {
  /** "Chainsaw 2+". */
  readonly label: string;
  /** Armour modifier when the player hits itself (Chainsaw +3). */
  readonly modifier: number;
  /** After the player's own armour roll: broken (the player is down) or held. */
  onBroken(s: State): State;
  onHeld(s: State): State;
}

const HARM = D6_TEST_PHASES;
/** The harm sequences of the step: the target's, and the player's own when it hits itself. */
const TARGET = 0;
const SELF = 1;
/** "On a roll of 2+, the nominated target is hit" (seed 001 Chainsaw, Projectile Vomit). */
const HIT_TARGET = 2;

/**
 * A step that rolls `risk` and then hits the target with `spec`. `ready` says whether the step can happen at
 * all (the target may already be off the pitch); when it cannot, the line moves on without a roll.
 */
export function riskyAttackModel(
  step: ContactStep, ctx: ModelContext, risk: SelfRisk, spec: HarmSpec, ready: (s: State) => Transition | null,
): StepModel {
  const own = ownHitSpec(ctx, step.by, risk.modifier, (s) => (conditionOf(s, OWN_PLAYER) >= TargetCondition.Stunned ? risk.onBroken(s) : risk.onHeld(s)));
  const specs = [spec, own];
  const test = d6Spec(step.by, ctx, {
    label: risk.label,
    passes: (natural: number) => natural >= HIT_TARGET,
    onPass: (s: State) => startHarm(s, HARM, TARGET),
    onFail: (s: State) => startHarm(s, HARM, SELF),
  });
  function expand(s: State): Transition {
    if (s.phase === 0 && s.regs.length === 0) {
      const skip = ready(s);
      if (skip) return skip;
    }
    if (s.phase < HARM) return expandD6Test(test, s, 0, ctx);
    return expandHarm(specs, s, HARM, ctx);
  }
  const needs = d6TestNeeds(test);
  // The player's own rule on its broken armour (Dwarfen Grit) is once a line: its flag is read here.
  const reads = own.ownArmourReroll === undefined ? needs.reads : [...new Set([...(needs.reads ?? []), OnceFlag.Special])];
  return { step, expand, ...needs, ...(reads === undefined ? {} : { reads }) };
}
