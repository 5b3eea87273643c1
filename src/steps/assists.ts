/**
 * Assists written by name: `assists: [lineman, { by: ogre, marked: true }]` (team-mates from `players:`) and
 * `defensiveAssists: [o2, { by: o3, marked: true, markedBy: [blitzer] }]` (opponents from `opponents:`), beside the
 * plain counts. A named assister is a real player and its own skills are read:
 * - a marked assister counts only with **Guard** ("can offer both offensive and defensive assists regardless of how
 *   many opposition players are marking them", seed 001 Guard), on a foul only where the edition lets Guard assist
 *   one (`Edition.guardOnFouls`: seed 001 Guard Q&A "Yes" in bb2020; bb2025 blocks only, bb2025-skills.md);
 * - **Defensive** on an opponent marking an offensive assister cancels its Guard ("During your opponent's team turn
 *   … any opposition player being marked by this player cannot use the guard skill", seed 001 Defensive); on a
 *   player of the active side it does nothing (it is that side's own turn);
 * - **Put the Boot In** (bb2025) on a marked offensive assister of a foul counts as Guard would (bb2025-skills.md
 *   Put the Boot In, Defensive: a Defensive marker cancels it too);
 * - `markedBy:` names the markers and implies `marked: true`.
 * A defensive assister is read again when the block rolls: one an earlier step knocked down, or that lost its
 * tackle zone (a star's Baleful Hex: `victim.ts` `marks`), gives no assist (`namedDefenders`). Offensive assisters are taken as standing (a team-mate's fall in the line is a turnover, but
 * for Wrestle's placed prone: UNCONFIRMED, documented).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import type { Opponent, Player } from '../vocabulary/index.js';
import { MAX_ASSISTS } from './contact.js';
import { flag, type NormaliseContext } from './kind.js';

const assister = z.union([
  z.string().describe('The id of the assisting player'),
  z.strictObject({
    by: z.string().describe('The id of the assisting player'),
    marked: flag.default(false).describe('An opposing player marks the assister: it assists only with Guard'),
    markedBy: z.array(z.string()).default([]).describe('The players marking it (implies marked): Defensive among them cancels Guard'),
  }),
]);

/** Assists as written: a count, or the assisters by name. */
export const writtenAssists = z.union([z.number().int().min(0), z.array(assister).max(MAX_ASSISTS)]).default(0);
export type WrittenAssists = z.output<typeof writtenAssists>;

/** Assists once read: how many count, and which of them are named opponents (their standing is read at the roll). */
export interface CountedAssists {
  readonly count: number;
  readonly opponents: readonly number[];
}

/** Which side gives the assists, and on which kind of step (a foul reads `Edition.guardOnFouls`). */
export interface AssistSide {
  readonly side: 'offence' | 'defence';
  readonly on: 'block' | 'foul';
}

/** The assists `written` at `path`: a count as it is, or each named assister checked and counted. */
export function countAssists(ctx: NormaliseContext, written: WrittenAssists, where: AssistSide, path: readonly (string | number)[], target: number): CountedAssists {
  if (typeof written === 'number') return { count: written, opponents: [] };
  const seen = new Set<number>();
  const opponents: number[] = [];
  let count = 0;
  written.forEach((entry, i) => {
    const at = typeof entry === 'string' ? [...path, i] : [...path, i, 'by'];
    const { by, marked, markedBy } = typeof entry === 'string' ? { by: entry, marked: false, markedBy: [] } : entry;
    const index = resolve(ctx, where.side, by, at, target);
    if (seen.has(index)) throw ctx.error(at, message.assisterTwice(by));
    seen.add(index);
    const markers = markedBy.map((name, j) => resolve(ctx, where.side === 'offence' ? 'defence' : 'offence', name, [...path, i, 'markedBy', j], -1));
    if (!assists(ctx, where, index, marked || markers.length > 0, markers)) return;
    count += 1;
    if (where.side === 'defence') opponents.push(index);
  });
  return { count, opponents };
}

/** Whether a named assister gives its assist: unmarked, or marked with a Guard that counts here. */
function assists(ctx: NormaliseContext, where: AssistSide, index: number, marked: boolean, markers: readonly number[]): boolean {
  if (!marked) return true;
  const player: Player | Opponent = where.side === 'offence' ? ctx.players[index] : ctx.opponents[index];
  const guard = player.skills.has('Guard') && (where.on === 'block' || ctx.edition.guardOnFouls);
  // Put the Boot In (bb2025): "Gives an offensive foul assist … however many opponents mark it — Guard for fouls
  // only" (bb2025-skills.md, S25); Defensive cancels it as it cancels Guard (S25 Defensive).
  const bootIn = player.skills.has('Put the Boot In') && where.on === 'foul' && where.side === 'offence';
  if (!guard && !bootIn) return false;
  // Defensive acts in the opposing team's turn only: on the opponents' players, against the active side's Guard.
  return !(where.side === 'offence' && markers.some((m) => ctx.opponents[m].skills.has('Defensive')));
}

/** The index of the player `name` of `side`: an error naming the nearest id, or when it is the step's actor or target. */
function resolve(ctx: NormaliseContext, side: 'offence' | 'defence', name: string, path: readonly (string | number)[], target: number): number {
  const ids = (side === 'offence' ? ctx.players : ctx.opponents).map((p) => p.id);
  const index = ids.indexOf(name);
  if (index < 0) throw ctx.error(path, message.unknownAssister(path.join('.'), name, side === 'offence' ? 'player' : 'opponent', ids));
  if (side === 'offence' && index === ctx.by && target >= 0) throw ctx.error(path, message.assisterIsActor(name, 'acting player'));
  if (side === 'defence' && index === target) throw ctx.error(path, message.assisterIsActor(name, 'target'));
  return index;
}
