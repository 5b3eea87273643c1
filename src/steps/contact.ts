/**
 * What the contact steps (block, foul, knock-down, Stab, Chainsaw, Projectile Vomit) share in their options and
 * normalising: the target, the assists a pitch allows, `need:`, and the skill a special action needs.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { NEEDS, type Need, type SkillName } from '../vocabulary/index.js';
import { STEP_BASE_OPTIONS, type NormaliseContext } from './kind.js';

/**
 * Assists a pitch allows: eight squares surround the target (or the attacker) and one of them holds the other
 * side, so at most seven players can give an assist.
 */
export const MAX_ASSISTS = 7;

export const targetName = z.string().optional().describe('The opponent hit (a key of opponents:); needed when there are several');
export const assists = z.number().int().min(0).default(0);
/** What the line needs of a contact step's target; short of it the line stops there (no turnover). */
export const need = z.enum(NEEDS).optional().describe('The line goes on only if the target is at least this: knockdown | armourBroken | removed | cas');

/** How a step's label says what the line needs of its target. */
const NEED_WORDS: Record<Need, string> = { knockdown: 'a knock-down', armourBroken: 'armour broken', removed: 'the target removed', cas: 'a casualty' };

/** The target and need of a contact step, with the label text's suffix for the need. */
export function contactBase(ctx: NormaliseContext, given: Need | undefined): { target: number; need: Need | null; needText: string } {
  const target = ctx.target();
  return { target, need: given ?? null, needText: given === undefined ? '' : `, needs ${NEED_WORDS[given]}` };
}

/** The id of the opponent the step hits. */
export function targetId(ctx: NormaliseContext, target: number): string {
  return ctx.opponents[target].id;
}

/** An error when more assists are given than a pitch allows. */
export function checkAssists(ctx: NormaliseContext, value: number, which: string, path: readonly (string | number)[]): void {
  if (value > MAX_ASSISTS) throw ctx.error(path, message.tooManyAssists(which, value, MAX_ASSISTS));
}

/** An error when the acting player lacks the skill an option or a special action needs. */
export function requireSkill(ctx: NormaliseContext, kind: string, skill: SkillName, path: readonly (string | number)[] = []): void {
  if (!ctx.player.skills.has(skill)) throw ctx.error(path, message.stepNeedsSkill(kind, skill, ctx.player.id));
}

/** The options of a special action that replaces a block (Stab, Chainsaw, Projectile Vomit). */
export const SPECIAL_OPTIONS = z.strictObject({ ...STEP_BASE_OPTIONS, target: targetName, need });

/** Normalising a special action: its target and need, the skill it needs, its label ("Stab lineman"). */
export function normaliseSpecial(kind: string, skill: SkillName | null, word: string) {
  return (given: z.output<typeof SPECIAL_OPTIONS>, ctx: NormaliseContext) => {
    const { target, need: needs, needText } = contactBase(ctx, given.need);
    // null: the caller checks the skill itself (a star's rule may grant it, `rules/star-grants.ts`).
    if (skill !== null) requireSkill(ctx, kind, skill);
    return { label: ctx.label(`${word} ${targetId(ctx, target)}${needText}`), target, need: needs };
  };
}
