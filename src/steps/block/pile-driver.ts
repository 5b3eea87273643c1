/**
 * Pile Driver (seed 001): when this player's block knocks the target down and both are still on the pitch — the
 * attacker Standing, the target knocked down but not removed (Q&A: the foul comes after the armour and injury
 * rolls, "so long as the player is still on the pitch") — the coach may commit a free Foul on it: armour (the
 * `pileDriver:` assists), injury, a send-off on a natural double (Dirty Player, Sneaky Git and Bribes as on any
 * foul). Used, the attacker is Placed Prone and its activation ends. It "cannot be used if the team has already
 * used their Foul action" and, used, forbids another: a line with a `foul` step offers no Pile Driver. bb2025 (F25):
 * the free foul comes on top of the team's Foul (`Edition.pileDriverWithFoul`), and Lone Fouler works on it.
 */
import { activationEndsProne } from '../../model/contact/activationEnd.js';
import { foulSpec } from '../../model/contact/attack.js';
import { startHarm } from '../../model/contact/harm.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import { conditionOf } from '../../model/contact/victim.js';
import type { ModelContext } from '../../model/model.js';
import type { ChoiceNode } from '../../model/node.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { goTo, setOut, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';
import { P } from './pool.js';

/** The index of the Pile Driver foul among the block's harm sequences. */
export const PILE_DRIVER_SPEC = 2;

export interface PileDriver {
  /** Whether this block may be followed by the free foul. */
  readonly open: boolean;
  /** Where the block goes once the target's harm is over with the attacker standing. */
  after(s: State): State;
  /** The coach's choice: the foul, or not. */
  choice(s: State): ChoiceNode;
  readonly spec: HarmSpec;
}

export function pileDriver(step: BlockStep, ctx: ModelContext, done: (s: State) => State): PileDriver {
  const skills = ctx.scenario.players[step.by].skills;
  // bb2025: on top of the team's Foul action (`Edition.pileDriverWithFoul`); bb2020: a line with a foul offers none.
  const open = skills.has('Pile Driver') && (ctx.edition.pileDriverWithFoul || !ctx.scenario.steps.some((s) => s.kind === 'foul'));
  const ends = activationEndsProne(step, ctx);
  const modifier = step.pileDriver.assists - step.pileDriver.defensiveAssists;
  const fouled = foulSpec(ctx, step.by, step.target, modifier, (s) => ends(setOut(s, Out.PlayerDown, 1)));
  // Lone Fouler (a bb2025 skill) "Works on Pile Driver fouls" (bb2025-skills.md, F25): no assists on either side.
  const alone = skills.has('Lone Fouler') && step.pileDriver.assists === 0 && step.pileDriver.defensiveAssists === 0;
  const lonely = alone ? { ...fouled, armourReroll: 'Lone Fouler' } : fouled;
  // Argued as a foul's send-off is (`Edition.argueTheCall`, `harm.ts`).
  const argue = step.pileDriver.argueTheCall ? ctx.edition.argueTheCall : null;
  const spec = argue === null ? lonely : { ...lonely, argueTheCall: argue };
  const onPitchAndDown = (s: State) => {
    const condition = conditionOf(s, step.target);
    return condition >= C.ArmourHeld && condition < C.Reserves;
  };
  return {
    open, spec,
    after: (s) => (open && s.out[Out.TurnoverPending] === 0 && onPitchAndDown(s) ? goTo(s, P.PileDriver, []) : done(s)),
    choice: (s) => ({
      kind: 'choice', by: 'coach', label: 'Pile Driver',
      options: [{ label: 'no Pile Driver', next: done(s) }, { label: 'Pile Driver: the free foul', next: startHarm(s, P.Harm, PILE_DRIVER_SPEC) }],
    }),
  };
}
