/**
 * Pass: a Passing Ability test (bb2020) or an AG-based roll (bb2016); the step succeeds on an accurate pass.
 * Range, marks (Nerves of Steel ignores), Disturbing Presence and Very Sunny modify it; Accurate, Cannoneer and
 * Strong Arm by edition. A fumble is a turnover unless Safe Pass keeps the ball (activation ends, no turnover).
 * Sources: bb2020.md "Pass", bb2016.md "Pass"; seed 001 Pass, Accurate, Cannoneer, Nerves of Steel, Safe Pass.
 */
import type { ModelContext, StepModel } from '../model.js';
import { endLine, type State } from '../state.js';
import { lostTheBall, testStepModel } from './common.js';
import type { PassStep } from '../../scenario/types.js';

export function passModifier(step: PassStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  let modifier = ctx.edition.passRangeModifier(step.range) + ctx.edition.passSkillModifier(skills, step.range);
  if (!skills.has('Nerves of Steel')) modifier -= step.marked;
  return modifier - step.disturbingPresence - (step.sunny ? 1 : 0);
}

export function passModel(step: PassStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.passTarget(player);
  const modifier = passModifier(step, ctx);
  const resultOf = (natural: number, bonus: number) => ctx.edition.passResult(natural, modifier + bonus, target);
  const safePass = player.skills.has('Safe Pass');
  const onFail = (s: State, natural: number, bonus: number): State => {
    const fumbled = resultOf(natural, bonus) === 'fumble';
    if (fumbled && safePass && ctx.edition.safePassKeepsBall(natural)) return endLine(s, false);
    return lostTheBall(s);
  };
  return testStepModel(step, ctx, {
    label: `Pass (${step.range}) ${target === null ? '-' : `${target}+`}${modifier === 0 ? '' : ` ${signed(modifier)}`}`,
    passes: (natural, bonus) => resultOf(natural, bonus) === 'accurate',
    skillReroll: player.skills.has('Pass') ? { name: 'Pass' } : null,
    onFail,
  });
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
