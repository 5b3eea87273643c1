/**
 * Pick-up: an agility test, −1 per marking player, Pouring Rain −1; Big Hand ignores both; Extra Arms +1;
 * No Hands fails automatically; Sure Hands re-rolls. Sources: bb2020.md "Pick-up", bb2016.md (+1 built in);
 * seed 001 Big Hand, Extra Arms, No Hands, Sure Hands.
 */
import { agilityPasses } from '../d6test.js';
import type { ModelContext, StepModel } from '../model.js';
import { lostTheBall, noRollStep, targetLabel, testStepModel } from './common.js';
import type { PickupStep } from '../../scenario/types.js';

export function pickupModifier(step: PickupStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  const penalties = step.marked + (step.rain ? 1 : 0);
  return ctx.edition.pickupBonus - (skills.has('Big Hand') ? 0 : penalties) + (skills.has('Extra Arms') ? 1 : 0);
}

export function pickupModel(step: PickupStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  if (player.skills.has('No Hands')) return noRollStep(step, lostTheBall);
  const target = ctx.edition.agilityTarget(player.ag) - pickupModifier(step, ctx);
  return testStepModel(step, ctx, {
    label: targetLabel('Pick-up', target),
    passes: agilityPasses(target),
    skillReroll: player.skills.has('Sure Hands') ? { name: 'Sure Hands' } : null,
    onFail: lostTheBall,
  });
}
