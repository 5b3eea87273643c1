/**
 * Ball & Chain Move into an occupied square (`chainMove`): the Ball & Chain player lands in the square of opponent
 * `into` (the Throw-in template's D6 that took it there is not rolled: the step starts once it is known). Standing,
 * the opponent is blocked "following the normal rules" — the block step's dice, faces, assists and re-rolls
 * (`block/chain.ts` says what differs: the player's own injury roll when it goes down); Prone or Stunned
 * (`prone: true`, or put down by an earlier step), it is pushed back and takes an armour roll. `rush: true` rolls the
 * rush first. Sources: seed 001 Ball and Chain (and its Q&A); seed 004 Ball and Chain (bb2016).
 */
import { z } from 'zod';
import type { SkillName } from '../vocabulary/index.js';
import { message } from '../log/messages.js';
import type { ModelContext } from '../model/model.js';
import { block, blockModel, NOT_AGAINST_A_CHAIN } from './block/index.js';
import { assists, checkAssists, need, requireSkill } from './contact.js';
import { defineStep, flag, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';
import { D6_TEST_SKILLS } from '../model/d6step.js';

/** "A player with this Trait cannot also have the Diving Tackle, Frenzy, Grab, Leap, Multiple Block, On the Ball or Shadowing skills" (seed 001). */
export const NOT_WITH: readonly SkillName[] = ['Diving Tackle', 'Frenzy', 'Grab', 'Leap', 'Multiple Block', 'On The Ball', 'Shadowing'];

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  into: z.string().optional().describe('The opponent in the square moved into (a key of opponents:); needed when there are several'),
  assists: assists.describe('Offensive assists of the block'),
  defensiveAssists: assists.describe('Defensive assists of the block'),
  rush: flag.default(false).describe('The move into the square is a rush (2+ first; on a 1 the player falls over)'),
  prone: flag.default(false).describe('The opponent is Prone or Stunned: an armour roll instead of a block'),
  need,
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  requireSkill(ctx, 'chainMove', 'Ball and Chain');
  const forbidden = NOT_WITH.find((name) => ctx.player.skills.has(name));
  if (forbidden) throw ctx.error([], message.ballAndChainWith(ctx.player.id, forbidden));
  if (ctx.opponents.length === 0) throw ctx.error([], message.contactNeedsOpponent('chainMove'));
  if (given.into === undefined && ctx.opponents.length > 1) throw ctx.error([], message.intoRequired(ctx.opponents.map((o) => o.id)));
  const target = given.into === undefined ? 0 : ctx.opponent(['into'], given.into);
  checkAssists(ctx, given.assists, 'assists', ['assists']);
  checkAssists(ctx, given.defensiveAssists, 'defensiveAssists', ['defensiveAssists']);
  const id = ctx.opponents[target].id;
  const how = `${given.rush ? 'rushes' : 'moves'} into ${id}${given.prone ? ' (prone)' : ''}`;
  return {
    label: ctx.label(`Ball & Chain ${how}`),
    target, need: given.need ?? null, assists: given.assists, defensiveAssists: given.defensiveAssists, defenders: [],
    rush: given.rush, prone: given.prone,
    // What the block step reads of a block, as a plain block has it.
    blitz: false, dice: null, multipleBlock: false, frenzyRush: false, frenziedRush: null, ball: false, dumpOff: null, hated: false, dwarf: false, tandem: false, fury: false, sideline: null,
    frenzy: { assists: given.assists, defensiveAssists: given.defensiveAssists, defenders: [], sideline: null },
    pileDriver: { assists: 0, defensiveAssists: 0, argueTheCall: false },
    // A Ball & Chain move into a Saboteur: not offered (UNCONFIRMED; `block/saboteur.ts`).
    saboteur: false, blockerSaboteur: false,
  };
}

export type ChainMoveStep = NormalisedStep<'chainMove', typeof normalise>;

function chainMoveModel(step: ChainMoveStep, ctx: ModelContext) {
  return { ...blockModel({ ...step, kind: 'block' }, ctx, { rush: step.rush, prone: step.prone }), step };
}

export const chainMove = defineStep({
  kind: 'chainMove', options, normalise, rollsAgainstAg: NO_AG,
  // Moving into a player is a block (blockModel): the block's skills, but those a Ball & Chain player cannot have
  // and those it never meets (`NOT_AGAINST_A_CHAIN`).
  d6Tests: ['dauntless', 'rush', 'other'],
  starAttacks: ['block'],
  skills: [...new Set([...D6_TEST_SKILLS, 'Sure Feet', 'Ball and Chain', ...block.skills.filter((name) => !NOT_WITH.includes(name) && !NOT_AGAINST_A_CHAIN.includes(name))] as const)],
  modifiers: [
    { modifier: 'into a Standing player', bb2020: 'a Block, as the `block` step (its dice, assists, re-rolls); Foul Appearance ignored', bb2016: 'same (seed 004)' },
    { modifier: 'into a Prone or Stunned player (`prone`)', bb2020: 'its armour roll: no Mighty Blow, no Claws (no Block action, Q&A)', bb2016: 'same' },
    { modifier: '`rush`', bb2020: '2+ first (Sure Feet, team re-roll); a 1: the occupant pushed, the player falls over', bb2016: 'same' },
    { modifier: 'the player down (Player Down, Both Down, a failed rush, Wrestle)', bb2020: 'an injury roll with no armour roll, Stunned counts as KO’d; a turnover unless placed prone', bb2016: 'same (seed 004)' },
  ],
  model: chainMoveModel,
  reports: () => ['ownKo', 'ownCas'],
});
