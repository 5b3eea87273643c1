/**
 * Rush (Go For It): 2+, a natural 1 always fails; Blizzard −1, Drunkard −1; Sure Feet re-rolls once per turn.
 * bb2025's Steady Footing: a 6 after a fall keeps the player Standing. Sources: bb2020.md "Rush"; seed 001 Sure Feet,
 * Drunkard, Sprint; bb2025-skills.md Steady Footing.
 */
import { agilityPasses } from '../model/d6test.js';
import type { ModelContext } from '../model/model.js';
import { OnceFlag } from '../model/state.js';
import { D6_TEST_SKILLS, fellOver, targetLabel, testStepModel } from '../model/d6step.js';
import { hasSteadyFooting, steadyTestStepModel } from '../model/steady-footing.js';
import { z } from 'zod';
import { defineStep, flag, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

export const RUSH_TARGET = 2;

const options = z.strictObject({ ...STEP_BASE_OPTIONS, blizzard: flag.default(false).describe('Blizzard weather (-1)') });

function normalise({ blizzard }: z.output<typeof options>, ctx: NormaliseContext) {
  return { label: ctx.label(blizzard ? 'Rush (blizzard)' : 'Rush'), blizzard };
}

export type RushStep = NormalisedStep<'rush', typeof normalise>;

function rushModel(step: RushStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  const target = RUSH_TARGET + (step.blizzard ? 1 : 0) + (player.skills.has('Drunkard') ? 1 : 0);
  const parts = {
    label: targetLabel('Rush', target),
    test: 'rush' as const,
    passes: agilityPasses(target),
    skillReroll: player.skills.has('Sure Feet') ? { name: 'Sure Feet', once: OnceFlag.SureFeet } : null,
    onFail: fellOver,
  };
  // Steady Footing (bb2025): a 6 after the fall keeps the player Standing (`model/steady-footing.ts`).
  return hasSteadyFooting(step, ctx) ? steadyTestStepModel(step, ctx, parts) : testStepModel(step, ctx, parts);
}

export const rush = defineStep({
  kind: 'rush',
  d6Tests: ['rush'],
  skills: [...D6_TEST_SKILLS, 'Sure Feet', 'Sprint', 'Drunkard', 'Steady Footing', 'Burst of Speed'],
  options,
  normalise,
  rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'target', bb2020: '2+ (`bb2020.md` "Rush")', bb2016: '2+' },
    { modifier: 'Blizzard', bb2020: '−1', bb2016: '−1' },
    { modifier: 'Drunkard', bb2020: '−1 (seed 001)', bb2016: '(not a bb2016 skill)' },
  ],
  model: rushModel,
});
