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
  /**
   * Team re-rolls spent this turn, for editions that limit them per turn. Canonical states fold the limit into
   * `rr` and keep 0 here, so it only counts within one transition.
   */
  readonly rrTurn: number;
  /**
   * Once-per-activation (or per-turn) skills already spent: per player a bitmask of `OnceFlag`s, without trailing
   * zero entries (`NO_FLAGS` when none is spent).
   */
  readonly used: readonly number[];
  /** Outcome registers that the terminal turns into metrics; layout in `outcome.ts`. */
  readonly out: readonly number[];
  readonly status: Status;
  /**
   * Where a turn of activations stands (`model/turn.ts`: which are done, which is under way); 0 for a line written
   * as `steps:` alone. Optional so that a state written out in full (a test's) need not say it.
   */
  readonly plan?: number;
}

/** Flags of skills that may be used once per activation or turn; one bit each per player. */
export const OnceFlag = {
  Pro: 0,
  Dodge: 1,
  SureFeet: 2,
  BreakTackle: 3,
  Brawler: 4,
  Frenzy: 5,
  /** The player failed its Bloodlust roll: it must bite a Thrall at the end of its activation (seed 001). */
  Bloodlust: 6,
  /**
   * The target of this player's block threw the ball away with Dump-off (seed 001) before the dice: the block no
   * longer hits a ball carrier. Cleared when the block step ends.
   */
  DumpedOff: 7,
  /**
   * The player's star special rule has been used (`rules/star-aids.ts`): once per game, half or drive is once in a
   * line, which is one activation of each player (issue 22).
   */
  Special: 8,
  /**
   * The player declared its star special rule for the step under way, before its dice (Bounding Leap:
   * `model/declared.ts`); each such step sets or clears it at its start.
   */
  Declared: 9,
} as const;
export type OnceFlag = (typeof OnceFlag)[keyof typeof OnceFlag];

/** Bits of a player's entry of `used`: one per `OnceFlag`. */
export const FLAGS_PER_PLAYER = 10;

/** No flag spent by anyone: `used` holds no trailing zero entry, so equal flags are equal arrays (and keys). */
export const NO_FLAGS: readonly number[] = Object.freeze([]);

export function hasUsed(s: State, player: number, flag: OnceFlag): boolean {
  return (((s.used[player] ?? 0) >> flag) & 1) === 1;
}

export function markUsed(s: State, player: number, flag: OnceFlag): State {
  return hasUsed(s, player, flag) ? s : withUsed(s, playerFlags(s.used, player, (s.used[player] ?? 0) | (1 << flag)));
}

/** The flag cleared again (a flag that lasts only within a step). */
export function clearUsed(s: State, player: number, flag: OnceFlag): State {
  return hasUsed(s, player, flag) ? withUsed(s, playerFlags(s.used, player, s.used[player] & ~(1 << flag))) : s;
}

/**
 * `used` with one player's flags set to `mask`, in its one form: no trailing zero entry. (One small number per
 * player, not one number for all: eleven players of nine bits each are more bits than a double holds exactly.)
 */
export function playerFlags(used: readonly number[], player: number, mask: number): readonly number[] {
  const next = used.slice();
  while (next.length <= player) next.push(0);
  next[player] = mask;
  return trimmedFlags(next);
}

/** The flags without their trailing zero entries (`NO_FLAGS` when none is set). */
export function trimmedFlags(used: number[]): readonly number[] {
  let length = used.length;
  while (length > 0 && used[length - 1] === 0) length--;
  if (length === 0) return NO_FLAGS;
  used.length = length;
  return used;
}

function withUsed(s: State, used: readonly number[]): State {
  return make(s.pc, s.phase, s.regs, s.rr, s.rrTurn, used, s.out, s.status, s.plan ?? 0);
}

/**
 * A state with every field given: one object shape for every state, which keeps the hot exploration loop
 * monomorphic (object spread here was the evaluator's main cost).
 */
function make(
  pc: number, phase: number, regs: readonly number[], rr: number, rrTurn: number, used: readonly number[],
  out: readonly number[], status: Status, plan: number,
): State {
  return { pc, phase, regs, rr, rrTurn, used, out, status, plan };
}

const STATUS_CODE: Record<Status, number> = { running: 0, success: 1, turnover: 2, stopped: 3 };
/** One unit of a state key. */
const PLAN_UNIT = 2 ** 16;
/** Registers may be negative (a bonus of -2): shift them into a char code. */
const OFFSET = 0x8000;

/** The units of the key being built (`stateKey`), reused: a state has a few dozen numbers at most. */
const units = new Uint16Array(1024);

/**
 * The memo key of a state: one UTF-16 unit per small number, so keys are short and cheap to hash (a joined
 * decimal string cost the evaluator more than the rules did). Lengths separate the variable parts. The units are
 * written to one buffer and made a string at once (appending unit by unit built a rope to flatten).
 */
