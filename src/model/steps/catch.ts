/**
 * Catch: an agility test; how the ball arrives (bb2020: accurate pass or hand-off 0, scattered or deflected −1;
 * bb2016: accurate or hand-off +1); −1 per marking player (Nerves of Steel ignores); −1 per Disturbing Presence;
 * Pouring Rain −1; Diving Catch +1 on an accurate pass; Extra Arms +1; No Hands fails. Catch or Monstrous Mouth
 * re-roll. Pro cannot help: a catch happens outside the catcher's activation (seed 001 Pro Q&A).
 */
import { agilityPasses } from '../d6test.js';
import type { ModelContext, StepModel } from '../model.js';
import { lostTheBall, noRollStep, targetLabel, testStepModel } from './common.js';
import type { CatchStep } from '../../scenario/types.js';

export function catchModifier(step: CatchStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  let modifier = ctx.edition.catchModifier(step.catchKind);
  if (!skills.has('Nerves of Steel')) modifier -= step.marked;
  modifier -= step.disturbingPresence + (step.rain ? 1 : 0);
  if (skills.has('Diving Catch') && step.catchKind === 'accurate') modifier += 1;
  if (skills.has('Extra Arms')) modifier += 1;
  return modifier;
}

export function catchModel(step: CatchStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  if (player.skills.has('No Hands')) return noRollStep(step, lostTheBall);
  const target = ctx.edition.agilityTarget(player.ag) - catchModifier(step, ctx);
  const rerollSkill = ['Catch', 'Monstrous Mouth'].find((name) => player.skills.has(name));
  return testStepModel(step, ctx, {
    label: targetLabel('Catch', target),
    passes: agilityPasses(target),
    skillReroll: rerollSkill ? { name: rerollSkill } : null,
    pro: false,
    onFail: lostTheBall,
  });
}
