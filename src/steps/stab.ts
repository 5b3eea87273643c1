/**
 * Stab (a special action instead of a block): an unmodified armour roll; broken → Prone and an injury roll that
 * cannot be modified; held → no effect. No turnover either way. Stakes (bb2016): +1 to that armour roll against a
 * player of a Khemri, Necromantic, Undead or Vampire team (`undead: true`: nuffle cannot see the opponent's team).
 * Source: seed 001 Stab; seed 004 Stab ("Make an unmodified Armour roll (except for Stakes)"), Stakes; bb2016.md
 * (FFB compares Stab like any armour roll, > AV in bb2016).
 */
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { SNEAKY_PAIR } from '../rules/star-harm.js';
import { grantingRule, grantRules } from '../rules/star-grants.js';
import { message } from '../log/messages.js';
import type { SkillName } from '../vocabulary/index.js';
import { z } from 'zod';
import { activationEnds, HARM_SKILLS, proOnHarmSkills, specialAttackHarm } from '../model/contact/attack.js';
import { expandHarm, harmReads, startHarm } from '../model/contact/harm.js';
import { isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { nextStep, type State } from '../model/state.js';
import { normaliseSpecial, requireSkill, SPECIAL_OPTIONS } from './contact.js';
import { defineStep, flag, NO_AG, type NormaliseContext, type NormalisedStep } from './kind.js';

/** "This player may add 1 to the Armour roll when they make a Stab attack against any player playing for a Khemri, Necromantic, Undead or Vampire team" (seed 004 Stakes). */
const STAKES = 1;

const options = SPECIAL_OPTIONS.extend({
  undead: flag.default(false).describe('The target plays for a Khemri, Necromantic, Undead or Vampire team (Stakes +1)'),
  sneakyPair: flag.default(false).describe('The target is marked by both twins Dribl and Drull (A Sneaky Pair: +1)'),
});
const special = normaliseSpecial('stab', null, 'Stab');

/**
 * The star's rule that grants this Stab (The Flashing Blade: his first step, once a line), or null for a player with
 * the skill; an error for a player with neither.
 */
function grantedBy(ctx: NormaliseContext): SkillName | null {
  if (ctx.player.skills.has('Stab')) return null;
  const rule = grantingRule(ctx.edition.id, ctx.player.skills, 'Stab');
  if (rule === null) throw ctx.error([], message.stepNeedsSkill('stab', 'Stab', ctx.player.id));
  const own = ctx.earlier.filter((step) => step.by === ctx.by && step.kind !== 'activation');
  if (own.some((step) => step.kind === 'stab')) throw ctx.error([], message.starRuleOnce(rule, 'stab'));
  if (own.length > 0) throw ctx.error([], message.grantedAtActivationStart(rule, 'stab', ctx.player.id));
  return rule;
}

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const granted = grantedBy(ctx);
  const { label, target, need } = special(given, ctx);
  if (given.undead) requireSkill(ctx, 'stab', 'Stakes', ['undead']);
  if (given.sneakyPair) requireSkill(ctx, 'stab', SNEAKY_PAIR, ['sneakyPair']);
  return {
    label: given.undead && given.label === undefined ? `${label} (Stakes +1)` : label, target, need, stakes: given.undead ? STAKES : 0, sneakyPair: given.sneakyPair,
    /** The Flashing Blade: "then a Move action" — the Stab does not end his activation. */
    activationGoesOn: granted !== null,
  };
}

export type StabStep = NormalisedStep<'stab', typeof normalise>;

function stabModel(step: StabStep, ctx: ModelContext) {
  const plain = specialAttackHarm(ctx, step.by, step.target, step.stakes, step.activationGoesOn ? nextStep : activationEnds(step, ctx));
  const spec = withStarHarm(ctx, plain, step.by, 'stab', { ...plainTarget(ctx, step.target), pair: step.sneakyPair });
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000); Pro only in classic (harmReads).
  return { step, expand, teamRerolls: 0, reads: harmReads(spec), targetReads: 'standing' as const };
}

export const stab = defineStep({
  kind: 'stab', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: stabModel,
  starAttacks: ['stab'],
  // A star's Furious Outburst (stars.md: "placed next to a Standing opponent …, Stabs it (unmodified armour; injury if
  // broken)"): its dice are this step's, written with no dodge before it (placed, not moved).
  // The Flashing Blade grants the Stab (`grantedBy`).
  skills: [...HARM_SKILLS, 'Stab', 'Stakes', 'Furious Outburst'], editionSkills: (edition) => [...proOnHarmSkills(edition), ...grantRules(edition.id, 'Stab')],
});
