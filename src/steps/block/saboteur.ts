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
 * nothing is left to sabotage but its armour, which nuffle does not roll for a block). As the blocker too (FFB
 * `SaboteurBehaviour` offers it when the Saboteur falls on its own block; S25 names only the target: UNCONFIRMED,
 * the sheet's point 5, FFB's reading taken — `blockerSaboteurPart`). The blocker knocked down: its own armour
 * and injury (metrics `ownArmourBroken`, `ownKo`, `ownCas`), down (`playerDown`), its activation over, **no
 * turnover** (nuffle does not follow whether the blocker holds the ball: one holding it is a turnover, not modelled).
 * A Saboteur's Mighty Blow or Claws do not apply to it (not a Block action of the Saboteur).
 */
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import { ownHitSpec } from '../../model/contact/attack.js';
import { startHarm } from '../../model/contact/harm.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import { OWN_PLAYER, record } from '../../model/contact/victim.js';
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

/**
 * A blocker with Saboteur knocked down by its own block (Player Down; a Both Down that leaves the target Standing),
 * FFB's reading (UNCONFIRMED, see the header): before its own armour roll its coach may roll the D6; 4+ the target
 * is knocked down too (its armour roll, no Mighty Blow or Claws: not the Saboteur's block) and the Saboteur is KO'd
 * outright; 1-3 nothing. Still a turnover. At `P.BlockerSaboteur` (register 0: 1 once chosen).
 */
export function blockerSaboteurPart(step: BlockStep, ctx: ModelContext, targetSpec: number, fall: (s: State) => State): { expand(s: State): Transition } {
  const sabotaged = (s: State) => startHarm(record(s, OWN_PLAYER, C.KnockedOut), P.Harm, targetSpec);
  return {
    expand(s) {
      if (s.regs[0] === 1) return rollDie(`Saboteur ${SABOTEUR_TARGET}+ (the blocker's)`, 6, (d) => (d >= SABOTEUR_TARGET ? sabotaged(s) : fall(s)));
      return {
        kind: 'choice', by: 'coach', label: "Saboteur (the blocker's)",
        options: [{ label: 'no Saboteur roll', next: fall(s) }, { label: `Saboteur ${SABOTEUR_TARGET}+`, next: goTo(s, P.BlockerSaboteur, [1]) }],
      };
    },
  };
}

/** The target's armour roll after the blocker's Saboteur: plain (no Mighty Blow, no Claws, no star rule). */
export function sabotagedTargetSpec(spec: HarmSpec): HarmSpec {
  return { ...spec, label: `${spec.label} (Saboteur)`, bonus: null, claws: false, extra: undefined, armourReroll: undefined, armourRerollOnce: undefined, injuryReroll: undefined, armourDie: undefined };
}
