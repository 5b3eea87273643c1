/**
 * The state that forgets. **Invariant: two states that no later step, choice or metric can tell apart are one
 * state.** Every next state the model hands out passes through the canonicaliser made here, which keeps a field
 * only while something ahead of the current step (`pc`) can still read it (icepool keeps `(max, count)`, not the
 * history; a chess engine hashes the en-passant square only when it can be taken):
 *
 * - an opponent's condition only while a later step targets that opponent; then it moves into the metrics. While
 *   one does, only what the steps ahead tell apart (`StepModel.targetReads`): at the start of a step, an opponent
 *   off the pitch is only "removed" to every step but one with `need:` (nothing acts on a removed player), and one
 *   that is not Standing is only that when every step ahead acts on Standing targets alone (a block, a stab); its
 *   real condition is then final, so it moves into the metrics (the worst, its own fate) and a marker stays;
 * - of the worst condition of the opponents already forgotten (`Out.Worst`, for the "any opponent" metrics) only
 *   the highest level the goal weighs (`worst.ts`: no tie-break reads it, and what it was is paid as a level), and
 *   only while a contact step remains that could raise it;
 * - team re-rolls only up to what the rest of the line can spend (each step says its most) and to the edition's
 *   per-turn limit, which then needs no count of its own;
 * - a player's once-per-activation flags only while a later step of that player reads them;
 * - bribes only up to the fouls left, the opposing apothecary's use only while a step ahead may call it, the
 *   Team Mascot's re-roll only while a step ahead may take a team re-roll;
 * - the metrics no step reads (a team-mate throw's `ReachedAndLanded`, `ThrowFumbled`) only while a step ahead
 *   may raise them again (`StepModel.raises`), else paid out at once;
 * - that a player of the acting team lies Prone only while a catch by it is ahead (`StepModel.catcher`);
 * - that an opponent lost its tackle zone (Baleful Hex) only while a step ahead targets it (its marks, its assists);
 * - a finished line only where and how it ended (`pc`, for the failure-by-step breakdown, and its status).
 *
 * What a forgetting removes from the metrics' registers is not lost: `compile.ts` pays it out as a reward on
 * the edge that forgot it (`forgottenValue`: the summed metrics before minus after, the worst forgotten as a
 * level), so a line's metrics are the rewards along its path plus its terminal's, its worst the highest level paid.
 * Because a forgotten field can no longer change, what it pays is the same whatever happens later, and the
 * expected metrics are unchanged (tested as identical fractions with and without).
 */
import type { Edition } from '../rules/edition.js';
import { isContactStep, type AnyScenario as Scenario } from '../vocabulary/index.js';
import type { StepModel, TargetReads } from './model.js';
import { Out, TARGET_BASE, TargetCondition as C } from './outcome.js';
import { finished, OnceFlag, trimmedFlags, withForgotten, withStatus, type State } from './state.js';
import { keptLevel, weighedLevels } from './worst.js';
import { currentOf, doneOf, inMask, NO_ACTIVATION, planCode, type TurnModel } from './turn.js';
import { proneKept, proneMask } from './contact/activationEnd.js';
import { tackleZonesKept } from './contact/victim.js';

const ALL_FLAGS: readonly OnceFlag[] = Object.values(OnceFlag);

/** How much of an opponent's condition the steps ahead read: not at all, then `TargetReads` from least to most. */
const Reads = { none: 0, standing: 1, onPitch: 2, exact: 3 } as const;
type Reads = (typeof Reads)[keyof typeof Reads];

/** What the steps from `pc` on can read, for each `pc` (the line's length included: nothing). */
interface Ahead {
  /** Per opponent: the most of its condition a step at or after `pc` that targets it reads. */
  readonly targeted: readonly Reads[];
  /** Per opponent: the step at `pc` itself targets it (its condition may change while that step is under way). */
  readonly hitNow: readonly boolean[];
  readonly contact: boolean;
  /** Per player: the mask of its `used` byte that steps at or after `pc` may read. */
  readonly flags: readonly number[];
  /** The most team re-rolls the steps at or after `pc` can spend. */
  readonly rerolls: number;
  readonly fouls: number;
  readonly apothecary: boolean;
  /** The registers of `PAID_AT_ONCE` a step at or after `pc` may raise. */
  readonly raised: ReadonlySet<number>;
  /** The mask (`proneMask`) of the players who catch at or after `pc`: whether they lie Prone is kept. */
  readonly catchers: number;
}

/** Metric registers no step reads: kept only while a step ahead may raise them (`StepModel.raises`). */
const PAID_AT_ONCE: readonly number[] = [Out.ReachedAndLanded, Out.ThrowFumbled];

function flagMask(flags: readonly OnceFlag[]): number {
  return flags.reduce<number>((mask, flag) => mask | (1 << flag), 0);
}

