/**
 * What every throw of the ball-passing kind shares: its modifier from the range, the thrower's skills (Accurate,
 * Cannoneer, Strong Arm by edition), marks (Nerves of Steel ignores them), Disturbing Presence and Very Sunny
 * weather. Sources: bb2020.md "Pass", bb2016.md "Pass"; seed 001 Accurate, Cannoneer, Nerves of Steel, Bombardier
 * ("using the rules for Pass action"). The `pass` and `bomb` steps both read it.
 */
import type { ModelContext } from '../model/model.js';
import type { PassRange } from '../vocabulary/index.js';

/** How a throw is made: the range and what hinders the thrower. */
export interface ThrowConditions {
  readonly range: PassRange;
  readonly marked: number;
  readonly disturbingPresence: number;
  readonly sunny: boolean;
  /** Thrown to the thrower's partner's square with a rule that drops the range modifier (bb2025 Working In Tandem). */
  readonly tandem?: boolean;
}

/** The modifier of player `by`'s throw. */
export function throwModifier(by: number, how: ThrowConditions, ctx: ModelContext): number {
  const skills = ctx.scenario.players[by].skills;
  const range = how.tandem === true ? 0 : ctx.edition.passRangeModifier(how.range);
  let modifier = range + ctx.edition.passSkillModifier(skills, how.range);
  if (!skills.has('Nerves of Steel')) modifier -= how.marked;
  return modifier - how.disturbingPresence - (how.sunny ? 1 : 0);
}

/** "+1", "−2" as a label writes a modifier. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
