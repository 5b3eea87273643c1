/**
 * A state of the rules model: small, immutable and hashable. Transitions forget what no longer matters
 * (step-local registers are cleared between steps), so equal situations meet in one memo entry.
 */

/** How the line stands: still running, finished, ended by a turnover, or stopped without a turnover. */
export type Status = 'running' | 'success' | 'turnover' | 'stopped';

export interface State {
  /** Index of the current step; equal to the number of steps once the line is finished. */
  readonly pc: number;
  /** Position inside the current step (each step numbers its own phases from 0). */
  readonly phase: number;
  /** Step-local registers (the die just rolled, whether it was re-rolled…); cleared between steps. */
  readonly regs: readonly number[];
  /** Team re-rolls left (the Leader re-roll included). */
  readonly rr: number;
  /** Team re-rolls spent this turn, for editions that limit them per turn. */
  readonly rrTurn: number;
  /** Bitmask of once-per-activation (or per-turn) skills already spent; see `usedBit`. */
  readonly used: number;
  /** Outcome registers that the terminal turns into metrics; layout in `outcome.ts`. */
  readonly out: readonly number[];
  readonly status: Status;
}

/** Flags of skills that may be used once per activation or turn; one bit each per player. */
export const OnceFlag = {
  Pro: 0,
  Dodge: 1,
  SureFeet: 2,
  BreakTackle: 3,
  Brawler: 4,
  Frenzy: 5,
  Spare1: 6,
  Spare2: 7,
} as const;
export type OnceFlag = (typeof OnceFlag)[keyof typeof OnceFlag];

/** The bit of `used` for one player's once-per-activation flag. */
export function usedBit(player: number, flag: OnceFlag): number {
  return 2 ** (player * 8 + flag);
}

export function hasUsed(s: State, player: number, flag: OnceFlag): boolean {
  return Math.floor(s.used / usedBit(player, flag)) % 2 === 1;
}

export function markUsed(s: State, player: number, flag: OnceFlag): State {
  return hasUsed(s, player, flag) ? s : { ...s, used: s.used + usedBit(player, flag) };
}

/** The memo key of a state. */
export function stateKey(s: State): string {
  return `${s.pc}|${s.phase}|${s.regs.join(',')}|${s.rr}|${s.rrTurn}|${s.used}|${s.out.join(',')}|${s.status}`;
}

/** Same step, another phase with new registers. */
export function goTo(s: State, phase: number, regs: readonly number[] = s.regs): State {
  return { ...s, phase, regs };
}

/** The current step is done: move to the next one with fresh registers. */
export function nextStep(s: State): State {
  return { ...s, pc: s.pc + 1, phase: 0, regs: [] };
}

/** The line ends here: with a turnover, or stopped without one (e.g. a failed Bone Head roll). */
export function endLine(s: State, turnover: boolean): State {
  return { ...s, phase: 0, regs: [], status: turnover ? 'turnover' : 'stopped' };
}

/** Spends one team re-roll. */
export function spendTeamReroll(s: State): State {
  return { ...s, rr: s.rr - 1, rrTurn: s.rrTurn + 1 };
}

/** Sets outcome register `index` to `value`. */
export function setOut(s: State, index: number, value: number): State {
  if (s.out[index] === value) return s;
  const out = s.out.slice();
  out[index] = value;
  return { ...s, out };
}
