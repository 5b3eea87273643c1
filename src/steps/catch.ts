/**
 * Catch: an agility test; how the ball arrives (bb2020: accurate pass or hand-off 0, scattered or deflected −1;
 * bb2016: accurate or hand-off +1); −1 per marking player (Nerves of Steel ignores); −1 per Disturbing Presence;
 * Pouring Rain −1; Diving Catch +1 on an accurate pass; Extra Arms +1; No Hands fails. Catch or Monstrous Mouth
 * re-roll. Pro cannot help: a catch happens outside the catcher's activation (seed 001 Pro Q&A). A pass that missed
 * but still reached the catcher (`missedPass.ts`) is caught as `scattered`, whatever `kind:` says.
 */
import { agilityPasses, expandD6Test, type D6TestSpec } from '../model/d6test.js';
import { isNode, type ModelContext, type StepModel } from '../model/model.js';
import { mapNext } from '../model/node.js';
import { Out } from '../model/outcome.js';
import { d6Spec, d6TestNeeds, lostTheBall, noRollStep, targetLabel } from '../model/d6step.js';
import { setOut, type State } from '../model/state.js';
import { isPlacedProne } from '../model/contact/activationEnd.js';
import { BLASTED, catchMayBeBlasted, catchMayBeScattered } from './missedPass.js';
import { z } from 'zod';
import { CATCH_KINDS, type CatchKind, type SkillName } from '../vocabulary/index.js';
import { count, defineStep, ON_AG, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  marked: count(8).default(0),
  kind: z.enum(CATCH_KINDS).default('accurate'),
  rain: flag.default(false).describe('Pouring Rain'),
  disturbingPresence: count(11).default(0).describe('Opponents with Disturbing Presence within 3 squares'),
});

/**
 * Whether the ball this catch receives comes from a Hail Mary Pass: the last pass or hand-off before it is one. It is
 * "always inaccurate at best" (seed 001 Hail Mary Pass), so it is caught only as a scattered ball (`missedPass.ts`).
 */
function afterHailMary(ctx: NormaliseContext): boolean {
  const ball = ctx.earlier.filter((s) => s.kind === 'pass' || s.kind === 'handoff').at(-1);
  return ball?.kind === 'pass' && (ball as { hailMary?: boolean }).hailMary === true;
}

function normalise({ marked, kind, rain, disturbingPresence }: z.output<typeof options>, ctx: NormaliseContext) {
  const how = afterHailMary(ctx) ? 'after a Hail Mary, scattered' : kind;
  return { label: ctx.label(`Catch (${how}${marked ? `, marked ${marked}` : ''})`), marked, catchKind: kind, rain, disturbingPresence };
}

export type CatchStep = NormalisedStep<'catch', typeof normalise>;

/** How a ball arrives at a catcher and what hinders it: the options a `catch` and a `handoff` share. */
export interface CatchConditions {
  readonly catchKind: CatchKind;
  readonly marked: number;
  readonly rain: boolean;
  readonly disturbingPresence: number;
  /** A star's bonus on this ball (Blast It!'s +1 to a team-mate catching its Hail Mary Pass). */
  readonly bonus?: number;
}

/** The modifier of player `catcher`'s catch (bb2020.md / bb2016.md "Catch"; seed 001 Diving Catch, Extra Arms, Nerves of Steel). */
export function catchModifier(catcher: number, how: CatchConditions, ctx: ModelContext): number {
  const skills = ctx.scenario.players[catcher].skills;
  let modifier = ctx.edition.catchModifier(how.catchKind);
  if (!skills.has('Nerves of Steel')) modifier -= how.marked;
  modifier -= how.disturbingPresence + (how.rain ? 1 : 0);
  if (skills.has('Diving Catch') && how.catchKind === 'accurate') modifier += 1;
  if (skills.has('Extra Arms')) modifier += 1;
  return modifier + (how.bonus ?? 0);
}

/**
 * Player `catcher`'s catch as a D6 test: Catch or Monstrous Mouth re-roll, team re-roll with the catcher's Loner,
 * never Pro (seed 001 Pro Q&A); a failure loses the ball. Null when it cannot be rolled at all (No Hands).
 */
