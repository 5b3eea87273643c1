/**
 * Tasty Morsel ('Captain' Karina von Riesz, bb2020 and bb2025): "Once per game, after a failed Bloodlust roll: bite an
 * adjacent opposing non-star with ST ≤ 3 as if a Thrall — an injury roll on it, a casualty counting as Badly Hurt"
 * (stars.md; seed 001 Bloodlust: "immediately make an Injury roll for the Thrall treating any Casualty result as Badly
 * Hurt"). The opponent is the player's `opponentAdjacent:` (its ST checked when read). At the end of the activation of
 * a Vampire that failed its roll the coach chooses: the Thrall (`thrallAdjacent`), the opponent — its injury roll, no
 * armour roll, nothing modifying it; its own Stunty, Thick Skull, Regeneration and apothecary count — or, with neither,
 * the turnover. Bitten either way, the activation ends normally. Used, `OnceFlag.Special` is spent.
 */
import { victimTraits } from '../model/contact/attack.js';
import { expandHarm, harmReads, startInjury } from '../model/contact/harm.js';
import type { HarmSpec } from '../model/contact/harmSpec.js';
import { isRemoved } from '../model/contact/victim.js';
import type { ModelContext, StepModel, Transition } from '../model/model.js';
import { TargetCondition as C } from '../model/outcome.js';
import { endLine, hasUsed, markUsed, nextStep, OnceFlag, type State } from '../model/state.js';
import type { StepBase } from '../vocabulary/index.js';

/** The bite's injury roll comes after the choice (phase 0). */
const BITE = 1;

/** The injury roll of the opponent bitten; then the activation ends as after a Thrall's bite (`fed`). */
function biteSpec(ctx: ModelContext, opponent: number, fed: (s: State) => State): HarmSpec {
  return {
    ...victimTraits(ctx, opponent), label: `Tasty Morsel: injury (${ctx.scenario.opponents[opponent].id})`,
    armourModifier: 0, claws: false, bonus: null, injuryModifiable: false, foul: false, sneakyGit: false,
    heldCondition: C.Standing, casualtyIsBadlyHurt: true, pro: null, finish: fed,
  };
}

/** The end of the activation of a Vampire with Tasty Morsel and an opponent adjacent (`feed` step of `activation.ts`). */
export function tastyMorselFeedModel(step: StepBase, ctx: ModelContext, opponent: number, fed: (s: State) => State): StepModel {
  const bites = ctx.scenario.players[step.by].thrallAdjacent;
  const spec = biteSpec(ctx, opponent, fed);
  const choose = (s: State): Transition => {
    if (!hasUsed(s, step.by, OnceFlag.Bloodlust)) return nextStep(s);
    const options = [
      ...(bites ? [{ label: 'bite the Thrall', next: fed(s) }] : []),
      ...(!hasUsed(s, step.by, OnceFlag.Special) && !isRemoved(s, opponent)
        ? [{ label: `Tasty Morsel: bite ${ctx.scenario.opponents[opponent].id}`, next: startInjury(markUsed(s, step.by, OnceFlag.Special), BITE, 0) }] : []),
      ...(bites ? [] : [{ label: 'no Thrall to bite: a turnover', next: endLine(s, true) }]),
    ];
    return options.length === 1 ? options[0].next : { kind: 'choice', by: 'coach', label: 'Bloodlust: whom to bite', options };
  };
  const expand = (s: State): Transition => (s.phase < BITE ? choose(s) : expandHarm([spec], s, BITE, ctx));
  return { step, expand, teamRerolls: 0, reads: [OnceFlag.Bloodlust, OnceFlag.Special, ...harmReads(spec)], targets: [opponent] };
}
