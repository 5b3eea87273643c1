/**
 * Steady Footing (bb2025): "Whenever it would be KD or Fall Over … roll a D6; on a 6 it stays Standing (after a
 * dodge: in the target square), no armour roll, no turnover, activation continues … Team re-roll allowed in own
 * turn; usable any number of times a turn" (../shared/rules/bb2025-skills.md, S25; F25; FFB
 * `S/step/bb2025/shared/StepSteadyFooting.java`, 6+, offers a re-roll). P = 1/6; with a re-roll 11/36. The roll is
 * the falling player's own D6 in its own activation: team re-roll (with its Loner) and Pro may touch it, as any.
 *
 * Modelled where the acting player would Fall Over after its own failed roll has stood (every re-roll of it
 * spent or declined): a rush, a dodge (Diving Tackle's −2 included), a jump; and on a block (`steps/block/`): the
 * blocker's Player Down and Both Down, the target's knock-down (its own D6, no re-roll in our turn); Breathe Fire's
 * knock-downs (`steps/breathe-fire.ts`); a bomb's Standing victims (`steps/bomb/explosion.ts`). Not on a Ball & Chain
 * move: docs/bb2025.md says so.
 */
import { D6_TEST_PHASES, expandD6Test, type D6TestSpec } from './d6test.js';
import { combinedNeeds, d6Spec, type D6TestParts } from './d6step.js';
import type { ModelContext, StepModel } from './model.js';
import { goTo, nextStep, type State } from './state.js';
import type { StepBase } from '../vocabulary/index.js';

/** "on a 6 it stays Standing". */
export const STEADY_FOOTING_TARGET = 6;

/** The Steady Footing roll of player `by`: a 6 goes on as if the roll had passed (`onStand`), else `onFall`. */
export function steadyFootingSpec(by: number, ctx: ModelContext, onStand: (s: State) => State, onFall: (s: State) => State): D6TestSpec {
  return d6Spec(by, ctx, {
    label: `Steady Footing ${STEADY_FOOTING_TARGET}+`,
    passes: (natural) => natural >= STEADY_FOOTING_TARGET,
    onPass: onStand,
    onFail: (s) => onFall(s),
  });
}

/** Whether the acting player of a step has Steady Footing (a bb2025 trait: no other edition's player can). */
export function hasSteadyFooting(step: StepBase, ctx: ModelContext): boolean {
  return ctx.scenario.players[step.by].skills.has('Steady Footing');
}

/**
 * A step that is one D6 test whose failure is a fall (a rush), with the player's Steady Footing after it: phases
 * 0–3 the test, 4–7 the Steady Footing roll. Without the trait it is the plain test step.
 */
export function steadyTestStepModel(step: StepBase, ctx: ModelContext, parts: D6TestParts): StepModel {
  const onStand = parts.onPass ?? nextStep;
  const steady = steadyFootingSpec(step.by, ctx, onStand, (s) => parts.onFail(s, 0, 0));
  const test = d6Spec(step.by, ctx, { ...parts, onFail: (s) => goTo(s, D6_TEST_PHASES, []) });
  const expand = (s: State) => (s.phase < D6_TEST_PHASES ? expandD6Test(test, s, 0, ctx) : expandD6Test(steady, s, D6_TEST_PHASES, ctx));
  return { step, expand, ...combinedNeeds([test, steady]) };
}
