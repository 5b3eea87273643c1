/**
 * The options of a `bomb` step (Bombardier's Throw Bomb Special action) and its normalised form: the throw as a
 * pass's, and the opponents the explosion may hit — `hit`, the one in the target square, and `near`, those in the
 * squares around it, each optionally placed (`at: [dx, dy]`, from the target square) so that a bomb that scatters
 * elsewhere still finds them. Sources as in `index.ts`.
 */
import { z } from 'zod';
import { message } from '../../log/messages.js';
import { PASS_RANGES } from '../../vocabulary/index.js';
import { requireSkill } from '../contact.js';
import { interferenceOption, interferersLabel, normaliseInterference } from '../interference.js';
import { count, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from '../kind.js';

/** The eight squares around the target square: the most opponents `near:` lists. */
export const MAX_NEAR = 8;

const offset = z.tuple([z.number().int(), z.number().int()]);
const nearOne = z.union([
  z.string(),
  z.strictObject({
    opponent: z.string().describe('A key of opponents:'),
    at: offset.describe('Its square from the target square: [dx, dy], each −1, 0 or 1'),
  }),
]);

export const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  range: z.enum(PASS_RANGES).default('short'),
  marked: count(8).default(0).describe('Opponents marking the thrower'),
  disturbingPresence: count(11).default(0),
  sunny: flag.default(false).describe('Very Sunny weather'),
  rain: flag.default(false).describe('Pouring Rain (it hinders the interferers)'),
  hit: z.string().optional().describe('The opponent in the target square (a key of opponents:); none: an empty square'),
  near: z.array(nearOne).max(MAX_NEAR).default([])
    .describe('Opponents in the squares around the target square: ids, or { opponent, at: [dx, dy] }'),
  interference: interferenceOption,
});

/** One player the explosion may hit: the opponent, and its square from the target square (null: around it, unplaced). */
export interface BombVictim {
  readonly opponent: number;
  readonly at: readonly [number, number] | null;
}

/** Whether an offset is one of the eight squares around the target square. */
const adjacent = ([dx, dy]: readonly [number, number]) => Math.max(Math.abs(dx), Math.abs(dy)) === 1;

function victims(hit: string | undefined, near: z.output<typeof options>['near'], ctx: NormaliseContext): BombVictim[] {
  const list: BombVictim[] = hit === undefined ? [] : [{ opponent: ctx.opponent(['hit'], hit), at: [0, 0] }];
  near.forEach((written, i) => {
    const name = typeof written === 'string' ? written : written.opponent;
    const path = typeof written === 'string' ? ['near', i] : ['near', i, 'opponent'];
    const at = typeof written === 'string' ? null : written.at;
    if (at !== null && !adjacent(at)) throw ctx.error(['near', i, 'at'], message.bombOffset(at));
    const victim = { opponent: ctx.opponent(path, name), at };
    if (list.some((v) => v.opponent === victim.opponent)) throw ctx.error(path, message.bombVictimTwice(name));
    if (at !== null && list.some((v) => v.at !== null && v.at[0] === at[0] && v.at[1] === at[1])) {
      throw ctx.error(['near', i, 'at'], message.bombSquareTwice(at));
    }
    list.push(victim);
  });
  if (list.length === 0) throw ctx.error([], message.bombNeedsVictim());
  return list;
}

export function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  requireSkill(ctx, 'bomb', 'Bombardier');
  // bb2020 throws against PA, as a pass does (seed 001 Bombardier: "using the rules for Pass action").
  if (ctx.edition.writesTargets && !ctx.givesPa) throw ctx.error([], message.passNeedsPa(ctx.player.id));
  const { range, marked, disturbingPresence, sunny, rain, hit, near } = given;
  const list = victims(hit, near, ctx);
  const at = hit === undefined ? ' at an empty square' : ` at ${hit}`;
  const around = list.length - (hit === undefined ? 0 : 1);
  const interferers = normaliseInterference(given.interference, ctx);
  const how = [range, ...(marked > 0 ? [`marked ${marked}`] : []), ...(interferers.length > 0 ? [interferersLabel(interferers, ctx)] : [])];
  return {
    label: ctx.label(`Throw Bomb (${how.join('; ')})${at}${around > 0 ? `, ${around} near` : ''}`),
    range, marked, disturbingPresence, sunny, rain,
    /** The opponent in the target square first (when there is one), then those around it. */
    victims: list,
    /** Whether `victims[0]` is the opponent in the target square. */
    hitsSquare: hit !== undefined,
    interferers,
  };
}

export type BombStep = NormalisedStep<'bomb', typeof normalise>;
