/**
 * Secure the Ball (bb2025's new action): the player picks the ball up on a 2+ whatever its AG — a natural 1 fails,
 * no modifier applies — and a success ends its activation. Re-rolls: Pro, team re-roll (with Loner), not Sure
 * Hands (bb2025-skills.md Sure Hands); No Hands cannot pick the ball up at all. A failure loses the ball: a turnover. "Ends the
 * activation" is the line going on only as far as the rules allow: to the next player's step, or, when a later
 * step of the line is this player's own, the line stops there (no turnover), as a Hypnotic Gaze or a foul without
 * Sneaky Git does. Sources: ../shared/rules/bb2025.md "Secure the Ball" (S/step/bb2025/move/StepPickUp.java);
 * seed 001 Sure Hands, No Hands. An Unsteady player "cannot declare Secure the Ball" (bb2025-skills.md Unsteady): the
 * step is refused for it.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { activationEnds } from '../model/contact/attack.js';
import { D6_TEST_SKILLS, lostTheBall, noRollStep, testStepModel } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import { defineStep, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

/** "pick-up on 2+ whatever the AG" (bb2025.md). */
export const SECURE_TARGET = 2;

const options = z.strictObject({ ...STEP_BASE_OPTIONS });

function normalise(_given: z.output<typeof options>, ctx: NormaliseContext) {
  if (!ctx.edition.secureTheBall) throw ctx.error([], message.actionNotInEdition('secure', 'Secure the Ball', ctx.edition.id));
  // Unsteady (bb2025): "Cannot declare Secure the Ball: this player picks up only with the normal pick-up test" (bb2025-skills.md, S25).
  if (ctx.player.skills.has('Unsteady')) throw ctx.error([], message.unsteadySecure(ctx.player.id));
  return { label: ctx.label(`Secure the Ball ${SECURE_TARGET}+`) };
}

export type SecureStep = NormalisedStep<'secure', typeof normalise>;

function secureModel(step: SecureStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  if (player.skills.has('No Hands')) return noRollStep(step, lostTheBall);
  return testStepModel(step, ctx, {
    label: `Secure the Ball ${SECURE_TARGET}+`,
    passes: (natural) => natural !== 1 && natural >= SECURE_TARGET,
    // Sure Hands: "No re-roll of the Secure the Ball 2+ roll" (bb2025-skills.md, S25; S/step/bb2025/move/StepPickUp.java).
    skillReroll: null,
    onPass: activationEnds(step, ctx),
    onFail: lostTheBall,
  });
}

export const secure = defineStep({
  kind: 'secure',
  d6Tests: ['other'],
  skills: [...D6_TEST_SKILLS, 'No Hands', 'Unsteady'],
  inEdition: (edition) => edition.secureTheBall,
  options,
  normalise,
  rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'target', bb2020: '(bb2025 only: 2+ whatever the AG)', bb2016: '(bb2025 only)' },
    { modifier: 'marks, Pouring Rain, Big Hand, Extra Arms', bb2020: '(bb2025: none apply)', bb2016: '(bb2025 only)' },
    { modifier: 'No Hands', bb2020: '(bb2025: fails without a roll, a turnover)', bb2016: '(bb2025 only)' },
  ],
  model: secureModel,
});
