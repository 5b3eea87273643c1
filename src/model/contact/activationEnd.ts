/**
 * Where a player's activation ends, in one place: after its last step (the line goes on), early without a turnover
 * (the line stops there: a failed Hypnotic Gaze, stand-up or activation roll, a Rooted player who must move, a
 * Tentacles hold, a Gaze or foul that ends the activation with steps of the player still ahead), or placed Prone
 * (Wrestle, Pile Driver, Piling On).
 *
 * A Vampire that failed its Bloodlust roll (`OnceFlag.Bloodlust`) must bite a Thrall at the end of its activation,
 * standing: "If a player with the Bloodlust (X+) trait fails the Bloodlust roll and is forced to end their activation
 * early … Turnover is caused"; "placed Prone as a result of the Wrestle skill during a Block action … a Turnover is
 * caused"; "must be standing in order to bite a Thrall" (seed 001 Bloodlust (X+) Q&A). Those ends are turnovers then,
 * a Thrall adjacent or not. The bite itself is the inserted feed step (`steps/activation.ts`), which ends the
 * activation normally.
 */
import type { ModelContext } from '../model.js';
import { Out } from '../outcome.js';
import { endLine, hasUsed, nextStep, OnceFlag, setOut, type State } from '../state.js';
import type { StepBase } from '../../vocabulary/index.js';

/** The end of a Vampire's activation inserted by normalising (`- activation: { trait: Bloodlust, feed: true }`). */
function isFeedStep(step: StepBase): boolean {
  return step.kind === 'activation' && (step as { feed?: boolean }).feed === true;
}

/**
 * A step of the player's own activation: not its catch, which "is not part of the catcher's activation" (seed 001
 * Pro Q&A: Pro cannot re-roll it; `steps/catch.ts`), nor the bite at the end of it.
 */
export function inOwnActivation(step: StepBase): boolean {
  return step.kind !== 'catch' && !isFeedStep(step);
}

/** True when a later step of the same player's activation is ahead (its catches and its bite are not). */
function playerActsLater(step: StepBase, ctx: ModelContext): boolean {
  return ctx.scenario.steps.some((other) => other.index > step.index && other.by === step.by && inOwnActivation(other));
}

/** True when the end of this player's activation, where a Vampire bites, is still ahead of the step. */
function feedAhead(step: StepBase, ctx: ModelContext): boolean {
  return ctx.scenario.steps.some((other) => other.index > step.index && other.by === step.by && isFeedStep(other));
}

/** True in a state where the Vampire failed its Bloodlust roll and has not bitten yet. */
function mustBite(s: State, by: number): boolean {
  return hasUsed(s, by, OnceFlag.Bloodlust);
}

/**
 * Whether a line stopped at this step (a `need:` the target fell short of: the coach's question ends there, no
 * player's activation is forced to end) ends in a turnover that is already certain: a Vampire that failed its
 * Bloodlust roll, with its bite still ahead and no Thrall to bite — "If they do not bite a Thrall for any reason then
 * a Turnover is caused" (seed 001 Bloodlust (X+)). With a Thrall adjacent it bites at the end of its activation.
 */
export function stopIsTurnover(step: StepBase, ctx: ModelContext): (s: State) => boolean {
  const starving = ctx.scenario.players.flatMap((p, by) => (!p.thrallAdjacent && feedAhead({ ...step, by }, ctx) ? [by] : []));
  if (starving.length === 0) return () => false;
  return (s) => starving.some((by) => mustBite(s, by));
}

/**
 * The player's activation ends early, without a turnover of its own: the line stops there, or — a Vampire that
 * failed its Bloodlust roll and has yet to bite — ends with a turnover.
 */
export function activationEndsEarly(step: StepBase, ctx: ModelContext): (s: State) => State {
  if (!feedAhead(step, ctx)) return (s) => endLine(s, false);
  return (s) => endLine(s, mustBite(s, step.by));
}

/**
 * The player's activation is over without a turnover (a Gaze, a foul without Sneaky Git): the line goes on when no
 * later step is this player's (the bite at the end of a Vampire's activation comes next), and ends early otherwise.
 */
export function activationEnds(step: StepBase, ctx: ModelContext): (s: State) => State {
  return playerActsLater(step, ctx) ? activationEndsEarly(step, ctx) : nextStep;
}

/**
 * The player is placed Prone and its activation ends (Wrestle, Pile Driver, Piling On): as `activationEnds`, but a
 * Vampire yet to bite cannot any more — a turnover.
 */
export function activationEndsProne(step: StepBase, ctx: ModelContext): (s: State) => State {
  const ends = activationEnds(step, ctx);
  const prone = (s: State) => ends(placedProne(s, step.by));
  if (!feedAhead(step, ctx)) return prone;
  return (s) => (mustBite(s, step.by) ? endLine(s, true) : prone(s));
}

/** The bit of player `p` in `Out.OwnProne`. */
function proneBit(p: number): number {
  return 2 ** p;
}

/** Player `p` of the acting team lies Prone: a catch by it is ahead, so the state keeps it (`canonical.ts`). */
function placedProne(s: State, p: number): State {
  return isPlacedProne(s, p) ? s : setOut(s, Out.OwnProne, s.out[Out.OwnProne] + proneBit(p));
}

/** Whether player `p` of the acting team was placed Prone earlier in the line (and so cannot catch). */
export function isPlacedProne(s: State, p: number): boolean {
  return Math.floor(s.out[Out.OwnProne] / proneBit(p)) % 2 === 1;
}

/** `Out.OwnProne` with only the players in `catchers` (a mask of `proneBit`s) kept; at most 11 players (`MAX_PLAYERS`). */
export function proneKept(register: number, catchers: number): number {
  return register & catchers;
}

/** The mask of `proneBit`s of the players in `players`. */
export function proneMask(players: Iterable<number>): number {
  let mask = 0;
  for (const p of new Set(players)) mask += proneBit(p);
  return mask;
}
