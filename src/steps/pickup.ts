/**
 * Pick-up: an agility test, −1 per marking player, Pouring Rain −1; Big Hand ignores both; Extra Arms +1;
 * No Hands fails automatically; Sure Hands re-rolls. Sources: bb2020.md "Pick-up", bb2016.md (+1 built in);
 * seed 001 Big Hand, Extra Arms, No Hands, Sure Hands.
 */
import { agilityPasses } from '../model/d6test.js';
import type { ModelContext } from '../model/model.js';
import { D6_TEST_SKILLS, lostTheBall, noRollStep, targetLabel, testStepModel } from '../model/d6step.js';
import { z } from 'zod';
import { count, defineStep, ON_AG, flag, marks, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({ ...STEP_BASE_OPTIONS, marked: count(8).default(0), rain: flag.default(false).describe('Pouring Rain') });

function normalise({ marked, rain }: z.output<typeof options>, ctx: NormaliseContext) {
  return { label: ctx.label(`Pick-up${marks(marked)}`), marked, rain };
}

export type PickupStep = NormalisedStep<'pickup', typeof normalise>;

export function pickupModifier(step: PickupStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  const penalties = step.marked + (step.rain ? 1 : 0);
  return ctx.edition.pickupBonus - (skills.has('Big Hand') ? 0 : penalties) + (skills.has('Extra Arms') ? 1 : 0);
}

function pickupModel(step: PickupStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  if (player.skills.has('No Hands')) return noRollStep(step, lostTheBall);
  const target = ctx.edition.agilityTarget(player.ag) - pickupModifier(step, ctx);
  return testStepModel(step, ctx, {
    label: targetLabel('Pick-up', target),
    test: 'pickup',
    passes: agilityPasses(target),
    skillReroll: player.skills.has('Sure Hands') ? { name: 'Sure Hands' } : null,
    onFail: lostTheBall,
  });
}

export const pickup = defineStep({
  kind: 'pickup',
  d6Tests: ['pickup'],
  skills: [...D6_TEST_SKILLS, 'Sure Hands', 'Big Hand', 'Extra Arms', 'No Hands'],
  options,
  normalise,
  rollsAgainstAg: ON_AG,
  modifiers: [
    { modifier: 'built in', bb2020: '0', bb2016: '+1 (`bb2016.md` "Agility")' },
    { modifier: 'marks, Pouring Rain', bb2020: '−1 each', bb2016: '−1 each' },
    { modifier: 'Big Hand', bb2020: 'ignores marks and rain', bb2016: 'same' },
    { modifier: 'Extra Arms', bb2020: '+1', bb2016: '+1' },
    { modifier: 'No Hands', bb2020: 'fails without a roll (a turnover)', bb2016: 'same' },
  ],
  model: pickupModel,
});
