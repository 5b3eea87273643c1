/** Recording what happened to an opponent, and reading how it stands. */
import { TARGET_BASE, TargetCondition as C } from '../outcome.js';
import { setOut, type State } from '../state.js';
import { CASUALTY_RESULTS, type CasualtyResult } from '../../rules/contactTables.js';

/** The condition register of opponent `victim`. */
export function conditionOf(s: State, victim: number): number {
  return s.out[TARGET_BASE + victim];
}

/** Opponent `victim` reached `condition`; the worst condition reached is kept (outcome.ts). */
export function record(s: State, victim: number, condition: number): State {
  return conditionOf(s, victim) >= condition ? s : setOut(s, TARGET_BASE + victim, condition);
}

/** The condition of a casualty result: Badly Hurt … Dead. */
export function casualtyCondition(result: CasualtyResult): number {
  return C.BadlyHurt + CASUALTY_RESULTS.indexOf(result);
}

/** Standing on the pitch (never hit, or hit and still up). */
export function isStanding(s: State, victim: number): boolean {
  return conditionOf(s, victim) === C.Standing;
}

/** Off the pitch for the drive (reserves, KO'd or a casualty). */
export function isRemoved(s: State, victim: number): boolean {
  return conditionOf(s, victim) >= C.Reserves;
}
