/**
 * Any other D6 roll (Bone Head, Really Stupid, Regeneration…): passes on the target or more, a natural 1 always
 * fails. Named skills of the player may re-roll it; `rerollable: false` keeps every re-roll off it.
 */
import type { ModelContext, StepModel } from '../model.js';
import { endLine, type State } from '../state.js';
import { testStepModel } from './common.js';
import type { TestStep } from '../../scenario/types.js';

export function testModel(step: TestStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  const rerollSkill = step.rerollable ? step.rerollSkills.find((name) => player.skills.has(name)) : undefined;
  return testStepModel(step, ctx, {
    label: step.label,
    passes: (natural) => natural !== 1 && natural >= step.target,
    skillReroll: rerollSkill ? { name: rerollSkill } : null,
    teamReroll: step.rerollable,
    pro: step.rerollable && player.skills.has('Pro'),
    onFail: (s: State) => endLine(s, step.turnover),
  });
}
