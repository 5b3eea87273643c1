/**
 * Knock-down: the target has just been knocked down by the active player's Block action, so only armour, injury
 * and casualty follow — the clean way to compare Mighty Blow with Claws. Mighty Blow (+X) on armour or injury
 * after the roll; Claws; Iron Hard Skin stops Claws; a victim with a Chainsaw takes +3 on armour ("If this player
 * Falls Over or is Knocked Down, the opposing coach may add +3"). Sources: seed 001 Mighty Blow, Claws, Iron Hard
 * Skin, Chainsaw; bb2020.md "Armour and injury".
 */
import { victimTraits } from '../contact/attack.js';
import { knockedDownSpec } from '../contact/blockHarm.js';
import { expandHarm, startHarm } from '../contact/harm.js';
import { isStanding } from '../contact/victim.js';
import type { ModelContext, StepModel } from '../model.js';
import { nextStep, type State } from '../state.js';
import type { KnockdownStep } from '../../scenario/types.js';

export function knockdownModel(step: KnockdownStep, ctx: ModelContext): StepModel {
  const spec = knockedDownSpec(ctx, step.by, victimTraits(ctx, step.target), true, nextStep);
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000), and read no once-per-activation flag.
  return { step, expand, teamRerolls: 0, reads: [] };
}
