/**
 * Jump (over a Prone or Stunned player) or Leap (Leap, Pogo Stick): an agility test. bb2020: −1 per mark on the
 * square left or the square reached, whichever has more; Prehensile Tail −1; Leap or Very Long Legs reduce a total
 * of −2 or worse by 1; Pogo Stick ignores every modifier for being Marked, Diving Tackle's included (seed 001 Q&A).
 * bb2016: only Leap jumps, against 7 − AG with no tackle-zone modifiers, Very Long Legs +1. Failing: the player
 * falls over (a turnover). Sources: bb2020.md "Jump / Leap", bb2016.md; seed 001 Leap, Pogo Stick, Very Long Legs,
 * Diving Tackle, Prehensile Tail. Re-rolls: Pro, team re-roll (with Loner); no skill re-roll.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { agilityPasses } from '../model/d6test.js';
import { HARM_SKILLS } from '../model/contact/attack.js';
import { D6_TEST_SKILLS, fellOver, targetLabel, type D6TestParts } from '../model/d6step.js';
import { declaredModel } from '../model/declared.js';
import { starDeclaredRule } from '../rules/star-aids.js';
import type { ModelContext } from '../model/model.js';
import { count, defineStep, ON_AG, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';
import { FROM_OPTION, JUMP_MARKER_SKILLS, markerWrittenAs, readMarkers, tailCount, withStandingMarkers } from './markers.js';
import { MOVER_OPTIONS, moverLabel, moverModel, normaliseMovers, OWN_HARM } from './movement.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  markedFrom: count(8).default(0).describe('Opponents marking the square left'),
  markedTo: count(8).default(0).describe('Opponents marking the square reached'),
  divingTackle: flag.default(false).describe('An opponent with Diving Tackle marks the square left'),
  prehensileTail: z.union([flag, count(8)]).default(false).describe('Prehensile Tails marking the square left'),
  from: FROM_OPTION,
  ...MOVER_OPTIONS,
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const needs = ctx.edition.jumpNeeds;
  if (needs !== null && !ctx.player.skills.has(needs)) throw ctx.error([], message.stepNeedsSkill('jump', needs, ctx.player.id));
  const { markedTo, divingTackle, prehensileTail } = given;
  const written = { tackle: false, divingTackle, prehensileTail: tailCount(prehensileTail), ...normaliseMovers(given, ctx) };
  const { around, marking } = readMarkers(given.from, written, ctx);
  // The named markers mark the square left: `markedFrom` counts those still Standing at least (`jumpModel`).
  const markedFrom = Math.max(given.markedFrom, marking.markers.length);
  const most = Math.max(markedFrom, markedTo);
  return {
    label: ctx.label(moverLabel('Jump', most, around)),
    markedFrom, markedTo, ...around, marking,
    /** `markedFrom` as written. */
    markedFromWritten: given.markedFrom,
  };
}

export type JumpStep = NormalisedStep<'jump', typeof normalise>;

function jumpModel(step: JumpStep, ctx: ModelContext) {
  return withStandingMarkers(step, ctx, (marked, standing) => jumpRoll({ ...marked, markedFrom: Math.max(step.markedFromWritten, standing) }, ctx));
}

function jumpRoll(step: JumpStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  const rule = starDeclaredRule(ctx.edition.id, player.skills, 'jump');
  const modifier = ctx.edition.jumpModifier({ markedFrom: step.markedFrom, markedTo: step.markedTo, tails: step.prehensileTail }, player.skills);
  if (rule === null) return moverModel(step, ctx, jumpParts(step, ctx, modifier, step.divingTackle));
  // Bounding Leap (`rules/star-aids.ts`): declared before the dice, the test without its negative modifiers (no marks,
  // no tails, no Diving Tackle; a bb2025 Very Long Legs +1 stays) and a re-roll of its own.
  const clean = Math.max(0, ctx.edition.jumpModifier({ markedFrom: 0, markedTo: 0, tails: 0 }, player.skills));
  const written = moverModel(step, ctx, jumpParts(step, ctx, modifier, step.divingTackle), 1);
  const declared = moverModel(step, ctx, { ...jumpParts(step, ctx, Math.max(modifier, clean), false), starAid: { kind: 'reroll', rule, every: true } }, 1);
  return declaredModel(rule, written, declared);
}

function jumpParts(step: JumpStep, ctx: ModelContext, modifier: number, divingTackle: boolean): D6TestParts {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.agilityTarget(player.ag) - modifier;
  return {
    label: targetLabel('Jump', target),
    test: 'jump',
    passes: agilityPasses(target),
    divingTackle: divingTackle && !player.skills.has('Pogo Stick'),
    onFail: fellOver,
  };
}

export const jump = defineStep({
  kind: 'jump',
  // HARM_SKILLS: the player's own injury after a fall next to an Arm Bar (`armBar:`, movement.ts).
  d6Tests: ['jump'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Leap', 'Very Long Legs', 'Pogo Stick', 'Steady Footing', ...JUMP_MARKER_SKILLS],
  writtenAs: markerWrittenAs(JUMP_MARKER_SKILLS),
  options,
  normalise,
  rollsAgainstAg: ON_AG,
  modifiers: [
    { modifier: 'marks', bb2020: '−1 per mark on the square left or the square reached, whichever has more', bb2016: 'none (a Leap has no tackle-zone modifiers)' },
    { modifier: 'Prehensile Tail (opponents)', bb2020: '−1', bb2016: 'none' },
    { modifier: 'Leap or Very Long Legs', bb2020: 'a total of −2 or worse is reduced by 1 (once)', bb2016: 'Very Long Legs +1' },
    { modifier: 'Pogo Stick', bb2020: 'ignores every modifier for being Marked, Diving Tackle included (seed 001 Q&A)', bb2016: '(not a bb2016 trait)' },
    { modifier: 'Diving Tackle (opponent), after a passed roll', bb2020: '−2', bb2016: '−2 (UNCONFIRMED)' },
    { modifier: 'who may jump', bb2020: 'anyone, over a Prone or Stunned player; Leap and Pogo Stick over any square', bb2016: 'a player with Leap' },
  ],
  model: jumpModel,
  reports: (step) => [
    ...(step.shadowing === null ? [] : ['shadowed' as const]), ...(step.tentacles === null ? [] : ['held' as const]), ...(step.armBar ? OWN_HARM : []),
  ],
});
