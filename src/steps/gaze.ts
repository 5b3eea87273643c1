/**
 * Hypnotic Gaze (a Special action): an agility test, −1 per player marking the gazer other than the target
 * (`marked`). Passed, the target loses its Tackle Zone until it is next activated (the metric `hypnotised`);
 * either way the gazer's activation ends there ("once this Special action has been performed, this player may not
 * move further"): a later step of the gazer stops the line. Failing ends the line without a turnover (a Vampire
 * that failed its Bloodlust roll: a turnover, `activationEnd.ts`). Re-rolls:
 * Pro, team re-roll (with Loner). Sources: seed 001 Hypnotic Gaze; seed 004 (bb2016: "−1 for each opposing tackle
 * zone on the player with hypnotic gaze other than the victim's").
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { activationEnds, activationEndsEarly } from '../model/contact/activationEnd.js';
import { agilityPasses } from '../model/d6test.js';
import { D6_TEST_SKILLS, targetLabel, testStepModel } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import { Out } from '../model/outcome.js';
import { setOut, type State } from '../model/state.js';
import { targetName } from './contact.js';
import { grantingRule, grantRules } from '../rules/star-grants.js';
import { count, defineStep, ON_AG, marks, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  target: targetName,
  marked: count(8).default(0).describe('Players marking the gazer other than the target'),
});

function normalise({ marked }: z.output<typeof options>, ctx: NormaliseContext) {
  if (!ctx.player.skills.has('Hypnotic Gaze')) checkGranted(ctx);
  const victim = ctx.target();
  return { label: ctx.label(`Hypnotic Gaze ${ctx.opponents[victim].id}${marks(marked)}`), victim, marked };
}

/** A gaze by a player without Hypnotic Gaze: a star's rule grants it once a line (bb2020 Zolcath's), or an error. */
function checkGranted(ctx: NormaliseContext): void {
  const rule = grantingRule(ctx.edition.id, ctx.player.skills, 'Hypnotic Gaze');
  if (rule === null) throw ctx.error([], message.stepNeedsSkill('gaze', 'Hypnotic Gaze', ctx.player.id));
  if (ctx.earlier.some((e) => e.kind === 'gaze' && ctx.players[e.by] === ctx.player)) throw ctx.error([], message.starRuleOnce(rule, 'gaze'));
}

export type GazeStep = NormalisedStep<'gaze', typeof normalise>;

function gazeModel(step: GazeStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  // bb2025: a flat 3+ whatever the AG and the marks (`Edition.gazeTarget`).
  const target = ctx.edition.gazeTarget(ctx.edition.agilityTarget(player.ag), step.marked);
  const ends = activationEnds(step, ctx);
  return testStepModel(step, ctx, {
    label: targetLabel('Hypnotic Gaze', target),
    test: 'gaze',
    passes: agilityPasses(target),
    onPass: (s: State) => ends(setOut(s, Out.Hypnotised, 1)),
    onFail: activationEndsEarly(step, ctx),
  });
}

export const gaze = defineStep({
  kind: 'gaze',
  d6Tests: ['gaze'],
  skills: [...D6_TEST_SKILLS, 'Hypnotic Gaze'],
  editionSkills: (edition) => grantRules(edition.id, 'Hypnotic Gaze'),
  options,
  normalise,
  rollsAgainstAg: ON_AG,
  modifiers: [
    { modifier: 'each player marking the gazer, the target aside', bb2020: '−1', bb2016: '−1 (seed 004)' },
  ],
  model: gazeModel,
  reports: () => ['hypnotised'],
});