export function stateKey(s: State): string {
  const n = stateUnits(s, units);
  return String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
}

/** Writes the units of `s`'s key (`stateKey`) into `units`; returns how many. Equal states, equal units. */
export function stateUnits(s: State, units: Uint16Array): number {
  let n = 0;
  units[n++] = s.pc;
  units[n++] = s.phase;
  units[n++] = s.rr;
  units[n++] = s.rrTurn;
  units[n++] = STATUS_CODE[s.status];
  // A plan code (`model/turn.ts`) is more bits than one unit holds: three units, low first.
  const plan = s.plan ?? 0;
  const high = plan < PLAN_UNIT ? 0 : Math.floor(plan / PLAN_UNIT);
  units[n++] = plan - high * PLAN_UNIT;
  units[n++] = high % PLAN_UNIT;
  units[n++] = Math.floor(high / PLAN_UNIT);
  units[n++] = s.regs.length;
  units[n++] = s.out.length;
  units[n++] = s.used.length;
  for (const u of s.used) units[n++] = u;
  for (const r of s.regs) units[n++] = r + OFFSET;
  for (const o of s.out) units[n++] = o + OFFSET;
  return n;
}

/** Same step, another phase with new registers. */
export function goTo(s: State, phase: number, regs: readonly number[] = s.regs): State {
  return make(s.pc, phase, regs, s.rr, s.rrTurn, s.used, s.out, s.status, s.plan ?? 0);
}

/** The current step is done: move to the next one with fresh registers. */
export function nextStep(s: State): State {
  return make(s.pc + 1, 0, NO_REGS, s.rr, s.rrTurn, s.used, s.out, s.status, s.plan ?? 0);
}

const NO_REGS: readonly number[] = Object.freeze([]);

/** The line ends here: with a turnover, or stopped without one (e.g. a failed Bone Head roll). */
export function endLine(s: State, turnover: boolean): State {
  return make(s.pc, 0, NO_REGS, s.rr, s.rrTurn, s.used, s.out, turnover ? 'turnover' : 'stopped', s.plan ?? 0);
}

/** The line ends at step `pc` (a step that finished but fell short of what the line needs of it). */
export function endLineAt(s: State, pc: number, turnover: boolean): State {
  return make(pc, 0, NO_REGS, s.rr, s.rrTurn, s.used, s.out, turnover ? 'turnover' : 'stopped', s.plan ?? 0);
}

/** The same state with another status (the line finished). */
export function withStatus(s: State, status: Status): State {
  return make(s.pc, s.phase, s.regs, s.rr, s.rrTurn, s.used, s.out, status, s.plan ?? 0);
}

/** The same state with what `canonical.ts` keeps of its resources, flags and registers. */
export function withForgotten(s: State, rr: number, used: readonly number[], out: readonly number[]): State {
  return make(s.pc, s.phase, s.regs, rr, 0, used, out, s.status, s.plan ?? 0);
}

/** A finished line keeps only where it ended and how: its registers have been paid out as rewards. */
export function finished(s: State, out: readonly number[], plan = s.plan ?? 0): State {
  return make(s.pc, 0, NO_REGS, 0, 0, NO_FLAGS, out, s.status, plan);
}

/** The same state at step `pc`, phase 0, with the turn standing at `plan` (`model/turn.ts`: the next activation taken, the turn ended). */
export function withPlan(s: State, pc: number, plan: number, status: Status = s.status): State {
  return make(pc, 0, NO_REGS, s.rr, s.rrTurn, s.used, s.out, status, plan);
}

/** Spends one team re-roll. */
export function spendTeamReroll(s: State): State {
  return make(s.pc, s.phase, s.regs, s.rr - 1, s.rrTurn + 1, s.used, s.out, s.status, s.plan ?? 0);
}

/** One more team re-roll for the team (a star's Pump Up the Crowd); the turn's limit on using them stands. */
export function gainTeamReroll(s: State): State {
  return make(s.pc, s.phase, s.regs, s.rr + 1, s.rrTurn, s.used, s.out, s.status, s.plan ?? 0);
}

/** Gives one spent team re-roll back (bb2025 Team Captain: the re-rolled die showed a 6). */
export function refundTeamReroll(s: State): State {
  return make(s.pc, s.phase, s.regs, s.rr + 1, Math.max(0, s.rrTurn - 1), s.used, s.out, s.status, s.plan ?? 0);
}

/** Sets outcome register `index` to `value`. */
export function setOut(s: State, index: number, value: number): State {
  if (s.out[index] === value) return s;
  const out = s.out.slice();
  out[index] = value;
  return make(s.pc, s.phase, s.regs, s.rr, s.rrTurn, s.used, out, s.status, s.plan ?? 0);
}
