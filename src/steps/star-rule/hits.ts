/**
 * Who a start-of-activation star rule hits, and how (`model.ts` enters these harm sequences):
 * - Beer Barrel Bash's target is Knocked Down: an armour roll nothing modifies (the barrel is no Block action: no
 *   Mighty Blow, no Claws), the injury after it; a 1 Knocks Thorsson Down (bb2025: he Falls Over — the same roll),
 *   a turnover (stars.md);
 * - Zzharg's blast: "unmodified armour roll, injury if broken, nothing otherwise" (stars.md; FFB
 *   `InjuryTypeThenIStartedBlastin`) on the target, on the player the opposing coach picks on a 2, or on Zzharg on a
 *   1 — his armour broken, he is down: a turnover (UNCONFIRMED: the sheet says only that he is hit);
 * - Treacherous: the team-mate with the ball is Knocked Down, "armour and injury rolls against his own player; no
 *   turnover" (stars.md) — Knocked Down as the sheet says, though FFB rolls it as a Stab (`InjuryTypeStab` in
 *   `StepTreacherous`: standing when the armour holds); the armour unmodified as both roll it. A team-mate Zzharg's 2
 *   hits is no turnover either (UNCONFIRMED: the sheet says only that it is hit). The team-mate's AV is the player's `teammateAv` (as Animal Savagery's).
 */
import { armourLabel, ownHitSpec, specialAttackHarm } from '../../model/contact/attack.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import { TEAMMATE } from '../../model/contact/victim.js';
import type { ModelContext } from '../../model/model.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { endLine, setOut, type State } from '../../model/state.js';
import type { StarRuleStep } from './options.js';

/** Where each victim's sequence is in the specs (`hitSpecs`): the target, the star, his team-mate, then the others. */
export const HIT = { target: 0, star: 1, teammate: 2, others: 3 } as const;

/** Opponent `victim` hit: Knocked Down (Beer Barrel Bash) or blasted (its armour holding, it stays Standing). */
function opponentHit(ctx: ModelContext, step: StarRuleStep, victim: number, after: (s: State) => State): HarmSpec {
  const plain = specialAttackHarm(ctx, step.by, victim, 0, after);
  return step.start.effect === 'knockDown' ? { ...plain, heldCondition: C.ArmourHeld, injuryModifiable: true } : plain;
}

/** The star hit by his own rule: Knocked Down (Thorsson, a turnover) or blasted (Zzharg: down, a turnover, when it breaks). */
function starHit(ctx: ModelContext, step: StarRuleStep, after: (s: State) => State): HarmSpec {
  if (step.start.onOne === 'starDown') {
    const down = ownHitSpec(ctx, step.by, 0, (s) => endLine(s, true));
    return { ...down, heldCondition: C.ArmourHeld, injuryModifiable: true, finish: (s) => down.finish(setOut(s, Out.PlayerDown, 1)) };
  }
  return ownHitSpec(ctx, step.by, 0, (s) => (s.out[Out.OwnCondition] >= C.Stunned ? endLine(s, true) : after(s)));
}

/** The star's team-mate hit: Knocked Down by Treacherous, blasted by Zzharg's 2. */
function teammateHit(ctx: ModelContext, step: StarRuleStep, after: (s: State) => State): HarmSpec {
  const av = ctx.scenario.players[step.by].teammateAv;
  return {
    label: `${armourLabel(ctx, av, 0)} (team-mate)`, victim: TEAMMATE, av, armourModifier: 0, claws: false, bonus: null,
    injuryModifiable: false, foul: false, sneakyGit: false,
    heldCondition: step.start.effect === 'treachery' ? C.ArmourHeld : C.Standing,
    stunty: false, thickSkull: false, decay: false, regeneration: false, apothecary: false, pro: null,
    finish: after,
  };
}

/** The harm sequences of the step, at the places `HIT` names (a spec never entered stands in where there is no target). */
export function hitSpecs(step: StarRuleStep, ctx: ModelContext, after: (s: State) => State): HarmSpec[] {
  const star = starHit(ctx, step, after);
  const target = step.target === null ? star : opponentHit(ctx, step, step.target, after);
  return [target, star, teammateHit(ctx, step, after), ...step.others.map((o) => opponentHit(ctx, step, o, after))];
}

