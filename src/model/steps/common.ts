/** Pieces shared by the agility steps: a step model around one D6 test, Loner, and the usual endings. */
import { expandD6Test, type D6TestSpec } from '../d6test.js';
import type { ModelContext, StepModel } from '../model.js';
import { Out } from '../outcome.js';
import { endLine, nextStep, setOut, type State } from '../state.js';
import type { Player, Step } from '../../scenario/types.js';

/** A step that is exactly one D6 test from phase 0. */
export function testStepModel(step: Step, spec: D6TestSpec, ctx: ModelContext): StepModel {
  return { step, expand: (s) => expandD6Test(spec, s, 0, ctx) };
}

/** Loner's target for a player, or null without Loner ("Loner (X+)", seed 001; bb2016 4+). */
export function lonerTarget(player: Player, ctx: ModelContext): number | null {
  if (!player.skills.has('Loner')) return null;
  return player.skills.param('Loner') ?? ctx.edition.lonerDefault;
}

/** The step passed: on to the next one. */
export function passed(s: State): State {
  return nextStep(s);
}

/** The player fell over (failed dodge or rush): down, and a turnover. */
export function fellOver(s: State): State {
  return endLine(setOut(s, Out.PlayerDown, 1), true);
}

/** The ball was lost (failed pick-up, catch or pass): a turnover, the player still standing. */
export function lostTheBall(s: State): State {
  return endLine(s, true);
}

/** "Dodge 3+": the label of a test with its effective target, clamped to the faces that can pass. */
export function targetLabel(name: string, target: number): string {
  return `${name} ${Math.min(6, Math.max(2, target))}+`;
}
