/**
 * A Ball & Chain player moving into an occupied square (the `chainMove` step), as the block step plays it. Seed 001
 * Ball and Chain: into a Standing player "they must perform a Block action against that player, following the
 * normal rules" (the block step's dice, faces and re-rolls; it "ignores the Foul Appearance Skill" and "must
 * follow-up", which changes no die); into a Prone or Stunned one "that player is immediately pushed back and an
 * Armour Roll is made against them" — no Mighty Blow (Q&A: "a Block action wasn't made"), no Claws (it needs a Block
 * action). A rush is declared first: "On a roll of 1 … the player occupying the square is pushed back and this
 * player will Fall Over" (into a Prone player the armour roll still comes first). "If this player ever Falls Over,
 * is Knocked Down or is placed Prone, an Injury roll is immediately made against them (no Armour roll is
 * required), treating a Stunned result as a KO'd result": metrics `ownKo`, `ownCas` (and `ownArmourBroken`, which
 * here says the injury roll was made), the player down (`playerDown`); knocked down or fallen, a turnover; placed
 * prone by Wrestle, none (bb2020.md "Block"). bb2016 (seed 004): the same reading.
 */
import { armourLabel, ownHitSpec, proOnHarm, victimTraits } from '../../model/contact/attack.js';
import { startHarm, startInjury } from '../../model/contact/harm.js';
import type { HarmSpec } from '../../model/contact/harmSpec.js';
import { isStanding } from '../../model/contact/victim.js';
import { agilityPasses, type D6TestSpec } from '../../model/d6test.js';
import { d6Spec } from '../../model/d6step.js';
import type { ModelContext } from '../../model/model.js';
import { Out, TargetCondition as C } from '../../model/outcome.js';
import { endLine, OnceFlag, setOut, type State } from '../../model/state.js';
import { RUSH_TARGET } from '../rush.js';
import type { BlockStep } from './options.js';
import { P } from './pool.js';

/** What the move says beyond a block: a rush into the square, a target that is down already. */
export interface ChainMove {
  readonly rush: boolean;
  readonly prone: boolean;
}

/** The block's harm sequences the move adds (after the block's own three). */
export const CHAIN_FALL = 3;
const CHAIN_PLACED_PRONE = 4;
const CHAIN_ARMOUR = 5;
const CHAIN_ARMOUR_THEN_FALL = 6;

export interface ChainHooks {
  /** The move into the square is over with the player on its feet. */
  done(s: State): State;
  /** Placed prone, no turnover: the activation ends (a Vampire yet to bite: a turnover). */
  activationOver(s: State): State;
  /** Into the square: the block, or the armour roll of a player already down. */
  proceed(s: State): State;
}

export interface ChainParts {
  /** The harm sequences at `CHAIN_FALL` and after. */
  readonly specs: readonly HarmSpec[];
  /** The rush, a D6 test in the block's rush phases. */
  readonly rush: D6TestSpec;
  /** Whether the occupant is down already (the armour roll instead of a block). */
  down(s: State): boolean;
  /** Into a Prone or Stunned player: its armour roll. */
  intoProne(s: State): State;
  /** The Ball & Chain player knocked down (or fallen): its injury roll, then a turnover. */
  knockedDown(s: State): State;
  /** Placed prone (Wrestle): its injury roll, no turnover. */
  placedProne(s: State): State;
}

export function chainParts(step: BlockStep, ctx: ModelContext, chain: ChainMove, hooks: ChainHooks): ChainParts {
  const player = ctx.scenario.players[step.by];
  const own = (finish: (s: State) => State): HarmSpec => ({
    ...ownHitSpec(ctx, step.by, 0, finish), label: 'Injury (own, Ball & Chain)', stunnedIsKo: true,
  });
  const knockedDown = (s: State) => startInjury(setOut(s, Out.PlayerDown, 1), P.Harm, CHAIN_FALL);
  const traits = victimTraits(ctx, step.target);
  const armour = (finish: (s: State) => State): HarmSpec => ({
    ...traits, label: `${armourLabel(ctx, traits.av, 0)} (Ball & Chain)`, armourModifier: 0, claws: false, bonus: null,
    injuryModifiable: true, foul: false, sneakyGit: false, heldCondition: C.ArmourHeld, pro: proOnHarm(ctx, step.by), finish,
  });
  const down = (s: State) => chain.prone || !isStanding(s, step.target);
  return {
    specs: [
      own((s) => endLine(s, true)),
      own((s) => (s.out[Out.TurnoverPending] === 1 ? endLine(s, true) : hooks.activationOver(s))),
      armour(hooks.done),
      armour(knockedDown),
    ],
    rush: d6Spec(step.by, ctx, {
      label: `Rush ${RUSH_TARGET}+ (Ball & Chain)`,
      test: 'rush',
      passes: agilityPasses(RUSH_TARGET + (player.skills.has('Drunkard') ? 1 : 0)),
      skillReroll: player.skills.has('Sure Feet') ? { name: 'Sure Feet', once: OnceFlag.SureFeet } : null,
      onPass: hooks.proceed,
      onFail: (s) => (down(s) ? startHarm(s, P.Harm, CHAIN_ARMOUR_THEN_FALL) : knockedDown(s)),
    }),
    down,
    intoProne: (s) => startHarm(s, P.Harm, CHAIN_ARMOUR),
    knockedDown,
    placedProne: (s) => startInjury(s, P.Harm, CHAIN_PLACED_PRONE),
  };
}
