/** Recording what happened to an opponent, and reading how it stands. */
import { Out, TARGET_BASE, TargetCondition as C } from '../outcome.js';
import { setOut, type State } from '../state.js';
import { CASUALTY_RESULTS, type CasualtyResult } from '../../rules/contactTables.js';

/** The victim that is the acting team's own player (a fall with Arm Bar around), not an opponent. */
export const OWN_PLAYER = -1;
/** The victim that is the team-mate the acting player's Animal Savagery lashes out at. */
export const TEAMMATE = -2;

/** The register that holds `victim`'s condition: an opponent's, the acting team's player's, or its team-mate's. */
function registerOf(victim: number): number {
  if (victim === OWN_PLAYER) return Out.OwnCondition;
  return victim === TEAMMATE ? Out.TeammateCondition : TARGET_BASE + victim;
}

/** The condition register of opponent `victim` (or of `OWN_PLAYER`, `TEAMMATE`). */
export function conditionOf(s: State, victim: number): number {
  return s.out[registerOf(victim)];
}

/** `victim` reached `condition`; the worst condition reached is kept (outcome.ts). */
export function record(s: State, victim: number, condition: number): State {
  return conditionOf(s, victim) >= condition ? s : setOut(s, registerOf(victim), condition);
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

/** The bit of opponent `victim` in `Out.NoTackleZone`. */
function zoneBit(victim: number): number {
  return 2 ** victim;
}

/** Opponent `victim` lost its tackle zone without going down (Baleful Hex): it marks and assists no longer. */
export function withoutTackleZone(s: State, victim: number): State {
  return lostTackleZone(s, victim) ? s : setOut(s, Out.NoTackleZone, s.out[Out.NoTackleZone] + zoneBit(victim));
}

/** Whether opponent `victim` lost its tackle zone earlier in the line, Standing. */
export function lostTackleZone(s: State, victim: number): boolean {
  return Math.floor(s.out[Out.NoTackleZone] / zoneBit(victim)) % 2 === 1;
}

/** Whether opponent `victim` still marks and assists: Standing, its tackle zone kept. */
export function marks(s: State, victim: number): boolean {
  return isStanding(s, victim) && !lostTackleZone(s, victim);
}

/** `Out.NoTackleZone` with only the opponents `kept` says (a step ahead targets them). */
export function tackleZonesKept(register: number, kept: readonly boolean[]): number {
  return kept.reduce((mask, keep, i) => (keep ? mask : mask & ~zoneBit(i)), register);
}
