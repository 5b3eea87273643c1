/**
 * A turn of activations as one more choice of the coach (docs/plan.md): between two activations — and at the start —
 * the coach picks the next among those whose `after:` are done, or ends the turn once what is left is optional
 * (`order: best`); a fixed order (`order: written`, or one `sequence` of the plan's comparison) takes every
 * activation of its sequence in turn, and no choice is left. An activation is completed when its last step is.
 *
 * A turnover ends the turn. A line that stops without one (a failed Bone Head, a `need:` not met) ends only the
 * activation under way: it is not completed, its player acts no more, and the turn goes on with the others. What
 * is `after:` it can then never be taken (blocked), and the turn ends once nothing is left but blocked and (the
 * coach choosing) optional ones. A turn is a success when no turnover happened and every activation not optional
 * was completed; one that lost that to a stop ends "stopped", at the step of the stop that lost it (the failure by
 * step says where the turn failed, as a line's does).
 *
 * The state's `plan` holds which activations are done, which stopped, which is under way, and where the turn was
 * lost (`planCode`); everything else of a finished activation is forgotten by the canonicaliser as a step's is
 * (`canonical.ts`, keyed by what is left). The exact evaluator, Monte Carlo, the decisions and the report read the
 * choice like any other.
 */
import type { ActivationSpan, AnyScenario, TurnOrder } from '../vocabulary/index.js';
import type { ChoiceNode, Option } from './node.js';
import { withPlan, type State } from './state.js';
import { interchangeable } from './turn-symmetry.js';

/** No activation under way: the start of the turn, or a finished one. */
export const NO_ACTIVATION = -1;
/** Room for the activation under way (`NO_ACTIVATION` included) in a plan code. */
const CURRENT_SPAN = 16;
/** Room for the done-mask and the activation under way: the first unit of a state key (`stateUnits`). */
const FIRST_UNIT = 2 ** 16;
/** Room for the stopped-mask (`MAX_ACTIVATIONS` bits). */
const STOPPED_SPAN = 2 ** 12;

/**
 * The plan code of a state: the done-mask and the activation under way (one unit of a state key), then the mask
 * of the activations that stopped and 1 + the step where the turn was lost (0 while it can still be a success).
 */
export function planCode(done: number, current: number, stopped = 0, lostAt = 0): number {
  return done * CURRENT_SPAN + current + 1 + FIRST_UNIT * (stopped + STOPPED_SPAN * lostAt);
}

/** The mask of the activations done, from a plan code. */
export function doneOf(plan: number): number {
  return Math.floor((plan % FIRST_UNIT) / CURRENT_SPAN);
}

/** The activation under way, or `NO_ACTIVATION`, from a plan code. */
export function currentOf(plan: number): number {
  return (plan % CURRENT_SPAN) - 1;
}

/** The mask of the activations that stopped without a turnover, from a plan code. */
export function stoppedOf(plan: number): number {
  return Math.floor(plan / FIRST_UNIT) % STOPPED_SPAN;
}

/** 1 + the step of the stop that lost the turn its success, or 0, from a plan code. */
export function lostAtOf(plan: number): number {
  return Math.floor(plan / (FIRST_UNIT * STOPPED_SPAN));
}

/** The bit of activation `a` in a done-mask. */
export function activationBit(a: number): number {
  return 2 ** a;
}

/** Whether activation `a` is in `mask`. */
export function inMask(mask: number, a: number): boolean {
  return Math.floor(mask / activationBit(a)) % 2 === 1;
}

/** The label of the option that ends the turn, and of the coach's choice between activations. */
export const END_TURN = 'end the turn';
export const NEXT_ACTIVATION = 'Next activation';

