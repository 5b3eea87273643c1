/**
 * Saboteur (bb2025, a Devious skill of Secret Weapon players): "When KD by an opposing player's Block Action (Block or
 * Blitz), before its armour roll, may roll a D6: 1–3 no effect, armour roll as usual; 4+ the blocker is also KD
 * (armour roll; no turnover unless the blocker held the ball) and this player is KO'd outright, no armour or injury
 * roll for it. No re-roll (it is the opponent's turn)" (../shared/rules/bb2025-skills.md, S25; F25; FFB
 * `S/skillbehaviour/bb2025/SaboteurBehaviour.java`, 4+).
 *
 * The target's coach chooses whether to roll (a choice of the opposing side: it minimises the goal). Offered when the
 * blocker is still Standing as the target goes down (a POW, a Stumble, a Both Down the blocker's Block survives);
 * on a Both Down that knocks the blocker down too it is not offered (UNCONFIRMED: the blocker is down already and
 * nothing is left to sabotage but its armour, which nuffle does not roll for a block). Only as the target (S25; FFB
 * also lets a Saboteur blocker use it: UNCONFIRMED, the sheet's point 5). The blocker knocked down: its own armour
 * and injury (metrics `ownArmourBroken`, `ownKo`, `ownCas`), down (`playerDown`), its activation over, **no
 * turnover** (nuffle does not follow whether the blocker holds the ball: one holding it is a turnover, not modelled).
 * A Saboteur's Mighty Blow or Claws do not apply to it (not a Block action of the Saboteur).
 */
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import { ownHitSpec } from '../../model/contact/attack.js';
import { startHarm } from '../../model/contact/harm.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import { record } from '../../model/contact/victim.js';
import type { ModelContext, Transition } from '../../model/model.js';
import { rollDie } from '../../model/node.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { goTo, setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';
import { P } from './pool.js';

/** "4+ the blocker is also KD". */
export const SABOTEUR_TARGET = 4;

export interface SaboteurPart {
  /** The blocker's own armour roll after a sabotage. */
  readonly spec: HarmSpec;
  expand(s: State): Transition;
}

/**
 * The Saboteur's choice and roll at `P.Saboteur`; `armour` starts the target's usual armour roll, `ownSpec` is the
 * index of `spec` among the block's harm sequences.
 */
export function saboteurPart(step: BlockStep, ctx: ModelContext, ownSpec: number, armour: (s: State) => State): SaboteurPart {
  const ends = activationEndsProne(step, ctx);
  const spec = { ...ownHitSpec(ctx, step.by, 0, ends), label: `${ownHitSpec(ctx, step.by, 0, ends).label} (Saboteur)` };
  const sabotaged = (s: State) => startHarm(setOut(record(s, step.target, C.KnockedOut), Out.PlayerDown, 1), P.Harm, ownSpec);
  return {
    spec,
    expand(s) {
      if (s.regs[0] === 1) return rollDie(`Saboteur ${SABOTEUR_TARGET}+`, 6, (d) => (d >= SABOTEUR_TARGET ? sabotaged(s) : armour(s)));
      return {
        kind: 'choice', by: 'opponent', label: 'Saboteur',
        options: [{ label: 'no Saboteur roll', next: armour(s) }, { label: `Saboteur ${SABOTEUR_TARGET}+`, next: goTo(s, P.Saboteur, [1]) }],
      };
    },
  };
}
