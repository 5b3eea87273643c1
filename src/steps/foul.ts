/**
 * Foul: an armour roll against a prone opponent, +1 per offensive assist and −1 per defensive assist; Dirty
 * Player (+X) on armour or injury after the roll; a natural double on the armour or the injury roll sends the
 * fouler off (a turnover) — Sneaky Git escapes the armour double (bb2016: only when the armour held); a Bribe
 * cancels a send-off on 2+. With `chainsaw: true` the fouler uses its Chainsaw: kick-back on a 1, +3 armour.
 * The activation ends after the foul unless the fouler has Sneaky Git. With `argueTheCall: true` the coach argues a
 * send-off first (`Edition.argueTheCall`, FFB's reading: 6 not sent off but a turnover, 1 the coach ejected and no
 * Bribe, 2-5 the send-off stands and a Bribe may follow); `sentOff` and `coachEjected` show it. Lone Fouler (bb2025) re-rolls an armour
 * roll that held when no assist counts on either side: the coach's choice, the first roll (its double too) discarded.
 * Sources: bb2020.md "Armour and injury" (Foul); seed 001 Dirty Player, Sneaky Git (Q&A), Chainsaw (Q&A: assists
 * still count); bb2016.md "Re-rolls" (Sneaky Git).
 *
 * The target is taken to be prone already, unless an earlier step of the line hit it: then the foul happens only
 * if that left it on the pitch and down; otherwise the step passes without a roll.
 */
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { SNEAKY_PAIR } from '../rules/star-harm.js';
import { activationEnds, foulSpec, HARM_SKILLS, proOnHarmSkills, targetHitBefore } from '../model/contact/attack.js';
import { expandHarm, harmReads, startHarm } from '../model/contact/harm.js';
import { riskyAttackModel } from '../model/contact/special.js';
import { isRemoved, isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { endLine, nextStep, type State } from '../model/state.js';
import { z } from 'zod';
import { message } from '../log/messages.js';
import { CHAINSAW_ARMOUR } from './chainsaw.js';
import { OWN_HARM } from './movement.js';
import { countAssists, writtenAssists } from './assists.js';
import { checkAssists, contactBase, need, requireSkill, targetId, targetName } from './contact.js';
import { defineStep, flag, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  target: targetName,
  assists: writtenAssists.describe('Offensive assists (+1 each to the armour roll): a count, or the team-mates by id'),
  defensiveAssists: writtenAssists.describe('Defensive assists (-1 each): a count, or the opponents by id'),
  chainsaw: flag.default(false).describe('Foul with the Chainsaw (+3 armour, kick-back on a 1)'),
  argueTheCall: flag.default(false).describe('Argue the Call if the fouler is sent off: a D6 before any Bribe, 6 not sent off (still a turnover), 1 the coach is ejected (bb2020, bb2025)'),
  sneakyPair: flag.default(false).describe('The target is marked by both twins Dribl and Drull (A Sneaky Pair: +1)'),
  need,
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const { target, need: needs, needText } = contactBase(ctx, given.need);
  const { chainsaw, argueTheCall } = given;
  const offensive = countAssists(ctx, given.assists, { side: 'offence', on: 'foul' }, ['assists'], target).count;
  const defensiveAssists = countAssists(ctx, given.defensiveAssists, { side: 'defence', on: 'foul' }, ['defensiveAssists'], target).count;
  checkAssists(ctx, offensive, 'assists', ['assists']);
  checkAssists(ctx, defensiveAssists, 'defensiveAssists', ['defensiveAssists']);
  if (chainsaw) requireSkill(ctx, 'foul', 'Chainsaw', ['chainsaw']);
  if (given.sneakyPair) requireSkill(ctx, 'foul', SNEAKY_PAIR, ['sneakyPair']);
  if (argueTheCall && ctx.edition.argueTheCall === null) {
    throw ctx.error(['argueTheCall'], message.argueTheCallEdition(ctx.edition.id));
  }
  const extra = offensive - defensiveAssists;
  const text = `Foul ${targetId(ctx, target)}${extra === 0 ? '' : ` (${extra > 0 ? '+' : ''}${extra})`}${chainsaw ? ' with Chainsaw' : ''}${argueTheCall ? ', arguing the call' : ''}`;
  return { label: ctx.label(`${text}${needText}`), target, need: needs, assists: offensive, defensiveAssists, chainsaw, argueTheCall, sneakyPair: given.sneakyPair };
}

export type FoulStep = NormalisedStep<'foul', typeof normalise>;

function foulModel(step: FoulStep, ctx: ModelContext) {
  const modifier = step.assists - step.defensiveAssists + (step.chainsaw ? CHAINSAW_ARMOUR : 0);
  const sneakyGit = ctx.scenario.players[step.by].skills.has('Sneaky Git');
  const fouled = foulSpec(ctx, step.by, step.target, modifier, sneakyGit ? nextStep : activationEnds(step, ctx));
  // Lone Fouler (bb2025): "re-roll a failed foul armour roll with no assists on either side" (C/skill/bb2025/LoneFouler.java).
  const alone = ctx.scenario.players[step.by].skills.has('Lone Fouler') && step.assists === 0 && step.defensiveAssists === 0;
  const argued = step.argueTheCall && ctx.edition.argueTheCall !== null ? { ...fouled, argueTheCall: ctx.edition.argueTheCall } : fouled;
  const spec = withStarHarm(ctx, alone ? { ...argued, armourReroll: 'Lone Fouler' } : argued, step.by, 'foul', { ...plainTarget(ctx, step.target), pair: step.sneakyPair });
  const hitBefore = targetHitBefore(step, ctx);
  const skip = (s: State) => (isRemoved(s, step.target) || (hitBefore && isStanding(s, step.target)) ? nextStep(s) : null);
  if (step.chainsaw) {
    // The kick-back "will result in a Turnover" (seed 001 Chainsaw).
    const turnover = (s: State) => endLine(s, true);
    const risk = { label: 'Chainsaw 2+', modifier: CHAINSAW_ARMOUR, onBroken: turnover, onHeld: turnover };
    return { ...riskyAttackModel(step, ctx, risk, spec, skip), fouls: 1, targetReads: 'onPitch' as const };
  }
  const expand = (s: State) => {
    if (s.phase === 0) return skip(s) ?? startHarm(s, 1, 0);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000); Pro only in classic (harmReads).
  return { step, expand, teamRerolls: 0, reads: harmReads(spec), fouls: 1, targetReads: 'onPitch' as const };
}

export const foul = defineStep({
  kind: 'foul', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: foulModel,
  starAttacks: ['foul'],
  skills: [...HARM_SKILLS, 'Dirty Player', 'Sneaky Git', 'Chainsaw', 'Lone Fouler', 'Guard', 'Defensive', 'Put the Boot In'],
  writtenAs: { Guard: ['assists', 'defensiveAssists'], Defensive: ['assists', 'defensiveAssists'], 'Put the Boot In': ['assists'] }, editionSkills: proOnHarmSkills,
  reports: (step) => [...(step.chainsaw ? OWN_HARM : []), ...(step.argueTheCall ? ['coachEjected' as const] : [])],
});
