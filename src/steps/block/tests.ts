/**
 * The D6 rolls inside a block step, as ordinary D6 tests (team re-roll, Pro, Loner): the Dauntless roll
 * ("roll a D6 and add this player's strength … If the total is higher than the target's strength", seed 001
 * Dauntless) and the rush Frenzy's second block takes on a Blitz with no movement left ("If this player has no
 * Movement Allowance left to perform a second Block action, they must Rush", seed 001 Frenzy; Rush 2+,
 * bb2020.md; Sure Feet once per turn).
 */
import { agilityPasses, type D6TestSpec } from '../../model/d6test.js';
import type { ModelContext } from '../../model/model.js';
import { OnceFlag, type State } from '../../model/state.js';
import { d6Spec, fellOver } from '../../model/d6step.js';
import { RUSH_TARGET } from '../rush.js';
import type { BlockStep } from './options.js';

export interface BlockTestHooks {
  /** Strengths before assists. */
  readonly attack: number;
  readonly defence: number;
  /** The block goes on with this attacker strength (the target's when Dauntless passed). */
  onDauntless(s: State, strength: number): State;
  /** The rush passed: the second block starts. */
  onRushed(s: State): State;
}


export function blockTests(step: BlockStep, ctx: ModelContext, hooks: BlockTestHooks): { dauntless: D6TestSpec; frenzyRush: D6TestSpec } {
  const player = ctx.scenario.players[step.by];
  const needed = hooks.defence - hooks.attack + 1;
  return {
    dauntless: d6Spec(step.by, ctx, {
      label: `Dauntless ${needed}+`,
      test: 'dauntless',
      passes: (natural) => natural + hooks.attack > hooks.defence,
      onPass: (s) => hooks.onDauntless(s, hooks.defence),
      onFail: (s) => hooks.onDauntless(s, hooks.attack),
    }),
    frenzyRush: d6Spec(step.by, ctx, {
      label: `Rush ${RUSH_TARGET}+ (Frenzy)`,
      test: 'rush',
      passes: agilityPasses(RUSH_TARGET + (player.skills.has('Drunkard') ? 1 : 0)),
      skillReroll: player.skills.has('Sure Feet') ? { name: 'Sure Feet', once: OnceFlag.SureFeet } : null,
      onPass: hooks.onRushed,
      onFail: fellOver,
    }),
  };
}
