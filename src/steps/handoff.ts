/**
 * Hand-off: the giver's Hand-off action. The giver rolls nothing; the receiver (`to:`) catches, as a hand-off
 * arrives (bb2020 +0, bb2016 +1: the edition's `catchModifier('handoff')`), with every modifier and re-roll of a
 * `catch`: the receiver's Catch or Monstrous Mouth, a team re-roll with the receiver's Loner, never Pro (the catch
 * is outside the receiver's activation, seed 001 Pro Q&A). A dropped hand-off is a turnover. With `animosity: true`
 * the giver first rolls for its Animosity (`animosity.ts`).
 * Sources: bb2020.md "Catch" ("accurate pass or hand-off 0"); bb2016.md "Catch" ("hand-off +1"); seed 001 Catch.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import { combinedNeeds, D6_TEST_SKILLS, d6TestNeeds, expandParts, lostTheBall, noRollStep, testPart, toPhase } from '../model/d6step.js';
import type { ModelContext, StepModel } from '../model/model.js';
import type { State } from '../model/state.js';
import { ANIMOSITY_ROW, animosityOption, animositySpec, checkAnimosity } from './animosity.js';
import { catchSpec, standingCatch } from './catch.js';
import { count, defineStep, flag, marks, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  to: z.string().describe('The team-mate who receives the ball (a key of players:)'),
  marked: count(8).default(0).describe('Opponents marking the receiver'),
  rain: flag.default(false).describe('Pouring Rain'),
  disturbingPresence: count(11).default(0).describe('Opponents with Disturbing Presence within 3 squares of the receiver'),
  animosity: animosityOption,
});

function normalise({ marked, rain, disturbingPresence, animosity }: z.output<typeof options>, ctx: NormaliseContext) {
  if (ctx.player.skills.has('My Ball')) throw ctx.error([], message.myBall('handoff', ctx.player.id));
  const receiver = ctx.teammate('to');
  const id = ctx.players[receiver].id;
  if (!ctx.givesAg(receiver)) throw ctx.error(['to'], message.agNeeded('handoff', id, ctx.edition.writesTargets ? '3+' : '3'));
  return {
    label: ctx.label(`Hand-off to ${id}${marks(marked)}`),
    receiver, marked, rain, disturbingPresence, catchKind: 'handoff' as const,
    animosity: checkAnimosity(animosity, ctx),
  };
}

export type HandoffStep = NormalisedStep<'handoff', typeof normalise>;

/** The catch alone, or the giver's Animosity roll (phases 0-3) and then the catch (from phase 4). */
function handoffModel(step: HandoffStep, ctx: ModelContext): StepModel {
  const caught = catchSpec(step.receiver, step, ctx);
  if (!step.animosity) {
    if (caught === null) return noRollStep(step, lostTheBall);
    return standingCatch({ step, expand: (s: State) => expandD6Test(caught, s, 0, ctx), ...d6TestNeeds(caught) }, step.receiver);
  }
  const animosity = animositySpec(step.by, ctx, caught === null ? lostTheBall : toPhase(D6_TEST_PHASES));
  const specs = caught === null ? [animosity] : [animosity, caught];
  const parts = specs.map((spec) => testPart(spec, ctx));
  const model = { step, expand: (s: State) => expandParts(parts, s), ...combinedNeeds(specs) };
  return caught === null ? model : standingCatch(model, step.receiver, D6_TEST_PHASES);
}

export const handoff = defineStep({
  kind: 'handoff',
  // D6_TEST_SKILLS: the catch takes no Pro (catch.ts), Animosity's roll does (animosity.ts).
  d6Tests: ['catch', 'other'],
  skills: [...D6_TEST_SKILLS, 'Catch', 'Monstrous Mouth', 'Extra Arms', 'Nerves of Steel', 'No Hands', 'My Ball', 'Animosity'],
  options,
  normalise,
  // The giver rolls nothing; the receiver's `ag:` is checked while normalising.
  rollsAgainstAg: NO_AG,
  modifiers: [
    ANIMOSITY_ROW,
    { modifier: 'a hand-off', bb2020: '0', bb2016: '+1' },
    { modifier: 'marks on the receiver', bb2020: '−1 each (Nerves of Steel ignores them)', bb2016: 'same' },
    { modifier: 'Disturbing Presence, Pouring Rain', bb2020: '−1 each', bb2016: 'same' },
    { modifier: 'Extra Arms', bb2020: '+1', bb2016: '+1' },
    { modifier: 'Diving Catch', bb2020: 'no effect (not an accurate pass)', bb2016: 'same' },
    { modifier: 'No Hands (receiver)', bb2020: 'fails without a roll', bb2016: 'same' },
  ],
  model: handoffModel,
});
