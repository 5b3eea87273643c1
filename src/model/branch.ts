/**
 * Branches on an outcome (`otherwise:` / `instead:` / `if:` on a step; docs/scenario-format.md "Branches"), as where the
 * steps' transitions lead. A branch's steps are laid out right after the step it hangs on (its host), so every jump
 * is forward and "the steps ahead" of a state (what `canonical.ts` keeps state for) stay those of higher index:
 * - the host stops the line short without a turnover → the line goes on at the branch's first step instead of
 *   stopping: a stop of the rules (a failed Hypnotic Gaze, a Tentacles hold, a failed stand-up) or, on a host with
 *   `need:`, the need not met — then only that (`need.ts`), so its player may act in the branch;
 * - the host moves on → the branch is skipped: the line goes on at its `end` — after the host's tail, the steps
 *   the reader inserted right after it (a Vampire's bite at the end of its activation), which a stop skips;
 * - `if: { followed: }` on a dodge or jump: the Shadowing player following leads into the branch, every other way on
 *   (Shadowing missed, or no Shadowing player still standing to roll) past it — routed by the mover's model itself
 *   (`followedBranch`, `steps/movement.ts`), as a `need:` is by `need.ts`; a failed dodge is a turnover as ever;
 * - a step of an `instead` branch moves on past the branch's last step → the activation (the line, written as
 *   `steps:`) is over: BBAC's `[…]`, where an `otherwise` branch rejoins the line (BBAC's `{…}`).
 */
import { activationOfStep } from './turn.js';
import { withNextStates, type StepModel } from './model.js';
import { withPlan, type State } from './state.js';
import { isContactStep, type AnyScenario, type StepBranch } from '../vocabulary/index.js';

/** The branch hanging on step `index` (0-based), or undefined. */
export function branchOf(scenario: AnyScenario, index: number): StepBranch | undefined {
  return scenario.branches?.find((b) => b.host === index);
}

/**
 * The `if: { followed: }` branch on step `index` (a dodge or jump a Shadowing opponent marks), or undefined: the
 * mover's model leads the follow into it and every other way on past it (`steps/movement.ts`), no state remembering.
 */
export function followedBranch(scenario: AnyScenario, index: number): StepBranch | undefined {
  const branch = branchOf(scenario, index);
  return branch?.mode === 'followed' ? branch : undefined;
}

/** Where a step's `need:` short of its target sends the line when the step hosts a branch: into it, else on. */
export function needsBranch(scenario: AnyScenario, index: number): StepBranch | undefined {
  const step = scenario.steps[index];
  return isContactStep(step) && step.need !== null ? branchOf(scenario, index) : undefined;
}

/** The step's model with the branches it hosts, and those it is in, applied (the model itself without any). */
export function withBranches(model: StepModel, index: number, scenario: AnyScenario): StepModel {
  const hosted = branchOf(scenario, index);
  const exits = (scenario.branches ?? []).filter((b) => b.mode === 'instead' && b.start <= index && index < b.end);
  const tail = (scenario.branches ?? []).find((b) => b.host < index && index < b.start);
  if (hosted === undefined && exits.length === 0 && tail === undefined) return model;
  // A `need:` (need.ts) or a follow (movement.ts) is routed by the step's own model.
  const host = hosted === undefined || hosted.mode === 'followed' || needsBranch(scenario, index) !== undefined ? null : hosted;
  const over = exits.map((b) => ({ at: b.end, to: scopeEnd(scenario, b) }));
  return withNextStates(model, (s) => leaving(passing(host === null ? s : entering(s, index, host), tail), over));
}

/** A host without `need:`: stopped short, into the branch; moved on, past it (after its tail, when it has one). */
function entering(s: State, index: number, branch: StepBranch): State {
  if (s.status === 'stopped' && s.pc === index) return withPlan(s, branch.start, s.plan ?? 0, 'running');
  const untailed = branch.start === index + 1;
  return untailed && s.status === 'running' && s.pc === index + 1 ? withPlan(s, branch.end, s.plan ?? 0) : s;
}

/** The last step of a host's tail (a Vampire's bite after its Gaze) moving on: past the branch. */
function passing(s: State, tail: StepBranch | undefined): State {
  return tail !== undefined && s.status === 'running' && s.pc === tail.start ? withPlan(s, tail.end, s.plan ?? 0) : s;
}

/** Past the last step of an `instead` branch: the end of the activation (of the line). */
function leaving(s: State, over: readonly { readonly at: number; readonly to: number }[]): State {
  if (s.status !== 'running') return s;
  const exit = over.find((o) => o.at === s.pc);
  return exit === undefined ? s : withPlan(s, exit.to, s.plan ?? 0);
}

/** Where an `instead` branch's line ends: the end of the activation holding it, or of the whole line. */
function scopeEnd(scenario: AnyScenario, branch: StepBranch): number {
  const a = activationOfStep(scenario, branch.host);
  return a < 0 ? scenario.steps.length : (scenario.activations ?? [])[a].end;
}
