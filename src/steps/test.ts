/**
 * Any other D6 roll (Bone Head, Really Stupid, Regeneration…): passes on the target or more, a natural 1 always
 * fails. Named skills of the player may re-roll it; `rerollable: false` keeps every re-roll off it.
 */
import type { ModelContext } from '../model/model.js';
import { activationEndsEarly } from '../model/contact/activationEnd.js';
import { endLine, type State } from '../model/state.js';
import { D6_TEST_SKILLS, testStepModel } from '../model/d6step.js';
import { z } from 'zod';
import { message } from '../log/messages.js';
import { isSkillName } from '../vocabulary/index.js';
import { defineStep, flag, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  target: z.number().int().min(2).max(6).describe('The D6 roll needed (2..6)'),
  reroll: z.array(z.string()).default([]).describe('Skills of the player that may re-roll it'),
  rerollable: flag.default(true).describe('false for rolls no re-roll may touch'),
  turnover: flag.default(true).describe('false when failing ends the activation without a turnover'),
});

function normalise({ target, reroll, rerollable, turnover }: z.output<typeof options>, ctx: NormaliseContext) {
  if (!rerollable && reroll.length > 0) throw ctx.error(['reroll'], message.rerollOnUnrerollable());
  reroll.forEach((skill, j) => {
    if (!isSkillName(skill) || !ctx.player.skills.has(skill)) throw ctx.error(['reroll', j], message.rerollSkillMissing(skill, ctx.player.id));
  });
  /** `rerollSkills`: skills of the acting player that may re-roll it; `rerollable`: team re-rolls and Pro may touch it. */
  return { label: ctx.label(`Roll ${target}+`), target, rerollSkills: reroll.filter(isSkillName), rerollable, turnover };
}

/** Any other D6 roll: Bone Head, Really Stupid, Regeneration… */
export type TestStep = NormalisedStep<'test', typeof normalise>;

function testModel(step: TestStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  const rerollSkill = step.rerollable ? step.rerollSkills.find((name) => player.skills.has(name)) : undefined;
  return testStepModel(step, ctx, {
    label: step.label,
    passes: (natural) => natural !== 1 && natural >= step.target,
    skillReroll: rerollSkill ? { name: rerollSkill } : null,
    teamReroll: step.rerollable,
    // `rerollable: false`: no re-roll of any source, a star's included.
    ...(step.rerollable ? {} : { starAid: null }),
    pro: step.rerollable && player.skills.has('Pro'),
    onFail: step.turnover ? (s: State) => endLine(s, true) : activationEndsEarly(step, ctx),
  });
}

export const test = defineStep({
  kind: 'test',
  d6Tests: ['other'],
  skills: [...D6_TEST_SKILLS],
  options,
  normalise,
  rollsAgainstAg: NO_AG,
  modifiers: [],
  model: testModel,
});
