/**
 * What a skill's name carries, as rosters write it: a D6 target ("Loner (4+)"), a bonus to a 2D6 roll
 * ("Mighty Blow (+1)") or a text ("Animosity (all team-mates)"), with the number taken when none is written.
 * Read off the skill registry (`rules/skills.ts`), so a form offering skills shows each with its parameter.
 */
import { findSkill, type SkillParam } from '../rules/skills.js';

/** A skill's parameter: its kind and default number (null when it has none). */
export interface SkillParameter {
  readonly kind: SkillParam;
  readonly default: number | null;
}

/** The parameter `name` carries, or null (an unknown name, or a skill with none). */
export function skillParameter(name: string): SkillParameter | null {
  const info = findSkill(name);
  if (!info?.param) return null;
  return { kind: info.param, default: info.defaultParam ?? null };
}
