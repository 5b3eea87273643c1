/**
 * Dodge: an agility test, −1 per player marking the destination. Sources: bb2020.md "Dodge" and bb2016.md
 * "Dodge"; seed 001 Dodge, Tackle, Diving Tackle, Prehensile Tail, Break Tackle, Two Heads, Stunty, Titchy.
 */
import { agilityPasses } from '../d6test.js';
import type { ModelContext, StepModel } from '../model.js';
import { OnceFlag } from '../state.js';
import { fellOver, targetLabel, testStepModel } from './common.js';
import type { DodgeStep } from '../../scenario/types.js';

/** The dodger's total modifier to the roll (positive helps). */
export function dodgeModifier(step: DodgeStep, ctx: ModelContext): number {
  const { edition } = ctx;
  const skills = ctx.scenario.players[step.by].skills;
  // Stunty ignores the marks on the destination, unless it also has Bombardier, Chainsaw or Swoop (seed 001).
  const ignoresMarks = skills.has('Stunty') && !['Bombardier', 'Chainsaw', 'Swoop'].some((n) => skills.has(n));
  let modifier = edition.dodgeBonus - (ignoresMarks ? 0 : step.marked);
  if (skills.has('Two Heads')) modifier += 1;
  if (skills.has('Titchy')) modifier += 1;
  modifier -= Math.min(step.prehensileTail, edition.prehensileTailLimit);
  return modifier;
}

export function dodgeModel(step: DodgeStep, ctx: ModelContext): StepModel {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.agilityTarget(player.ag) - dodgeModifier(step, ctx);
  const breakTackle = player.skills.has('Break Tackle') ? ctx.edition.breakTackleBonus(player) : 0;
  return testStepModel(step, ctx, {
    label: targetLabel('Dodge', target),
    passes: agilityPasses(target),
    // Tackle on a player marking the square left stops the Dodge skill (seed 001 Tackle).
    skillReroll: player.skills.has('Dodge') && !step.tackle ? { name: 'Dodge', once: OnceFlag.Dodge } : null,
    divingTackle: step.divingTackle,
    postRollBonus: breakTackle > 0 ? { name: 'Break Tackle', amount: breakTackle, once: OnceFlag.BreakTackle } : null,
    onFail: fellOver,
  });
}
