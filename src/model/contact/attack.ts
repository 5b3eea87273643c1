/** Pieces shared by the contact steps: the victim's side of a `HarmSpec`, where an activation ends, kick-backs. */
import type { ModelContext } from '../model.js';
import type { Edition } from '../../rules/edition.js';
import { Out, TargetCondition } from '../outcome.js';
import { setOut, type State } from '../state.js';
import { isContactStep, type ContactStepBase as ContactStep, type SkillName, type StepBase } from '../../vocabulary/index.js';
import { activationOfStep } from '../turn.js';
import type { HarmSpec } from './harmSpec.js';
import { OWN_PLAYER } from './victim.js';
import { ownArmourRerollRule } from '../../rules/star-harm.js';

export { activationEnds } from './activationEnd.js';

/**
 * The traits of a player hurt that its injury roll reads (`victimTraits`, `ownHitSpec`; seed 001 Stunty's injury
 * table, Thick Skull, Decay, Regeneration): a step that hurts someone lists them.
 */
export const HARM_SKILLS = ['Stunty', 'Thick Skull', 'Decay', 'Regeneration'] as const satisfies readonly SkillName[];

/** The fields of a `HarmSpec` that come from the victim (opponent `victim`). */
export function victimTraits(ctx: ModelContext, victim: number) {
  const opponent = ctx.scenario.opponents[victim];
  const has = (name: SkillName) => opponent.skills.has(name);
  return {
    victim,
    av: opponent.av,
    stunty: has('Stunty'),
    thickSkull: has('Thick Skull'),
    decay: has('Decay'),
    regeneration: has('Regeneration'),
    // bb2025: the opposing coach re-rolls a failed Regeneration roll (FFB; UNCONFIRMED; not the active team's re-roll).
    regenerationReroll: has('Regeneration') && ctx.edition.regenerationRerolled,
    apothecary: opponent.apothecary,
  } satisfies Partial<HarmSpec>;
}

/**
 * The acting player who may re-roll the armour and injury rolls of its attack with Pro — "Pro may be used to
 * re-roll armour rolls which don't penetrate or unsatisfactory injury rolls. [GWUK]" (seed 000), where the
 * edition allows it (classic) — or null.
 */
export function proOnHarm(ctx: ModelContext, by: number): number | null {
  return ctx.edition.proRerollsArmourAndInjury && ctx.scenario.players[by].skills.has('Pro') ? by : null;
}

/** Pro, on a step whose armour and injury rolls `proOnHarm` lets it re-roll, where the edition allows it. */
export function proOnHarmSkills(edition: Edition): readonly SkillName[] {
  return edition.proRerollsArmourAndInjury ? ['Pro'] : [];
}

/**
 * The harm of a special action that replaces a block (Stab, Chainsaw, Projectile Vomit): the armour roll with
 * only the action's own modifier, no Claws, no Mighty Blow, an injury roll nothing modifies (seed 001 Stab,
 * Chainsaw, Projectile Vomit; Mighty Blow "cannot be used with the Stab or Chainsaw traits").
 */
export function specialAttackHarm(
  ctx: ModelContext, by: number, victim: number, armourModifier: number, finish: (s: State) => State,
): HarmSpec {
  const traits = victimTraits(ctx, victim);
  return {
    ...traits,
    label: armourLabel(ctx, traits.av, armourModifier),
    armourModifier,
    claws: false,
    bonus: null,
    injuryModifiable: false,
    foul: false,
    sneakyGit: false,
    heldCondition: TargetCondition.Standing,
    pro: proOnHarm(ctx, by),
    finish,
  };
}

/** "Armour 9+" / "Armour 8" as the edition writes AV, with the modifier. */
export function armourLabel(ctx: ModelContext, av: number, modifier: number): string {
  const value = ctx.edition.writesTargets ? `${av}+` : String(av);
  return `Armour ${value}${modifier === 0 ? '' : ` ${modifier > 0 ? '+' : ''}${modifier}`}`;
}

/**
 * True when an earlier step of the line already hit this step's target. In a turn the solver orders (`order: best`),
 * "earlier" is every other activation's step (`scenario/turn.ts` has made each one hitting a foul's target an
 * activation the foul is after) and the earlier steps of its own; in any other line, the steps written before it.
 */
