/**
 * A turn of activations as one more choice of the coach (docs/plan.md): between two activations — and at the start —
 * the coach picks the next among those whose `after:` are done, or ends the turn once what is left is optional
 * (`order: best`); a fixed order (`order: written`, or one `sequence` of the plan's comparison) takes every
 * activation of its sequence in turn, and no choice is left. A
 * turnover ends the turn, and so does a line that stops without one (a failed Bone Head, a `need:` not met), as it
 * ends a line written as `steps:` today: an activation is completed when its last step is.
 *
 * The state's `plan` holds which activations are done and which is under way (`planCode`); everything else of a
 * finished activation is forgotten by the canonicaliser as a step's is (`canonical.ts`, keyed by what is left).
 * The exact evaluator, Monte Carlo, the decisions and the report read the choice like any other.
 */
import type { ActivationSpan, AnyScenario, TurnOrder } from '../vocabulary/index.js';
import type { ChoiceNode, Option } from './node.js';
import { withPlan, type State } from './state.js';

/** No activation under way: the start of the turn, or a finished one. */
export const NO_ACTIVATION = -1;
/** Room for the activation under way (`NO_ACTIVATION` included) in a plan code. */
const CURRENT_SPAN = 16;

/** The plan code of a state: the done-mask and the activation under way, one number (one unit of a state key). */
export function planCode(done: number, current: number): number {
  return done * CURRENT_SPAN + current + 1;
}

/** The mask of the activations done, from a plan code. */
export function doneOf(plan: number): number {
  return Math.floor(plan / CURRENT_SPAN);
}

/** The activation under way, or `NO_ACTIVATION`, from a plan code. */
export function currentOf(plan: number): number {
  return (plan % CURRENT_SPAN) - 1;
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
  /**
   * The turn ended, when a running state stands at a boundary with nothing left to take: a success at once (as a
   * line that runs out of steps is), so that its registers are paid out and equal ends meet. Else the state itself.
   */
  ended(s: State): State;
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
  const afterMask = spans.map((span) => span.after.reduce((mask, b) => mask + activationBit(b), 0));
  const open = (done: number, a: number) => !inMask(done, a) && (afterMask[a] & done) === afterMask[a];

  /** The activations the coach may take next: any open one, or (a fixed order) the next of its sequence. */
  function takeable(done: number): number[] {
    if (sequence !== null) return sequence.filter((a) => !inMask(done, a)).slice(0, 1);
    return spans.map((_, a) => a).filter((a) => open(done, a));
  }

  function next(s: State): ChoiceNode | State {
    const plan = s.plan ?? 0;
    const current = currentOf(plan);
    const done = doneOf(plan) + (current === NO_ACTIVATION ? 0 : activationBit(current));
    const left = spans.map((_, a) => a).filter((a) => !inMask(done, a));
    const ended = withPlan(s, s.pc, planCode(done, NO_ACTIVATION), 'success');
    if (left.length === 0) return ended;
    const options: Option[] = takeable(done).map((a) => ({ label: spans[a].label, next: withPlan(s, spans[a].start, planCode(done, a)) }));
    if (sequence === null && left.every((a) => spans[a].optional)) options.push({ label: END_TURN, next: ended });
    if (options.length === 1) return options[0].next;
    return { kind: 'choice', by: 'coach', label: NEXT_ACTIVATION, situation: NEXT_ACTIVATION, options };
  }

  function ended(s: State): State {
    if (s.status !== 'running' || !atBoundary(s)) return s;
    const plan = s.plan ?? 0;
    const current = currentOf(plan);
    const done = doneOf(plan) + (current === NO_ACTIVATION ? 0 : activationBit(current));
    return done === all ? withPlan(s, s.pc, planCode(done, NO_ACTIVATION), 'success') : s;
  }

  function atBoundary(s: State): boolean {
    const current = currentOf(s.plan ?? 0);
    return current === NO_ACTIVATION || s.pc === spans[current].end;
  }

  function worth(plan: number): number {
    const done = doneOf(plan) & taken;
    return spans.reduce((sum, span, a) => (inMask(done, a) ? sum + span.worth : sum), 0);
  }

  return {
    spans, order, start: planCode(all - taken, NO_ACTIVATION), worthMask, all, next, worth, ended, atBoundary,
  };
}

/** The index of the activation holding step `index` (0-based) of the scenario; -1 for a line without activations. */
export function activationOfStep(scenario: AnyScenario, index: number): number {
  return scenario.activations?.findIndex((span) => index >= span.start && index < span.end) ?? -1;
}