export function catchSpec(catcher: number, how: CatchConditions, ctx: ModelContext): D6TestSpec | null {
  const player = ctx.scenario.players[catcher];
  if (player.skills.has('No Hands')) return null;
  const target = ctx.edition.agilityTarget(player.ag) - catchModifier(catcher, how, ctx);
  // bb2025: Monstrous Mouth no longer re-rolls catches (`Edition.monstrousMouthCatches`).
  const rerollers: readonly SkillName[] = ctx.edition.monstrousMouthCatches ? ['Catch', 'Monstrous Mouth'] : ['Catch'];
  const rerollSkill = rerollers.find((name) => player.skills.has(name));
  return d6Spec(catcher, ctx, {
    label: targetLabel('Catch', target),
    test: 'catch',
    passes: agilityPasses(target),
    skillReroll: rerollSkill ? { name: rerollSkill } : null,
    pro: false,
    onFail: lostTheBall,
  });
}

/**
 * The model with the catcher's state read first: a player placed Prone earlier in the line cannot catch, and the
 * ball is lost as on a failed catch (seed 001 Bombardier: a ball coming down on a Prone or Stunned player is not
 * caught; the same reading for a `catch` and a `handoff`). `at`: the phase the catch starts at.
 */
export function standingCatch(model: StepModel, catcher: number, at = 0): StepModel {
  const expand = (s: State) => (s.phase === at && isPlacedProne(s, catcher) ? lostTheBall(s) : model.expand(s));
  return { ...model, expand, catcher };
}

function catchModel(step: CatchStep, ctx: ModelContext): StepModel {
  return standingCatch(catchModelWith(step, ctx), step.by);
}

function catchModelWith(step: CatchStep, ctx: ModelContext): StepModel {
  const plain = catchModelOf(step, step, ctx);
  if (!catchMayBeScattered(step, ctx)) return plain;
  // A pass before it may have reached the catcher by scattering (missedPass.ts): then the ball is caught as a
  // scattered one, and the flag is cleared as the line leaves the step.
  const scattered = catchModelOf(step, { ...step, catchKind: 'scattered' }, ctx);
  // A Hail Mary Pass under Blast It! (`rules/star-ball.ts`): scattered, with the rule's bonus.
  const blast = catchMayBeBlasted(step, ctx);
  const blasted = blast === null ? scattered : catchModelOf(step, { ...step, catchKind: 'scattered', bonus: blast.catchBonus }, ctx);
  const clear = (from: State) => (t: State) => (t.pc === from.pc && t.status === 'running' ? t : setOut(t, Out.BallScattered, 0));
  const arrived = (s: State) => (s.out[Out.BallScattered] === BLASTED ? blasted : s.out[Out.BallScattered] === 1 ? scattered : plain);
  return {
    ...plain,
    expand(s: State) {
      const next = arrived(s).expand(s);
      if (!isNode(next)) return clear(s)(next);
      return next.kind === 'terminal' ? next : mapNext(next, clear(s));
    },
  };
}

function catchModelOf(step: CatchStep, how: CatchConditions, ctx: ModelContext): StepModel {
  const spec = catchSpec(step.by, how, ctx);
  if (spec === null) return noRollStep(step, lostTheBall);
  return { step, expand: (s: State) => expandD6Test(spec, s, 0, ctx), ...d6TestNeeds(spec) };
}

export const catchStep = defineStep({
  kind: 'catch',
  d6Tests: ['catch'],
  skills: ['Catch', 'Monstrous Mouth', 'Loner', 'Extra Arms', 'Nerves of Steel', 'Diving Catch', 'No Hands'],
  options,
  normalise,
  rollsAgainstAg: ON_AG,
  modifiers: [
    { modifier: '`accurate` / `handoff`', bb2020: '0', bb2016: '+1' },
    { modifier: '`scattered` / `deflected`', bb2020: '−1', bb2016: '0' },
    { modifier: '`kickoff`', bb2020: '−1', bb2016: '0' },
    { modifier: 'marks', bb2020: '−1 each (Nerves of Steel ignores them)', bb2016: 'same' },
    { modifier: 'Disturbing Presence, Pouring Rain', bb2020: '−1 each', bb2016: 'same' },
    { modifier: 'Diving Catch', bb2020: '+1 on an `accurate` pass', bb2016: 'same' },
    { modifier: 'Extra Arms', bb2020: '+1', bb2016: '+1' },
    { modifier: 'No Hands', bb2020: 'fails without a roll', bb2016: 'same' },
  ],
  model: catchModel,
});
