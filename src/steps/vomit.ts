/**
 * Projectile Vomit (a special action instead of a block): D6 2+ hits the target, 1 hits the vomiting player; an
 * armour roll that cannot be modified against whoever was hit, broken → Prone and an injury roll that cannot be
 * modified. Source: seed 001 Projectile Vomit. The player hitting itself is placed Prone, which this engine reads
 * like Wrestle's placing Prone: no turnover, the activation ends (UNCONFIRMED: the text names no turnover).
 */
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { activationEnds, HARM_SKILLS, specialAttackHarm } from '../model/contact/attack.js';
import { riskyAttackModel } from '../model/contact/special.js';
import { isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { nextStep, type State } from '../model/state.js';
import { OWN_HARM } from './movement.js';
import { normaliseSpecial, SPECIAL_OPTIONS } from './contact.js';
import { defineStep, NO_AG, type NormaliseContext, type NormalisedStep } from './kind.js';
import type { z } from 'zod';
import { message } from '../log/messages.js';
import { vomitAfterBlockRule } from '../rules/star-grants.js';
import { D6_TEST_SKILLS } from '../model/d6step.js';

const options = SPECIAL_OPTIONS;
const special = normaliseSpecial('vomit', 'Projectile Vomit', 'Projectile Vomit');

/** The vomit, checked against the player's blocks before it: one only with Putrid Regurgitation, once a line. */
function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const mine = ctx.earlier.filter((e) => ctx.players[e.by] === ctx.player);
  const blockAt = mine.findIndex((e) => e.kind === 'block');
  if (blockAt >= 0) {
    const rule = vomitAfterBlockRule(ctx.edition.id, ctx.player.skills);
    if (rule === null) throw ctx.error([], message.vomitAfterBlock(ctx.player.id));
    if (mine.slice(blockAt).some((e) => e.kind === 'vomit')) throw ctx.error([], message.starRuleOnce(rule, 'Projectile Vomit after a block'));
  }
  return special(given, ctx);
}

export type VomitStep = NormalisedStep<'vomit', typeof normalise>;

function vomitModel(step: VomitStep, ctx: ModelContext) {
  const ends = activationEnds(step, ctx);
  const risk = { label: 'Projectile Vomit 2+', modifier: 0, onBroken: ends, onHeld: ends };
  const ready = (s: State) => (isStanding(s, step.target) ? null : nextStep(s));
  return { ...riskyAttackModel(step, ctx, risk, withStarHarm(ctx, specialAttackHarm(ctx, step.by, step.target, 0, ends), step.by, 'vomit', plainTarget(ctx, step.target)), ready), targetReads: 'standing' as const };
}

export const vomit = defineStep({
  kind: 'vomit', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: vomitModel, reports: () => OWN_HARM, ownArmour: true,
  d6Tests: ['other'],
  starAttacks: ['vomit'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Projectile Vomit', 'Putrid Regurgitation'],
});
