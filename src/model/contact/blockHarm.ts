/**
 * The armour roll of a player knocked down by a Block action: Mighty Blow (+X) when the attacker is still
 * standing ("when the Armour roll is made for the opposition player, the player with Mighty Blow is Prone and so
 * cannot use the skill", seed 001 Q&A; bb2025 +1 "even if it is KD too": `Edition.mightyBlowWhenDown`), Claws unless the victim has Iron Hard Skin, +3 against a victim with a
 * Chainsaw. Sources: seed 001 Mighty Blow, Claws, Iron Hard Skin, Chainsaw.
 */
import type { ModelContext } from '../model.js';
import { TargetCondition as C } from '../outcome.js';
import type { State } from '../state.js';
import { armourLabel, proOnHarm, type victimTraits } from './attack.js';
import type { HarmSpec } from './harmSpec.js';
import type { Skills } from '../../vocabulary/index.js';

/** The Mighty Blow bonus a player brings, by edition (bb2020 the X it carries, bb2025 +1), or 0 without it. */
export function mightyBlowOf(ctx: ModelContext, skills: Skills): number {
  return skills.has('Mighty Blow') ? ctx.edition.mightyBlowBonus(skills.param('Mighty Blow')) : 0;
}

/** "the opposing coach may add +3 to the Armour roll made against the player" (seed 001 Chainsaw). */
const CHAINSAW_VICTIM = 3;

export function knockedDownSpec(
  ctx: ModelContext, by: number, traits: ReturnType<typeof victimTraits>, attackerStanding: boolean, finish: (s: State) => State,
): HarmSpec {
  const attacker = ctx.scenario.players[by].skills;
  const victim = ctx.scenario.opponents[traits.victim].skills;
  const modifier = victim.has('Chainsaw') ? CHAINSAW_VICTIM : 0;
  const mightyBlow = attackerStanding || ctx.edition.mightyBlowWhenDown ? mightyBlowOf(ctx, attacker) : 0;
  return {
    ...traits,
    label: armourLabel(ctx, traits.av, modifier),
    armourModifier: modifier,
    claws: attacker.has('Claws') && !victim.has('Iron Hard Skin'),
    bonus: mightyBlow > 0 ? { name: 'Mighty Blow', amount: mightyBlow } : null,
    injuryModifiable: true,
    foul: false,
    sneakyGit: false,
    heldCondition: C.ArmourHeld,
    pro: proOnHarm(ctx, by),
    finish,
  };
}
