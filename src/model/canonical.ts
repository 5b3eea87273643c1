/**
 * Forgetting what no longer matters, so that equal situations meet in one state (icepool's lesson): a finished
 * line keeps only what its metrics read; a player's once-per-activation flags are dropped once that player has
 * no step left; team re-rolls spent this turn only count up to the edition's per-turn limit (not at all in
 * bb2020). Without this, a long line multiplies every later step by every combination of spent skills.
 */
import type { Edition } from '../rules/edition.js';
import type { Scenario } from '../scenario/types.js';
import { finished, withBookkeeping, withStatus, type State } from './state.js';

/** Bits of `used` per player (see `usedBit`). */
const PLAYER_SPAN = 2 ** 8;

/** For each step index, whether each player still acts at or after it. */
function playersStillActing(scenario: Scenario): boolean[][] {
  return scenario.steps.map((_, pc) => scenario.players.map((_, p) => scenario.steps.some((step, i) => i >= pc && step.by === p)));
}

/** `used` with the flags of players who no longer act cleared. */
function keepPlayers(used: number, acting: readonly boolean[]): number {
  let kept = 0;
  let place = 1;
  for (let rest = used, p = 0; rest > 0; p++, rest = Math.floor(rest / PLAYER_SPAN), place *= PLAYER_SPAN) {
    if (acting[p]) kept += (rest % PLAYER_SPAN) * place;
  }
  return kept;
}

export function canonicaliser(scenario: Scenario, edition: Edition): (s: State) => State {
  const acting = playersStillActing(scenario);
  const limit = edition.teamRerollsPerTurn;
  return (s) => {
    if (s.status === 'running' && s.pc >= scenario.steps.length) return finished(withStatus(s, 'success'));
    if (s.status !== 'running') return s.used === 0 && s.rrTurn === 0 && s.phase === 0 && s.regs.length === 0 ? s : finished(s);
    const used = s.used === 0 ? 0 : keepPlayers(s.used, acting[s.pc]);
    const rrTurn = limit === Number.POSITIVE_INFINITY ? 0 : Math.min(s.rrTurn, limit);
    return used === s.used && rrTurn === s.rrTurn ? s : withBookkeeping(s, used, rrTurn);
  };
}
