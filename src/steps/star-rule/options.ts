/**
 * The options of a `starRule` step and how they are read: the rule (the acting star's own), the opponent it is used
 * on, and for Zzharg's 2 the other players the opposing coach may pick (`index.ts` says what the step is).
 */
import { z } from 'zod';
import { message } from '../../log/messages.js';
import { starStartOf, starStartRules } from '../../rules/star-starts.js';
import { targetName } from '../contact.js';
import { flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from '../kind.js';

export const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  rule: z.string().optional().describe('The star rule used: the acting star’s own (checked); said by the star when left out'),
  target: targetName.describe('The opponent the rule is used on (Baleful Hex, Beer Barrel Bash, Look Into My Eyes: the carrier, Zzharg’s rule)'),
  others: z.array(z.string()).max(8).default([])
    .describe('Zzharg’s rule: the other opponents within 3 squares of the target, whom the opposing coach may pick on a 2'),
  teammate: flag.default(false)
    .describe('Zzharg’s rule: a team-mate of his (AV teammateAv) within 3 squares of the target, whom the opposing coach may pick on a 2'),
});

/** A rule's name as written, for comparing: case, spaces, quotes and apostrophes aside. */
const bare = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The opponents of `others:`, checked: each named once, none the target. */
function otherOpponents(written: readonly string[], target: number | null, ctx: NormaliseContext): number[] {
  return written.map((name, i) => {
    if (written.indexOf(name) !== i) throw ctx.error(['others', i], message.starRuleOtherTwice(name));
    const index = ctx.opponent(['others', i], name);
    if (index === target) throw ctx.error(['others', i], message.starRuleOtherIsTarget(name));
    return index;
  });
}

export function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const rules = starStartRules(ctx.edition.id);
  const start = starStartOf(ctx.edition.id, ctx.player.skills);
  if (start === null) throw ctx.error(given.rule === undefined ? [] : ['rule'], message.starRuleNone(ctx.player.id, rules));
  if (given.rule !== undefined && bare(given.rule) !== bare(start.rule)) throw ctx.error(['rule'], message.starRuleOther(ctx.player.id, start.rule, given.rule, rules));
  const own = ctx.earlier.filter((step) => step.by === ctx.by && step.kind !== 'activation');
  if (own.some((step) => step.kind === 'starRule')) throw ctx.error([], message.starRuleTwice(ctx.player.id));
  if (own.length > 0) throw ctx.error([], message.starRuleNotFirst(ctx.player.id));
  if (start.target === 'none' && given.target !== undefined) throw ctx.error(['target'], message.starRuleNoTarget(start.rule, 'target'));
  const target = start.target === 'opponent' ? ctx.target() : null;
  if (start.onTwo !== 'otherHit' && (given.others.length > 0 || given.teammate)) {
    throw ctx.error([given.others.length > 0 ? 'others' : 'teammate'], message.starRuleOthersOnlyBlast(start.rule));
  }
  const on = target === null ? '' : ` on ${ctx.opponents[target].id}`;
  return { label: ctx.label(`${start.rule}${on}`), start, target, others: otherOpponents(given.others, target, ctx), teammate: given.teammate };
}

export type StarRuleStep = NormalisedStep<'starRule', typeof normalise>;

