/**
 * Rush (Go For It): 2+, a natural 1 always fails; Blizzard −1, Drunkard −1; Sure Feet re-rolls once per turn.
 * Sources: bb2020.md "Rush"; seed 001 Sure Feet, Drunkard, Sprint.
 */
import { agilityPasses } from '../d6test.js';
import type { ModelContext, StepModel } from '../model.js';
import { OnceFlag } from '../state.js';
import { fellOver, targetLabel, testStepModel } from './common.js';
import type { RushStep } from '../../scenario/types.js';

export const RUSH_TARGET = 2;

export function rushModel(step: RushStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  const target = RUSH_TARGET + (step.blizzard ? 1 : 0) + (player.skills.has('Drunkard') ? 1 : 0);
  return testStepModel(step, ctx, {
    label: targetLabel('Rush', target),
    passes: agilityPasses(target),
    skillReroll: player.skills.has('Sure Feet') ? { name: 'Sure Feet', once: OnceFlag.SureFeet } : null,
    onFail: fellOver,
  });
}
