/**
 * Knock-down: the target has just been knocked down by the active player's Block action, so only armour, injury
 * and casualty follow — the clean way to compare Mighty Blow with Claws. Mighty Blow (+X) on armour or injury
 * after the roll; Claws; Iron Hard Skin stops Claws; a victim with a Chainsaw takes +3 on armour ("If this player
 * Falls Over or is Knocked Down, the opposing coach may add +3"). Sources: seed 001 Mighty Blow, Claws, Iron Hard
 * Skin, Chainsaw; bb2020.md "Armour and injury".
 */
import { HARM_SKILLS, proOnHarmSkills, victimTraits } from '../model/contact/attack.js';
import { knockedDownSpec } from '../model/contact/blockHarm.js';
import { expandHarm, harmReads, startHarm } from '../model/contact/harm.js';
import { isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { nextStep, type State } from '../model/state.js';
import { z } from 'zod';
import { contactBase, targetId, targetName } from './contact.js';
import { defineStep, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({ ...STEP_BASE_OPTIONS, target: targetName });

function normalise(_options: z.output<typeof options>, ctx: NormaliseContext) {
  const { target } = contactBase(ctx, undefined);
  return { label: ctx.label(`Knock-down ${targetId(ctx, target)}`), target, need: null };
}

export type KnockdownStep = NormalisedStep<'knockdown', typeof normalise>;

function knockdownModel(step: KnockdownStep, ctx: ModelContext) {
  const spec = knockedDownSpec(ctx, step.by, victimTraits(ctx, step.target), true, nextStep);
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000); Pro only in classic (harmReads).
  return { step, expand, teamRerolls: 0, reads: harmReads(spec), targetReads: 'standing' as const };
}

export const knockdown = defineStep({ kind: 'knockdown', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: knockdownModel,
  skills: [...HARM_SKILLS, 'Mighty Blow', 'Claws', 'Iron Hard Skin', 'Chainsaw'], editionSkills: proOnHarmSkills,
});
