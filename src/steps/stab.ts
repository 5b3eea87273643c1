/**
 * Stab (a special action instead of a block): an unmodified armour roll; broken → Prone and an injury roll that
 * cannot be modified; held → no effect. No turnover either way. Source: seed 001 Stab; bb2016.md (FFB compares
 * Stab like any armour roll, > AV in bb2016).
 */
import { activationEnds, specialAttackHarm } from '../model/contact/attack.js';
import { expandHarm, harmReads, startHarm } from '../model/contact/harm.js';
import { isStanding } from '../model/contact/victim.js';
import type { ModelContext } from '../model/model.js';
import { nextStep, type State } from '../model/state.js';
import { normaliseSpecial, SPECIAL_OPTIONS } from './contact.js';
import { defineStep, NO_AG, type NormalisedStep } from './kind.js';

const options = SPECIAL_OPTIONS;
const normalise = normaliseSpecial('stab', 'Stab', 'Stab');

export type StabStep = NormalisedStep<'stab', typeof normalise>;

function stabModel(step: StabStep, ctx: ModelContext) {
  const spec = specialAttackHarm(ctx, step.by, step.target, 0, activationEnds(step, ctx));
  const expand = (s: State) => {
    if (s.phase === 0) return isStanding(s, step.target) ? startHarm(s, 1, 0) : nextStep(s);
    return expandHarm([spec], s, 1, ctx);
  };
  // Armour, injury and casualty dice take no team re-roll (seed 000); Pro only in classic (harmReads).
  return { step, expand, teamRerolls: 0, reads: harmReads(spec) };
}

export const stab = defineStep({ kind: 'stab', options, normalise, rollsAgainstAg: NO_AG, modifiers: [], model: stabModel });
