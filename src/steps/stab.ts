/**
 * Stab (a special action instead of a block): an unmodified armour roll; broken → Prone and an injury roll that
 * cannot be modified; held → no effect. No turnover either way. Stakes (bb2016): +1 to that armour roll against a
 * player of a Khemri, Necromantic, Undead or Vampire team (`undead: true`: nuffle cannot see the opponent's team).
 * Source: seed 001 Stab; seed 004 Stab ("Make an unmodified Armour roll (except for Stakes)"), Stakes; bb2016.md
 * (FFB compares Stab like any armour roll, > AV in bb2016).
 */
import { plainTarget, withStarHarm } from '../model/contact/star.js';
import { SNEAKY_PAIR } from '../rules/star-harm.js';
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
const special = normaliseSpecial('stab', 'Stab', 'Stab');

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const { label, target, need } = special(given, ctx);
  if (given.undead) requireSkill(ctx, 'stab', 'Stakes', ['undead']);
  if (given.sneakyPair) requireSkill(ctx, 'stab', SNEAKY_PAIR, ['sneakyPair']);
  return { label: given.undead && given.label === undefined ? `${label} (Stakes +1)` : label, target, need, stakes: given.undead ? STAKES : 0, sneakyPair: given.sneakyPair };
}

export type StabStep = NormalisedStep<'stab', typeof normalise>;

function stabModel(step: StabStep, ctx: ModelContext) {
  const plain = specialAttackHarm(ctx, step.by, step.target, step.stakes, activationEnds(step, ctx));
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
  skills: [...HARM_SKILLS, 'Stab', 'Stakes', 'Furious Outburst'], editionSkills: proOnHarmSkills,
});