export function targetHitBefore(step: ContactStep, ctx: ModelContext): boolean {
  const { scenario } = ctx;
  const own = scenario.order === 'best' ? activationOfStep(scenario, step.index - 1) : -1;
  const before = (other: StepBase) => (own < 0 ? other.index < step.index
    : activationOfStep(scenario, other.index - 1) !== own || other.index < step.index);
  return scenario.steps.some((other) => other !== step && before(other) && isContactStep(other) && other.target === step.target);
}


/**
 * The acting team's player falls over where an opponent with Arm Bar marks the square left: its armour roll and
 * what follows, Arm Bar's +1 placed by the opposing coach where it hurts most (seed 001 Arm Bar: "a +1 modifier to
 * either the Armour roll or Injury roll … after the roll has been made"). The player's own traits count (Stunty,
 * Thick Skull, Regeneration, Decay); its team's apothecary is not modelled. The line then ends with a turnover.
 */
export function ownFallSpec(ctx: ModelContext, by: number, finish: (s: State) => State): HarmSpec {
  return {
    ...ownHitSpec(ctx, by, 0, finish), label: `${armourLabel(ctx, ctx.scenario.players[by].av, 0)} (own, Arm Bar)`,
    bonus: { name: 'Arm Bar', amount: 1, whereItHurts: true }, injuryModifiable: true, heldCondition: TargetCondition.ArmourHeld,
  };
}

/**
 * The acting player hit by its own weapon (a Chainsaw kick-back, its own Projectile Vomit): an armour roll against
 * its AV with `modifier`, then the injury nothing modifies (seed 001 Chainsaw, Projectile Vomit), its own traits
 * counting (Stunty, Thick Skull, Regeneration, Decay; its team's apothecary is not modelled). The metrics
 * `ownArmourBroken`, `ownKo` and `ownCas` report it; a broken armour also puts the player down (`playerDown`).
 */
export function ownHitSpec(ctx: ModelContext, by: number, modifier: number, finish: (s: State) => State): HarmSpec {
  const player = ctx.scenario.players[by];
  const has = (name: SkillName) => player.skills.has(name);
  return {
    label: `${armourLabel(ctx, player.av, modifier)} (own)`,
    victim: OWN_PLAYER, av: player.av, armourModifier: modifier, claws: false, bonus: null,
    injuryModifiable: false, foul: false, sneakyGit: false, heldCondition: TargetCondition.Standing,
    stunty: has('Stunty'), thickSkull: has('Thick Skull'), decay: has('Decay'), regeneration: has('Regeneration'),
    apothecary: false, pro: null, ...ownArmourReroll(ctx, by),
    finish: (s) => (s.out[Out.OwnCondition] >= TargetCondition.Stunned ? finish(setOut(s, Out.PlayerDown, 1)) : finish(s)),
  };
}

/** The player's rule that re-rolls its own broken armour (bb2025 Dwarfen Grit), once a line; else nothing. */
function ownArmourReroll(ctx: ModelContext, by: number): Pick<HarmSpec, 'ownArmourReroll'> {
  const rule = ownArmourRerollRule(ctx.edition.id, ctx.scenario.players[by].skills);
  return rule === null ? {} : { ownArmourReroll: { name: rule, once: by } };
}

/**
 * The harm of a foul by player `by` on opponent `victim`: armour with `modifier` (assists, a Chainsaw's +3), Dirty
 * Player (+X) on armour or injury after the roll, a natural double sending the fouler off (Sneaky Git by edition),
 * the target down when the armour holds (bb2020.md "Foul"; seed 001 Dirty Player, Sneaky Git).
 */
export function foulSpec(ctx: ModelContext, by: number, victim: number, modifier: number, finish: (s: State) => State): HarmSpec {
  const fouler = ctx.scenario.players[by].skills;
  const traits = victimTraits(ctx, victim);
  // Dirty Player (+X) by edition: the X written (bb2020), +1 only (bb2025).
  const dirtyPlayer = fouler.has('Dirty Player') ? ctx.edition.dirtyPlayerBonus(fouler.param('Dirty Player')) : 0;
  return {
    ...traits,
    label: armourLabel(ctx, traits.av, modifier),
    armourModifier: modifier,
    claws: false,
    bonus: dirtyPlayer > 0 ? { name: 'Dirty Player', amount: dirtyPlayer } : null,
    injuryModifiable: true,
    foul: true,
    sneakyGit: fouler.has('Sneaky Git'),
    heldCondition: TargetCondition.ArmourHeld,
    pro: proOnHarm(ctx, by),
    finish,
  };
}
