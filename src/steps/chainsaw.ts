/**
 * Chainsaw attack (a special action instead of a block): D6 2+ hits the target, armour +3, broken → injury that
 * cannot be modified; on a 1 the kick-back hits the wielder (armour +3) and is a turnover. Mighty Blow and Claws
 * do not apply (not a Block action; seed 001 Mighty Blow "cannot be used with the Stab or Chainsaw traits").
 * Source: seed 001 Chainsaw.
 */
import { activationEnds, HARM_SKILLS, specialAttackHarm } from '../model/contact/attack.js';
import { riskyAttackModel } from '../model/contact/special.js';
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { endLine, hasUsed, markUsed, nextStep, OnceFlag, type State } from '../model/state.js';
import { MAXIMUM_CARNAGE } from '../rules/star-harm.js';
import { OWN_HARM } from './movement.js';
import { normaliseSpecial, SPECIAL_OPTIONS } from './contact.js';
import { defineStep, NO_AG, type NormalisedStep } from './kind.js';
import { D6_TEST_SKILLS } from '../model/d6step.js';

const options = SPECIAL_OPTIONS;
const normalise = normaliseSpecial('chainsaw', 'Chainsaw', 'Chainsaw');

export type ChainsawStep = NormalisedStep<'chainsaw', typeof normalise>;

/** "adding +3 to the result" (seed 001 Chainsaw). */
export const CHAINSAW_ARMOUR = 3;

function chainsawModel(step: ChainsawStep, ctx: ModelContext) {
  const turnover = (s: State) => endLine(s, true);
  const risk = {
    label: 'Chainsaw 2+',
    modifier: CHAINSAW_ARMOUR,
    // "the Chainsaw will violently 'kick-back' and hit the player wielding it. This will result in a Turnover."
    onBroken: turnover,
    onHeld: turnover,
  };
  const ends = carnageAhead(step, ctx) ? secondAttack(step, activationEnds(step, ctx)) : activationEnds(step, ctx);
  const plain = specialAttackHarm(ctx, step.by, step.target, CHAINSAW_ARMOUR, ends);
  // A Chainsaw Attack made in a Blitz (the player's declared or inferred action) for the star rules that ask.
  const blitz = ctx.scenario.players[step.by].action === 'blitz';
  const harm = withStarHarm(ctx, plain, step.by, 'chainsaw', { ...plainTarget(ctx, step.target), blitz });
  return { ...riskyAttackModel(step, ctx, risk, harm, (s) => (isStanding(s, step.target) ? null : nextStep(s))), targetReads: 'standing' as const };
}

/**
 * "Once per game: a second Chainsaw Attack (new kick-back D6, +3 armour) on a different player right after the
 * first" (stars.md Maximum Carnage, both editions): the next step is a chainsaw of the same player on another target,
 * so this one does not end the activation; the rule is spent (`OnceFlag.Special`).
 */
function carnageAhead(step: ChainsawStep, ctx: ModelContext): boolean {
  const next = ctx.scenario.steps.find((s) => s.index === step.index + 1);
  return ctx.scenario.players[step.by].skills.has(MAXIMUM_CARNAGE) && next?.kind === 'chainsaw' && next.by === step.by && (next as ChainsawStep).target !== step.target;
}

function secondAttack(step: ChainsawStep, ends: (s: State) => State): (s: State) => State {
  return (s) => (hasUsed(s, step.by, OnceFlag.Special) ? ends(s) : nextStep(markUsed(s, step.by, OnceFlag.Special)));
}

export const chainsaw = defineStep({
  kind: 'chainsaw', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: chainsawModel, reports: () => OWN_HARM,
  d6Tests: ['other'],
  starAttacks: ['chainsaw'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Chainsaw', MAXIMUM_CARNAGE],
});
