/**
 * Standing up (a Prone player at the start of its activation). Free with MA 3 or more; with MA 2 or less a 4+
 * roll, a natural 1 always failing, +1 per adjacent Open, Standing team-mate with Timmm-ber! (`helpers`). Jump Up:
 * free whatever the MA (seed 001 Jump Up Q&A), or — `jumpUp: block` — the agility test +1 (bb2016 +2) that lets a
 * Prone player stand and Block. Failing, the player stays Prone and its activation ends: the line stops without a
 * turnover. Re-rolls: Pro, team re-roll (with Loner), as for any roll of the activation. Sources: bb2020.md
 * "Jump Up", "Stand up"; bb2016.md "Jump Up"; seed 001 Jump Up, Timmm-ber!.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { agilityPasses } from '../model/d6test.js';
import { D6_TEST_SKILLS, noRollStep, targetLabel, testStepModel } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import { activationEndsEarly } from '../model/contact/activationEnd.js';
import { nextStep } from '../model/state.js';
import { count, defineStep, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

/** "A player with a Movement Allowance of 2 or less must roll a 4+ to stand up" (bb2020.md "Stand up"). */
const STAND_UP_TARGET = 4;
/** Standing up costs three squares: a player with at least this MA stands without a roll. */
const FREE_FROM_MA = 3;

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  helpers: count(8).default(0).describe('Open, Standing team-mates adjacent (Timmm-ber! +1 each)'),
  jumpUp: z.enum(['block']).optional().describe("Jump Up's agility test to stand and Block"),
});

function normalise({ helpers, jumpUp }: z.output<typeof options>, ctx: NormaliseContext) {
  const { player } = ctx;
  if (jumpUp && !player.skills.has('Jump Up')) throw ctx.error(['jumpUp'], message.stepNeedsSkill('standUp', 'Jump Up', player.id));
  if (helpers > 0 && !player.skills.has('Timmm-ber!')) throw ctx.error(['helpers'], message.stepNeedsSkill('standUp', 'Timmm-ber!', player.id));
  if (!jumpUp && !player.skills.has('Jump Up') && player.ma === null) throw ctx.error([], message.maNeeded('Standing up', player.id));
  return { label: ctx.label(jumpUp ? 'Jump Up to block' : 'Stand up'), helpers, jumpUpToBlock: jumpUp === 'block' };
}

export type StandUpStep = NormalisedStep<'standUp', typeof normalise>;

function standUpModel(step: StandUpStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  const stays = activationEndsEarly(step, ctx);
  if (step.jumpUpToBlock) {
    const target = ctx.edition.agilityTarget(player.ag) - ctx.edition.jumpUpBonus;
    return testStepModel(step, ctx, { label: targetLabel('Jump Up', target), test: 'jumpUp', passes: agilityPasses(target), onFail: stays });
  }
  if (player.skills.has('Jump Up') || (player.ma ?? 0) >= FREE_FROM_MA) return noRollStep(step, nextStep);
  const target = STAND_UP_TARGET - step.helpers;
  return testStepModel(step, ctx, { label: targetLabel('Stand up', target), passes: agilityPasses(target), onFail: stays });
}

export const standUp = defineStep({
  kind: 'standUp',
  d6Tests: ['jumpUp', 'other'],
  skills: [...D6_TEST_SKILLS, 'Jump Up', 'Timmm-ber!'],
  options,
  normalise,
  // Jump Up's test is an agility test; a plain stand-up roll is not.
  rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'MA 3 or more', bb2020: 'no roll', bb2016: 'no roll' },
    { modifier: 'MA 2 or less', bb2020: '4+, a natural 1 fails', bb2016: 'same' },
    { modifier: 'Timmm-ber!, per helper', bb2020: '+1', bb2016: '+1' },
    { modifier: 'Jump Up', bb2020: 'no roll; or, to Block, the agility test +1', bb2016: 'no roll; or, to Block, the agility test +2' },
  ],
  model: standUpModel,
});
