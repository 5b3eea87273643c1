/**
 * Chainsaw attack (a special action instead of a block): D6 2+ hits the target, armour +3, broken → injury that
 * cannot be modified; on a 1 the kick-back hits the wielder (armour +3) and is a turnover. Mighty Blow and Claws
 * do not apply (not a Block action; seed 001 Mighty Blow "cannot be used with the Stab or Chainsaw traits").
 * Source: seed 001 Chainsaw.
 */
import { activationEnds, HARM_SKILLS, specialAttackHarm } from '../model/contact/attack.js';
import { riskyAttackModel } from '../model/contact/special.js';
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { isRemoved, isStanding } from '../model/contact/victim.js';
import type { ModelContext, Transition } from '../model/model.js';
import type { SkillName } from '../vocabulary/index.js';
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
  const kick = ctx.scenario.players[step.by].skills.has(KICK_EM);
  const ready = kick ? kickEmReady(step) : (s: State) => (isStanding(s, step.target) ? null : nextStep(s));
  const model = riskyAttackModel(step, ctx, risk, harm, ready);
  // Kick 'em's flag (and Maximum Carnage's) is read by this step: the state must keep it.
  const reads = kick || carnageAhead(step, ctx) ? [...new Set([...(model.reads ?? []), OnceFlag.Special])] : model.reads;
  return { ...model, ...(reads === undefined ? {} : { reads }), targetReads: kick ? 'onPitch' as const : 'standing' as const };
}

/** The rule that lets a Chainsaw Attack go on a Prone or Stunned target. */
const KICK_EM: SkillName = "Kick 'em while they're down!";

/**
 * "Once per game: a Chainsaw Attack on a Prone or Stunned opponent (2+ kick-back roll, armour +3); not a Foul, so no
 * send-off on doubles" (stars.md Kick 'em while they're down!, both editions): a target down but on the pitch is
 * attacked if the coach chooses (the rule then spent, `OnceFlag.Special`; left alone, the line goes on); a target off
 * the pitch is not. One Chainsaw Attack an activation, so the flag marked means it was chosen for this attack.
 */
function kickEmReady(step: ChainsawStep): (s: State) => Transition | null {
  return (s) => {
    if (isStanding(s, step.target) || hasUsed(s, step.by, OnceFlag.Special)) return isRemoved(s, step.target) ? nextStep(s) : null;
    if (isRemoved(s, step.target)) return nextStep(s);
    return {
      kind: 'choice', by: 'coach', label: `${KICK_EM} (the target is down)`,
      options: [{ label: `${KICK_EM}: Chainsaw it`, next: markUsed(s, step.by, OnceFlag.Special) }, { label: 'leave it', next: nextStep(s) }],
    };
  };
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
  kind: 'chainsaw', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: chainsawModel, reports: () => OWN_HARM, ownArmour: true,
  d6Tests: ['other'],
  starAttacks: ['chainsaw'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Chainsaw', MAXIMUM_CARNAGE, KICK_EM],
});