/** What no step reads: the `Ahead` past the last step. */
function nothingAhead(scenario: Scenario): Ahead {
  return {
    targeted: scenario.opponents.map(() => Reads.none), hitNow: scenario.opponents.map(() => false), contact: false,
    flags: scenario.players.map(() => 0), rerolls: 0, fouls: 0, apothecary: false, raised: new Set(), catchers: 0,
  };
}

/** The `Ahead` of step `steps[pc]` followed by what `later` says. */
function withStep(scenario: Scenario, model: StepModel, later: Ahead): Ahead {
  const { step, teamRerolls, reads, fouls, raises, catcher } = model;
  const targets = model.targets ?? (isContactStep(step) ? [step.target] : []);
  const targetReads = Reads[model.targetReads ?? 'exact'];
  return {
    targeted: later.targeted.map((t, i) => (targets.includes(i) ? Math.max(t, targetReads) as Reads : t)),
    hitNow: later.hitNow.map((_, i) => targets.includes(i)),
    contact: later.contact || targets.length > 0,
    flags: later.flags.map((mask, p) => (p === step.by ? mask | flagMask(reads ?? ALL_FLAGS) : mask)),
    rerolls: later.rerolls + (teamRerolls ?? Number.POSITIVE_INFINITY),
    fouls: later.fouls + (fouls ?? 0),
    apothecary: later.apothecary || targets.some((target) => scenario.opponents[target].apothecary),
    raised: raises === undefined ? later.raised : new Set([...later.raised, ...raises]),
    catchers: catcher === undefined ? later.catchers : proneMask([catcher]) | later.catchers,
  };
}

/** The `Ahead` of every `pc` from `from` to `to` (`to` included: nothing), built backwards; index `pc - from`. */
function lookAhead(scenario: Scenario, steps: readonly StepModel[], from = 0, to = steps.length): Ahead[] {
  const ahead: Ahead[] = new Array<Ahead>(to - from + 1);
  ahead[to - from] = nothingAhead(scenario);
  for (let pc = to - 1; pc >= from; pc--) ahead[pc - from] = withStep(scenario, steps[pc], ahead[pc - from + 1]);
  return ahead;
}

/** `now` and then `later`, in either order (a turn's activations left, `turn.ts`): all but `hitNow` commute. */
function merged(now: Ahead, later: Ahead): Ahead {
  return {
    targeted: now.targeted.map((t, i) => Math.max(t, later.targeted[i]) as Reads),
    hitNow: now.hitNow,
    contact: now.contact || later.contact,
    flags: now.flags.map((mask, p) => mask | later.flags[p]),
    rerolls: now.rerolls + later.rerolls,
    fouls: now.fouls + later.fouls,
    apothecary: now.apothecary || later.apothecary,
    raised: later.raised.size === 0 ? now.raised : new Set([...now.raised, ...later.raised]),
    catchers: now.catchers | later.catchers,
  };
}

/**
 * What is ahead of a state of a turn of activations: the rest of the activation under way, then every activation
 * not yet done (nor stopped, nor blocked by one that stopped), in whatever order the coach takes them (so their
 * reads are merged). Memoised by where the state stands (the activation under way, `pc`, the activations left).
 */
function turnAhead(scenario: Scenario, steps: readonly StepModel[], turn: TurnModel): (s: State) => Ahead {
  const inside = turn.spans.map((span) => lookAhead(scenario, steps, span.start, span.end));
  const none = nothingAhead(scenario);
  const memo = new Map<number, Ahead>();
  return (s) => {
    const plan = s.plan ?? 0;
    const current = currentOf(plan);
    const left = turn.left(plan);
    const key = ((current + 1) * 1024 + s.pc) * (turn.all + 1) + left;
    let ahead = memo.get(key);
    if (ahead === undefined) {
      ahead = current === NO_ACTIVATION ? none : inside[current][s.pc - turn.spans[current].start];
      for (let a = 0; a < turn.spans.length; a++) if (inMask(left, a)) ahead = merged(ahead, inside[a][0]);
      memo.set(key, ahead);
    }
    return ahead;
  };
}

/** `used` with only the flags in each player's mask kept (the same array when nothing is forgotten). */
function keepFlags(used: readonly number[], masks: readonly number[]): readonly number[] {
  if (used.every((flags, p) => (flags & (masks[p] ?? 0)) === flags)) return used;
  return trimmedFlags(used.map((flags, p) => flags & (masks[p] ?? 0)));
}

/**
 * What stays of a targeted opponent's condition at the start of a step, for steps ahead that read `reads` of it:
 * the condition itself, or the least condition they cannot tell from it — placed prone for "not Standing" (steps
 * that act on Standing targets alone), reserves for "removed" (steps that may also hit a player down).
 */