/** The turn of a compiled scenario: where its choices are and what they lead to. */
export interface TurnModel {
  readonly spans: readonly ActivationSpan[];
  readonly order: TurnOrder;
  /** The plan code at the start of the turn. */
  readonly start: number;
  /** The done-mask bits a finished turn keeps: those of activations worth something. */
  readonly worthMask: number;
  /** The mask of every activation. */
  readonly all: number;
  /** Whether a running state stands between two activations (or before the first). */
  atBoundary(s: State): boolean;
  /** The coach's choice at a boundary, or the one way on when there is only one. */
  next(s: State): ChoiceNode | State;
  /** What the activations done in `plan` are worth together. */
  worth(plan: number): number;
  /** The activations still to be taken, or that may be (not done, stopped, blocked or under way), at `plan`. */
  left(plan: number): number;
  /**
   * Where a state goes on in the turn: an activation that stopped hands on to the boundary after it (not completed),
   * and a running state at a boundary with nothing left to take ends the turn at once (a success, or "stopped" when
   * a stop lost it: as a line that runs out of steps, so that its registers are paid out and equal ends meet). Else
   * the state itself.
   */
  ended(s: State): State;
}

/** The masks of a turn that the state's plan is read against. */
interface Masks {
  readonly all: number;
  /** The activations of the sequence taken (every one, in `order: best`). */
  readonly taken: number;
  /** Per activation, the mask of the ones it is `after:`. */
  readonly after: readonly number[];
  /** The activations not optional. */
  readonly required: number;
}

/**
 * The activations that can no longer be taken because one they are `after:` (or one that is after, and so on)
 * stopped: the ones `stopped` blocks, not done, the stopped ones not included.
 */
function blockedBy(masks: Masks, stopped: number, done: number): number {
  let blocked = 0;
  for (let changed = stopped !== 0; changed;) {
    changed = false;
    masks.after.forEach((after, a) => {
      const bit = activationBit(a);
      if ((blocked & bit) !== 0 || (done & bit) !== 0 || (stopped & bit) !== 0 || (after & (stopped | blocked)) === 0) return;
      blocked |= bit;
      changed = true;
    });
  }
  return blocked;
}

