/**
 * A star's special rule on the harm of its attack (`rules/star-harm.ts` says what each gives, per edition): put on the
 * attack's `HarmSpec`, once a line for the acting player (`harm.ts` marks `OnceFlag.Special` when it is used).
 */
import type { ModelContext } from '../model.js';
import { starHarm, type StarAttack, type StarTarget } from '../../rules/star-harm.js';
import type { HarmSpec } from './harmSpec.js';
import { gainTeamReroll, hasUsed, markUsed, OnceFlag, type State } from '../state.js';
import { TargetCondition as C } from '../outcome.js';
import { conditionOf } from './victim.js';

/**
 * `spec` with what player `by`'s rule adds to this attack on `target`: its bonus where the spec has none and
 * `bonusNow` (a block's bonus follows Mighty Blow's timing: the attacker standing, or bb2025), its re-rolls.
 */
export function withStarHarm(ctx: ModelContext, spec: HarmSpec, by: number, attack: StarAttack, target: StarTarget, bonusNow = true): HarmSpec {
  const harm = starHarm(ctx.edition.id, ctx.scenario.players[by].skills, attack, target);
  const bonus = harm.bonus && bonusNow && spec.bonus === null
    ? {
      name: harm.bonus.rule, amount: harm.bonus.amount, ...(harm.bonus.every ? {} : { once: by }),
      ...(harm.bonus.on === undefined ? {} : { on: harm.bonus.on }), ...(harm.bonus.anyRoll ? { anyRoll: true } : {}),
    }
    : spec.bonus;
  const armour = harm.armourReroll !== undefined && spec.armourReroll === undefined ? { armourReroll: harm.armourReroll, armourRerollOnce: by } : {};
  const injury = harm.injuryReroll !== undefined ? { injuryReroll: { name: harm.injuryReroll, once: by } } : {};
  // Beside a bonus already there (Mighty Blow), a star's bonus on either roll is the extra one: both may be placed.
  const beside = harm.bonus && bonusNow && spec.bonus !== null ? { rule: harm.bonus.rule, amount: harm.bonus.amount, on: harm.bonus.on ?? 'either' as const } : null;
  const second = harm.extra ?? beside;
  const extra = second && bonusNow ? { extra: { name: second.rule, amount: second.amount, on: second.on, once: by } } : {};
  const die = harm.armourDie !== undefined ? { armourDie: { name: harm.armourDie, pro: by } } : {};
  const crowd = harm.rerollOnCasualty !== undefined ? { finish: pumpedUp(spec, by) } : {};
  const flames = harm.armourModifier === undefined ? {} : {
    armourModifier: spec.armourModifier + harm.armourModifier.amount, label: `${spec.label} (${harm.armourModifier.rule} +${harm.armourModifier.amount})`,
  };
  return { ...spec, bonus, ...armour, ...injury, ...extra, ...die, ...crowd, ...flames, claws: spec.claws || harm.claws === true };
}

/** The sequence's end with Pump Up the Crowd: a casualty (and the rule unused) gives a team re-roll, once a line. */
function pumpedUp(spec: HarmSpec, by: number): (s: State) => State {
  return (s) => {
    if (conditionOf(s, spec.victim) < C.BadlyHurt || hasUsed(s, by, OnceFlag.Special)) return spec.finish(s);
    return spec.finish(gainTeamReroll(markUsed(s, by, OnceFlag.Special)));
  };
}

/** The target of a Stab, a foul or a vomit: its ST (no keyword is written for them). */
export function plainTarget(ctx: ModelContext, victim: number): StarTarget {
  return { st: ctx.scenario.opponents[victim].st, hated: false, dwarf: false, blitz: false };
}