function conditionRead(condition: number, reads: Reads): number {
  if (reads === Reads.exact || condition === C.Standing) return condition;
  if (reads === Reads.standing) return C.PlacedProne;
  return condition >= C.Reserves ? C.Reserves : condition;
}

/**
 * The outcome registers as the steps ahead can read them; the same array when nothing is forgotten. An opponent the
 * current step targets is reduced only `atStepStart` (the state has just entered step `pc`, which has not yet acted
 * on it); any other may be, wherever the current step stands.
 */
function keepRegisters(out: readonly number[], ahead: Ahead, atStepStart: boolean, levels: readonly number[]): readonly number[] {
  let kept: number[] | null = null;
  const write = (index: number, value: number) => {
    if ((kept ?? out)[index] === value) return;
    kept ??= out.slice();
    kept[index] = value;
  };
  let worst = out[Out.Worst];
  for (let i = 0; i < ahead.targeted.length; i++) {
    const condition = out[TARGET_BASE + i];
    const reads = ahead.targeted[i];
    const final = atStepStart || !ahead.hitNow[i];
    const read = reads === Reads.none ? C.Standing : final ? conditionRead(condition, reads) : condition;
    if (read === condition) continue;
    // A condition no step ahead can change: the "any opponent" worst takes it (its own fate is paid as a reward).
    worst = Math.max(worst, condition);
    write(TARGET_BASE + i, read);
  }
  // Of the worst so far, only the highest level the goal weighs can change a choice (`worst.ts`).
  write(Out.Worst, ahead.contact ? keptLevel(worst, levels) : 0);
  write(Out.BribesLeft, Math.min(out[Out.BribesLeft], ahead.fouls));
  if (!ahead.apothecary) write(Out.ApothecaryUsed, 0);
  if (ahead.rerolls === 0) write(Out.MascotLeft, 0);
  for (const register of PAID_AT_ONCE) if (!ahead.raised.has(register)) write(register, 0);
  write(Out.OwnProne, proneKept(out[Out.OwnProne], ahead.catchers));
  write(Out.NoTackleZone, tackleZonesKept(out[Out.NoTackleZone], ahead.targeted.map((reads) => reads !== Reads.none)));
  return kept ?? out;
}

/** Outcome registers of a finished line: all paid out. */
function emptyRegisters(out: readonly number[]): readonly number[] {
  return out.every((r) => r === 0) ? out : new Array<number>(out.length).fill(0);
}

/**
 * The canonicaliser of a compiled line. With `compress` false it only marks a line that has run out of steps as
 * a success (the reference the tests compare against). A turn of activations (`turn`) is looked ahead by what is
 * left of it, and marks its own success (`turn.ts`); a finished turn keeps of its plan only what the done
 * activations are worth (all of it with `trackTurn`, for the plan's chances of each activation: `plan/`).
 */
export function canonicaliser(
  scenario: Scenario, edition: Edition, steps: readonly StepModel[], compress = true, turn: TurnModel | null = null,
  trackTurn = false,
): (s: State, entered?: boolean) => State {
  const table = turn === null ? lookAhead(scenario, steps) : null;
  const aheadOf = table !== null ? (s: State) => table[s.pc] : turnAhead(scenario, steps, turn as TurnModel);
  const limit = edition.teamRerollsPerTurn;
  const levels = weighedLevels(scenario.goal);
  // A finished turn keeps what its done activations are worth; tracked (`plan/`), where and how it ended.
  const finishedPlan = (plan: number) => (turn === null || trackTurn ? plan : planCode(doneOf(plan) & turn.worthMask, NO_ACTIVATION));
  /** `entered`: the state comes from the step before (the caller knows; a state alone does not say it). */
  return (start, entered = false) => {
    const s = turn !== null ? turn.ended(start)
      : start.status === 'running' && start.pc >= steps.length ? withStatus(start, 'success') : start;
    if (!compress) return s;
    if (s.status !== 'running') {
      const out = emptyRegisters(s.out);
      const plan = finishedPlan(s.plan ?? 0);
      const same = out === s.out && s.phase === 0 && s.regs.length === 0 && s.rr === 0 && s.used.length === 0 && plan === (s.plan ?? 0);
      return same ? s : finished(s, out, plan);
    }
    const next = aheadOf(s);
    const rr = Math.min(s.rr, limit - s.rrTurn, next.rerolls);
    const used = s.used.length === 0 ? s.used : keepFlags(s.used, next.flags);
    const out = keepRegisters(s.out, next, entered && s.phase === 0 && s.regs.length === 0, levels);
    return rr === s.rr && s.rrTurn === 0 && used === s.used && out === s.out ? s : withForgotten(s, rr, used, out);
  };
}