/** The turn model of a scenario with `activations:`, or null for a line written as `steps:` alone. */
export function turnModel(scenario: AnyScenario): TurnModel | null {
  if (scenario.activations === undefined) return null;
  const spans: readonly ActivationSpan[] = scenario.activations;
  const order = scenario.order ?? 'best';
  const all = spans.reduce((mask, _, a) => mask + activationBit(a), 0);
  // A fixed order takes its sequence in turn and no other: the rest count as done from the start, worth nothing.
  const sequence = order === 'written' ? scenario.sequence ?? spans.map((_, a) => a) : null;
  const taken = sequence === null ? all : sequence.reduce((mask, a) => mask + activationBit(a), 0);
  const worthMask = spans.reduce((mask, span, a) => (span.worth !== 0 ? mask + activationBit(a) : mask), 0) & taken;
  const masks: Masks = {
    all, taken,
    after: spans.map((span) => span.after.reduce((mask, b) => mask + activationBit(b), 0)),
    required: spans.reduce((mask, span, a) => (span.optional ? mask : mask + activationBit(a)), 0),
  };
  const open = (done: number, a: number) => (masks.after[a] & done) === masks.after[a];

  /** The activations left at a boundary: neither done, nor stopped, nor blocked by a stopped one. */
  function leftAt(done: number, stopped: number): number {
    return all & ~done & ~stopped & ~blockedBy(masks, stopped, done);
  }

  /** Whether a stop lost the turn its success: an activation not optional stopped, or is blocked. */
  function lost(done: number, stopped: number): boolean {
    return ((stopped | blockedBy(masks, stopped, done)) & masks.required & taken) !== 0;
  }

  const classOf = interchangeable(scenario);
  /** Whether an activation interchangeable with `a` and before it is still left: the coach takes that one first. */
  const twinFirst = (left: number, a: number) => classOf[a] !== a && spans.some((_, b) => b < a && classOf[b] === classOf[a] && inMask(left, b));

  /**
   * The activations the coach may take next: any open one (of interchangeable ones, the first: `turn-symmetry.ts`),
   * or (a fixed order) the next of its sequence.
   */
  function takeable(done: number, left: number): number[] {
    if (sequence !== null) return sequence.filter((a) => inMask(left, a)).slice(0, 1);
    return spans.map((_, a) => a).filter((a) => inMask(left, a) && open(done, a) && !twinFirst(left, a));
  }

  /** The done-mask at a boundary: the activation under way, if any, completed. */
  function doneAt(plan: number): number {
    const current = currentOf(plan);
    return doneOf(plan) + (current === NO_ACTIVATION ? 0 : activationBit(current));
  }

  /** The turn over at a boundary with nothing left: a success, or stopped where a stop lost it. */
  function over(s: State, done: number): State {
    const plan = s.plan ?? 0;
    const lostAt = lostAtOf(plan);
    const code = planCode(done, NO_ACTIVATION, stoppedOf(plan), lostAt);
    return lostAt === 0 ? withPlan(s, s.pc, code, 'success') : withPlan(s, lostAt - 1, code, 'stopped');
  }

  function next(s: State): ChoiceNode | State {
    const plan = s.plan ?? 0;
    const done = doneAt(plan);
    const stopped = stoppedOf(plan);
    const left = leftAt(done, stopped);
    if (left === 0) return over(s, done);
    const options: Option[] = takeable(done, left).map((a) => ({
      label: spans[a].label, next: withPlan(s, spans[a].start, planCode(done, a, stopped, lostAtOf(plan))),
    }));
    if (sequence === null && spans.every((span, a) => !inMask(left, a) || span.optional)) options.push({ label: END_TURN, next: over(s, done) });
    if (options.length === 1) return options[0].next;
    return { kind: 'choice', by: 'coach', label: NEXT_ACTIVATION, situation: NEXT_ACTIVATION, options };
  }

  /** The boundary after activation `current`, which stopped at `s.pc`: not completed; the turn lost when it must be. */
  function afterStop(s: State, current: number): State {
    const plan = s.plan ?? 0;
    const done = doneOf(plan);
    const stopped = stoppedOf(plan) + activationBit(current);
    const lostAt = lostAtOf(plan) !== 0 || !lost(done, stopped) ? lostAtOf(plan) : s.pc + 1;
    return withPlan(s, spans[current].end, planCode(done, NO_ACTIVATION, stopped, lostAt), 'running');
  }

  function ended(start: State): State {
    const current = currentOf(start.plan ?? 0);
    const s = start.status === 'stopped' && current !== NO_ACTIVATION ? afterStop(start, current) : start;
    if (s.status !== 'running' || !atBoundary(s)) return s;
    const plan = s.plan ?? 0;
    const done = doneAt(plan);
    return leftAt(done, stoppedOf(plan)) === 0 ? over(s, done) : s;
  }

  function atBoundary(s: State): boolean {
    const current = currentOf(s.plan ?? 0);
    return current === NO_ACTIVATION || s.pc === spans[current].end;
  }

  function worth(plan: number): number {
    const done = doneOf(plan) & taken;
    return spans.reduce((sum, span, a) => (inMask(done, a) ? sum + span.worth : sum), 0);
  }

  function left(plan: number): number {
    const current = currentOf(plan);
    const under = current === NO_ACTIVATION ? 0 : activationBit(current);
    return leftAt(doneOf(plan) | under, stoppedOf(plan));
  }

  return {
    spans, order, start: planCode(all - taken, NO_ACTIVATION), worthMask, all, next, worth, ended, atBoundary, left,
  };
}

/** The index of the activation holding step `index` (0-based) of the scenario; -1 for a line without activations. */
export function activationOfStep(scenario: AnyScenario, index: number): number {
  return scenario.activations?.findIndex((span) => index >= span.start && index < span.end) ?? -1;
}
